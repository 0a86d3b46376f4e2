import type { SavedView } from '@backoffice/contract';
import { useEffect, useRef } from 'react';
import { viewQuery } from './viewQuery';

/**
 * Opens the list with the user's default view, once: when the views have loaded, the list was
 * opened with nothing in its query (paging aside) and the address has not changed since. The
 * view is applied through the address (`apply`), so a reload or a link shows the same list.
 */
export function useDefaultView(
  views: readonly SavedView[] | undefined,
  address: URLSearchParams,
  apply: (view: SavedView) => void,
): void {
  const opened = useRef(address.toString());
  const settled = useRef(false);
  const latest = useRef({ address, apply });
  latest.current = { address, apply };
  useEffect(() => {
    if (settled.current || views === undefined) return;
    settled.current = true;
    const { address: now, apply: applyView } = latest.current;
    if (viewQuery(opened.current) !== '' || now.toString() !== opened.current) return;
    const chosen = views.find((view) => view.is_default);
    if (chosen) applyView(chosen);
  }, [views]);
}
