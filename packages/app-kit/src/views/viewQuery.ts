/**
 * A saved view holds what a list shows, not where it stands: the address's query without its
 * page and page size. Two queries show the same list when they hold the same parameters,
 * whatever their order or encoding (`filter[status]` or `filter%5Bstatus%5D`).
 */
import type { SavedView } from '@backoffice/contract';

const PAGING = ['page', 'per_page'];

/** The query a view saves: `search=ann&filter[status]=active` from `?page=2&search=ann&...`. */
export function viewQuery(query: string | URLSearchParams): string {
  const params = new URLSearchParams(query);
  for (const name of PAGING) params.delete(name);
  return params.toString();
}

function pairs(query: string): string[] {
  return [...new URLSearchParams(viewQuery(query))]
    .map(([name, value]) => JSON.stringify([name, value]))
    .sort();
}

/** Whether two queries show the same list (paging ignored). */
export function sameQuery(left: string, right: string): boolean {
  const a = pairs(left);
  const b = pairs(right);
  return a.length === b.length && a.every((pair, index) => pair === b[index]);
}

/**
 * The view the address shows: when several views hold its query, the one last picked or saved
 * here (`chosen`), else one of the user's own, then a shared one.
 */
export function currentView(
  views: readonly SavedView[],
  query: string | URLSearchParams,
  chosen?: number | null,
): SavedView | undefined {
  const shown = viewQuery(query);
  const matching = views.filter((view) => sameQuery(view.query, shown));
  return (
    matching.find((view) => view.id === chosen) ?? matching.find((view) => view.mine) ?? matching[0]
  );
}

/**
 * The address a view sets: its query, keeping the page size chosen now (a view does not carry
 * one) and starting on the first page.
 */
export function viewAddress(view: SavedView, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(viewQuery(view.query));
  const perPage = current.get('per_page');
  if (perPage !== null) next.set('per_page', perPage);
  return next;
}
