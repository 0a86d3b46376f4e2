/** What an in-kind donation's lines are worth: each quantity at its item's unit cost, in cents. */
export function linesValue(
  lines: readonly { quantity: number | null; unitCost: number | null }[],
): number {
  return lines.reduce(
    (sum, line) => sum + (line.quantity && line.unitCost ? line.quantity * line.unitCost : 0),
    0,
  );
}
