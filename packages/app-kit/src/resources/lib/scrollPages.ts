/**
 * The scrolling table of a list (`per_page=all`): the list's request answers its first
 * `SCROLL_PAGE_SIZE` rows, and the next ones load a page at a time as the user nears the end,
 * with the same query (search, filters, sort). These are the rules of which page comes next and
 * what the table shows; `useScrollPages` does the loading.
 */
import type { Page } from '@backoffice/contract';
import { SCROLL_PAGE_SIZE } from './listState';

/** The request of page `page` of the scrolling table, from the list's matching query. */
export function scrollPageQuery(matching: string, page: number): string {
  const params = new URLSearchParams(matching);
  params.set('page', String(page));
  params.set('per_page', String(SCROLL_PAGE_SIZE));
  return params.toString();
}

export interface ScrolledRows<T> {
  /** Every row loaded so far, in the list's order, each record once. */
  rows: T[];
  /** How many rows the query matches. */
  total: number;
  /** The page to load next; null when every page is in (or the first is not yet). */
  nextPage: number | null;
}

const rowKey = (row: unknown): unknown => (row as { id?: unknown }).id;

/**
 * The rows of the scrolling table: the first page, then each further page loaded. A record
 * that moved to a later page while the user scrolled (a record added before it) shows once.
 */
export function scrolledRows<T>(
  first: Page<T> | undefined,
  more: readonly (readonly T[])[],
): ScrolledRows<T> {
  if (!first) return { rows: [], total: 0, nextPage: null };
  const seen = new Set<unknown>();
  const rows: T[] = [];
  for (const page of [first.items, ...more]) {
    for (const row of page) {
      const key = rowKey(row);
      if (key !== undefined && seen.has(key)) continue;
      seen.add(key);
      rows.push(row);
    }
  }
  const loaded = 1 + more.length;
  const lastEmpty = more.length > 0 && more[more.length - 1]!.length === 0;
  const nextPage = loaded < first.totalPages && !lastEmpty ? loaded + 1 : null;
  return { rows, total: first.total, nextPage };
}
