/**
 * What lines of goods come to, in integer cents like the server: a sale's lines at the till and
 * an invoice's lines as they are typed. The server computes the same figures again and decides;
 * these only show them before it answers.
 */

/** A line as it is typed: its quantity and its unit price (the chosen item's, or one typed). */
export interface PricedLine {
  quantity: number | null;
  /** Integer cents; null until an item is chosen or a price typed. */
  unitPrice: number | null;
}

/** What one line comes to: quantity times unit price; 0 while either is missing. */
export function lineAmount({ quantity, unitPrice }: PricedLine): number {
  if (quantity === null || unitPrice === null || !Number.isFinite(quantity)) return 0;
  return quantity * unitPrice;
}

/** The running total of a sale or an invoice: the sum of its lines. */
export function runningTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineAmount(line), 0);
}
