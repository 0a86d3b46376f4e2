/**
 * The money of a sale as the screens compute it while the cashier types, in integer cents like
 * the server: the change due for cash, what each line has left to refund and
 * what a refund gives back. The server computes the same figures again and decides; these only
 * show them before it answers.
 */
import { lineAmount } from '../shared/lineMoney';
import type { Sale, SaleLine } from './saleTypes';

/**
 * The change a cash customer is due: what they tendered less the total. Null while nothing is
 * tendered; negative when they have not tendered enough (the sale cannot be completed then).
 */
export function changeDue(total: number, tendered: number | null): number | null {
  return tendered === null ? null : tendered - total;
}

/** The quantity each line of the sale has returned through earlier refunds, by line id. */
export function returnedByLine(sale: Pick<Sale, 'refunds'>): Map<number, number> {
  const returned = new Map<number, number>();
  for (const refund of sale.refunds ?? []) {
    for (const line of refund.lines) {
      returned.set(line.sale_line_id, (returned.get(line.sale_line_id) ?? 0) + line.quantity);
    }
  }
  return returned;
}

/** One line of a sale as a refund sees it: sold, already returned, and what is left. */
export interface RefundableLine {
  line: SaleLine;
  sold: number;
  returned: number;
  left: number;
}

/**
 * Each line with what it may still return: what was sold less what earlier refunds returned.
 * Without the refunds on the record, a line counts as having returned nothing (the server
 * refuses a quantity above what is really left, beside the line).
 */
export function refundableLines(sale: Pick<Sale, 'lines' | 'refunds'>): RefundableLine[] {
  const returned = returnedByLine(sale);
  return sale.lines.map((line) => {
    const sold = line.quantity ?? 0;
    const back = returned.get(line.id) ?? 0;
    return { line, sold, returned: back, left: Math.max(sold - back, 0) };
  });
}

/** The money the sale may still give back: its total less what refunds gave already. */
export function leftToRefund(sale: Pick<Sale, 'total' | 'refunded_total'>): number {
  return Math.max((sale.total ?? 0) - (sale.refunded_total ?? 0), 0);
}

/**
 * What a refund of these quantities (by sale line id) gives back: each quantity times the
 * unit price copied onto its line when the sale was rung up.
 */
export function refundAmount(
  sale: Pick<Sale, 'lines'>,
  quantities: Readonly<Record<number, number | null>>,
): number {
  return sale.lines.reduce(
    (sum, line) =>
      sum + lineAmount({ quantity: quantities[line.id] ?? 0, unitPrice: line.unit_price ?? 0 }),
    0,
  );
}

/** Whether the sale can be voided: completed and nothing refunded (the server checks again). */
export function canBeVoided(sale: Pick<Sale, 'status' | 'refunded_total'>): boolean {
  return sale.status === 'completed' && (sale.refunded_total ?? 0) === 0;
}

/** Whether anything of the sale is left to refund: not voided, money and goods left. */
export function canBeRefunded(
  sale: Pick<Sale, 'status' | 'total' | 'refunded_total' | 'lines' | 'refunds'>,
): boolean {
  if (sale.status !== 'completed' && sale.status !== 'partially_refunded') return false;
  return leftToRefund(sale) > 0 && refundableLines(sale).some((line) => line.left > 0);
}
