export interface Paginator<T> {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  links: { url: string | null; label: string; page?: number | null; active: boolean }[];
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
  /** Sums over every row the list's search and filters match (not only this page's), by field. */
  totals?: Record<string, number>;
}

/** The client's view of a page: what the spec's list screens and Pagination use. */
export interface Page<T> {
  items: T[];
  currentPage: number;
  totalPages: number;
  total: number;
  perPage: number;
  /** Sums over every matching row, by field, for lists that declare them (`listTotals`). */
  totals?: Record<string, number>;
}

export function toPage<T>(paginator: Paginator<T>): Page<T> {
  return {
    items: paginator.data,
    currentPage: paginator.current_page,
    totalPages: paginator.last_page,
    total: paginator.total,
    perPage: paginator.per_page,
    ...(paginator.totals ? { totals: paginator.totals } : {}),
  };
}

/** Laravel treats a missing, non-numeric or < 1 page as page 1. */
export function normalisePage(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Builds the paginator body exactly as Laravel does for `path?page=N` URLs. */
export function buildPaginator<T>(
  rows: T[],
  opts: { page: number; perPage: number; total: number; path: string; query?: string },
): Paginator<T> {
  const { page, perPage, total, path } = opts;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const extra = opts.query ? `&${opts.query}` : '';
  const url = (p: number) => `${path}?page=${p}${extra}`;
  const from = rows.length ? (page - 1) * perPage + 1 : null;
  const to = from === null ? null : from + rows.length - 1;
  const links: Paginator<T>['links'] = [
    {
      url: page > 1 ? url(page - 1) : null,
      label: '&laquo; Previous',
      page: page > 1 ? page - 1 : null,
      active: false,
    },
  ];
  for (const p of windowPages(page, lastPage)) {
    if (p === null) links.push({ url: null, label: '...', page: null, active: false });
    else links.push({ url: url(p), label: String(p), page: p, active: p === page });
  }
  links.push({
    url: page < lastPage ? url(page + 1) : null,
    label: 'Next &raquo;',
    page: page < lastPage ? page + 1 : null,
    active: false,
  });
  return {
    current_page: page,
    data: rows,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    links,
    next_page_url: page < lastPage ? url(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to,
    total,
  };
}

/** Laravel's UrlWindow with onEachSide = 3: all pages when few, else ends plus a window, gaps as null. */
function windowPages(page: number, lastPage: number): (number | null)[] {
  const onEachSide = 3;
  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  if (lastPage < onEachSide * 2 + 8) return range(1, lastPage);
  const window = onEachSide * 2;
  if (page <= window) return [...range(1, window + 2), null, lastPage - 1, lastPage];
  if (page > lastPage - window) return [1, 2, null, ...range(lastPage - (window + 2), lastPage)];
  return [1, 2, null, ...range(page - onEachSide, page + onEachSide), null, lastPage - 1, lastPage];
}
