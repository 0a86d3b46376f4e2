/**
 * The focus is in `grid`, or in the grid of the same name that took its place: a list's table
 * first draws for reading and is drawn again, interactive, as the keyboard comes in (DataTable),
 * so a grid found before a keyboard pass may have left the page by its end.
 */
export function focusIsInGrid(grid: Element): boolean {
  const active = grid.ownerDocument.activeElement;
  if (grid.contains(active)) return true;
  const current = active?.closest('[role="grid"]');
  return (
    !grid.isConnected &&
    !!current &&
    current.getAttribute('aria-label') === grid.getAttribute('aria-label')
  );
}
