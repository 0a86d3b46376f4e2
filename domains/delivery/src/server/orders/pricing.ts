/**
 * How an order is priced, on the server only (the app never sends a price). All in cents:
 *
 * - a line: quantity × (the product's price + the sum of its add-ons' prices), as they are now;
 * - subtotal: the sum of the lines;
 * - discount: a percent coupon takes floor(subtotal × percent / 100), a fixed one its value,
 *   never more than the subtotal;
 * - a delivery pays the delivery fee (its zone's fee at the chosen speed plus the speed's
 *   surcharge) and the grocery fee (the tier whose [min, max) holds the subtotal; none: 0);
 * - a pickup pays its location's pickup fee (0 when it has none);
 * - total: max(0, subtotal − refunded − discount) + the fees; `refunded` grows as the concierge
 *   finds lines unavailable (or substitutes cheaper products).
 */

export interface PricedLine {
  quantity: number;
  /** The product's price. */
  unit_price: number;
  /** The add-ons' prices, for one unit. */
  addons_price: number;
}

export interface CouponTerms {
  kind: 'percent' | 'fixed';
  value: number;
}

export interface OrderFees {
  delivery_fee: number;
  grocery_fee: number;
  pickup_fee: number;
}

export interface OrderFigures extends OrderFees {
  subtotal: number;
  discount: number;
  refunded: number;
  total: number;
}

export function lineAmount(line: PricedLine): number {
  return line.quantity * (line.unit_price + line.addons_price);
}

export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineAmount(line), 0);
}

export function discountOf(coupon: CouponTerms | null, subtotal: number): number {
  if (!coupon) return 0;
  const off =
    coupon.kind === 'percent' ? Math.floor((subtotal * coupon.value) / 100) : coupon.value;
  return Math.min(off, subtotal);
}

export function totalOf(figures: Omit<OrderFigures, 'total'>): number {
  const goods = Math.max(0, figures.subtotal - figures.refunded - figures.discount);
  return goods + figures.delivery_fee + figures.grocery_fee + figures.pickup_fee;
}

/** Every figure of a new order. */
export function priceOrder(
  lines: readonly PricedLine[],
  coupon: CouponTerms | null,
  fees: OrderFees,
): OrderFigures {
  const subtotal = subtotalOf(lines);
  const figures = { subtotal, discount: discountOf(coupon, subtotal), refunded: 0, ...fees };
  return { ...figures, total: totalOf(figures) };
}

/** A picked line's refund: all of it when unavailable; a cheaper substitute's difference. */
export interface PickedLine extends PricedLine {
  pick_status: string;
  substitute_price: number | null;
}

export function refundOf(line: PickedLine): number {
  if (line.pick_status === 'unavailable') return lineAmount(line);
  if (line.pick_status === 'substituted' && line.substitute_price !== null) {
    // The customer pays the cheaper of the two: a dearer substitute costs them nothing more.
    return line.quantity * Math.max(0, line.unit_price - line.substitute_price);
  }
  return 0;
}
