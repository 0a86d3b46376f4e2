/**
 * The page numbers to show as buttons: a window of `maxVisibleButtons` pages with the current
 * page in the middle where possible, shifted so it never runs past the first or last page.
 */
export function pageWindow(
  currentPage: number,
  totalPages: number,
  maxVisibleButtons: number,
): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  const count = Math.min(Math.max(1, Math.floor(maxVisibleButtons)), total);
  if (count === 0) return [];
  const current = Math.min(Math.max(1, currentPage), total);
  const start = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** The 1-based range of items the current page shows, for 'Showing items X-Y of Z'. */
export function itemRange(currentPage: number, perPage: number, totalItems: number) {
  if (totalItems <= 0) return { from: 0, to: 0 };
  const from = Math.min((currentPage - 1) * perPage + 1, totalItems);
  const to = Math.min(currentPage * perPage, totalItems);
  return { from, to };
}
