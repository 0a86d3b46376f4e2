/**
 * The words of the marketplace's orders: a store's part of an order moves through its own
 * states; the order's status derives from its parts.
 *
 *   placed --accept--> accepted --ship--> shipped --deliver--> delivered
 *   placed / accepted --cancel (reason)--> cancelled        (stock given back)
 *
 * The order: `cancelled` when every part is; else, over the parts not cancelled, `delivered`
 * when all are delivered, `shipped` when all are shipped or delivered, `placed` when all are
 * placed, `processing` otherwise. Open orders (`/evd-orders`) are placed, processing or
 * shipped; closed ones (`/evd-order-history`) delivered or cancelled.
 */
export const STORE_ORDER_STATUSES = [
  'placed',
  'accepted',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type StoreOrderStatus = (typeof STORE_ORDER_STATUSES)[number];

export const ORDER_STATUSES = [
  'placed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders no longer moving: the history's. */
export const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled'];

export const REFUND_STATUSES = ['requested', 'approved', 'denied'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const PAYABLE_STATUSES = ['due', 'paid'] as const;

/** The order's status from its parts' (see above). */
export function orderStatusOf(parts: readonly string[]): OrderStatus {
  const live = parts.filter((status) => status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  if (live.every((status) => status === 'delivered')) return 'delivered';
  if (live.every((status) => status === 'shipped' || status === 'delivered')) return 'shipped';
  if (live.every((status) => status === 'placed')) return 'placed';
  return 'processing';
}

export const STORE_ORDER_STATUS_LABELS: Readonly<Record<StoreOrderStatus, string>> = {
  placed: 'Placed',
  accepted: 'Accepted',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Placed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Commission in cents: `sales × rate / 10,000` (rate in basis points), rounded half up. */
export function commissionOf(sales: number, rateBps: number): number {
  return Math.round((sales * rateBps) / 10_000);
}

/** The default commission when the brand's app settings have none: 10.00 %. */
export const FALLBACK_COMMISSION_RATE = 1000;
