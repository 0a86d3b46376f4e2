/**
 * The words of an order: its kinds, its states, its delivery slots and how a line was picked.
 *
 *   placed --confirm--> confirmed --start-fulfilment--> fulfilling --ready--> ready
 *   ready --assign-driver--> ready --dispatch--> out_for_delivery --deliver--> delivered
 *   out_for_delivery --fail--> returned --assign-driver/dispatch--> out_for_delivery
 *   ready --hand-over--> picked_up                          (a pickup)
 *   placed/confirmed/fulfilling/ready/returned --cancel--> cancelled
 */
export const ORDER_KINDS = ['delivery', 'pickup'] as const;

export const ORDER_STATUSES = [
  'placed',
  'confirmed',
  'fulfilling',
  'ready',
  'out_for_delivery',
  'delivered',
  'picked_up',
  'returned',
  'cancelled',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** States an order no longer leaves. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'picked_up', 'cancelled'];

/** Two-hour delivery (or pickup) slots. */
export const ORDER_SLOTS = [
  '08:00-10:00',
  '10:00-12:00',
  '12:00-14:00',
  '14:00-16:00',
  '16:00-18:00',
  '18:00-20:00',
] as const;

/** How the concierge found a line: not yet, as ordered, replaced by another product, or not at all. */
export const PICK_STATUSES = ['pending', 'found', 'substituted', 'unavailable'] as const;
/** What a `pick` sets: every pick status but `pending`. */
export const PICK_OUTCOMES = ['found', 'substituted', 'unavailable'] as const;
