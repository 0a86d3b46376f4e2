import { useApiClient } from '@backoffice/api-client';
import type { Page, ResourceDefinition } from '@backoffice/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchRecords } from '../api/resourceApi';
import { matchingQuery } from '../lib/listState';
import { type ScrolledRows, scrolledRows, scrollPageQuery } from '../lib/scrollPages';

const NONE: unknown[][] = [];

interface Loaded {
  /** The matching query the pages belong to. */
  matching: string;
  /** Pages 2, 3, ... in order. */
  pages: unknown[][];
}

export interface ScrollPages<T> extends ScrolledRows<T> {
  /** Asks for the next page, unless one is on its way or every page is in. */
  loadMore: () => void;
  /** A page is on its way. */
  loading: boolean;
  /** The last page asked for could not be loaded (the next `loadMore` tries again). */
  failed: boolean;
}

/**
 * The rows of a list's scrolling table: the first page (the list's own request, `first`) and
 * the pages after it, loaded with the same query as the user scrolls. A change of the query
 * (search, filters, sort) starts again from the first page; a fresher first page (the list
 * revalidated after a change) reloads the pages after it too, so no changed row stays stale.
 * Does nothing while `enabled` is false.
 */
export function useScrollPages<T>(
  resource: ResourceDefinition,
  apiQuery: string,
  first: Page<T> | undefined,
  enabled: boolean,
): ScrollPages<T> {
  const client = useApiClient();
  const matching = matchingQuery(apiQuery);
  const [loaded, setLoaded] = useState<Loaded>({ matching, pages: [] });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const asked = useRef<string | null>(null);
  const pages = enabled && loaded.matching === matching ? (loaded.pages as T[][]) : NONE;
  const shown = useMemo(() => scrolledRows(first, pages as T[][]), [first, pages]);
  const { nextPage } = shown;

  const loadMore = useCallback(() => {
    if (!enabled || nextPage === null) return;
    const request = scrollPageQuery(matching, nextPage);
    if (asked.current === request) return;
    asked.current = request;
    setLoading(true);
    fetchRecords(client, resource, request).then(
      (page) => {
        asked.current = null;
        setLoading(false);
        setFailed(false);
        setLoaded((previous) =>
          previous.matching === matching
            ? { matching, pages: [...previous.pages, page.items] }
            : { matching, pages: nextPage === 2 ? [page.items] : [] },
        );
      },
      () => {
        asked.current = null;
        setLoading(false);
        setFailed(true);
      },
    );
  }, [client, enabled, matching, nextPage, resource]);

  // A fresher first page of the same query: reload the pages after it in the background.
  const firstSeen = useRef(first);
  useEffect(() => {
    if (firstSeen.current === first) return;
    const previousFirst = firstSeen.current;
    firstSeen.current = first;
    if (!previousFirst || !first || loaded.matching !== matching || loaded.pages.length === 0) {
      return;
    }
    let current = true;
    const count = loaded.pages.length;
    Promise.all(
      Array.from({ length: count }, (_, index) =>
        fetchRecords(client, resource, scrollPageQuery(matching, index + 2)),
      ),
    ).then(
      (fresh) => {
        if (current) setLoaded({ matching, pages: fresh.map((page) => page.items) });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client, first, loaded, matching, resource]);

  return { ...shown, loadMore, loading, failed };
}
