/**
 * The figures of the orders' demo rows: how many orders of each kind and state, and the steps
 * each state's timeline went through (with who did each, and how many minutes after placement).
 */
import type { OrderStatus } from '../../resources/orders/states';

/** About six months of closed orders: 18 a day for 182 days (3,276). */
export const HISTORY_DAYS = 182;
export const HISTORY_PER_DAY = 18;

/** Who did a step: the brand's dispatcher, its concierge, or the order's driver. */
export type Actor = 'dispatcher' | 'concierge' | 'driver';

export interface Step {
  action: string;
  status: OrderStatus;
  actor: Actor;
  /** Minutes after placement. */
  minutes: number;
}

const PLACED: Step = { action: 'place', status: 'placed', actor: 'dispatcher', minutes: 0 };
const CONFIRM: Step = { action: 'confirm', status: 'confirmed', actor: 'dispatcher', minutes: 6 };
const START: Step = {
  action: 'start-fulfilment',
  status: 'fulfilling',
  actor: 'concierge',
  minutes: 14,
};
const READY: Step = { action: 'ready', status: 'ready', actor: 'concierge', minutes: 38 };
const ASSIGN: Step = { action: 'assign-driver', status: 'ready', actor: 'dispatcher', minutes: 42 };
const DISPATCH: Step = {
  action: 'dispatch',
  status: 'out_for_delivery',
  actor: 'driver',
  minutes: 50,
};

/** The steps an order in a state went through, oldest first. */
export const STEPS_TO: Readonly<Record<string, readonly Step[]>> = {
  placed: [PLACED],
  confirmed: [PLACED, CONFIRM],
  fulfilling: [PLACED, CONFIRM, START],
  /** A ready order without a driver (a pickup, or a delivery waiting for one). */
  'ready:unassigned': [PLACED, CONFIRM, START, READY],
  ready: [PLACED, CONFIRM, START, READY, ASSIGN],
  out_for_delivery: [PLACED, CONFIRM, START, READY, ASSIGN, DISPATCH],
  delivered: [
    PLACED,
    CONFIRM,
    START,
    READY,
    ASSIGN,
    DISPATCH,
    { action: 'deliver', status: 'delivered', actor: 'driver', minutes: 81 },
  ],
  picked_up: [
    PLACED,
    CONFIRM,
    START,
    READY,
    { action: 'hand-over', status: 'picked_up', actor: 'driver', minutes: 95 },
  ],
  cancelled: [
    PLACED,
    CONFIRM,
    { action: 'cancel', status: 'cancelled', actor: 'dispatcher', minutes: 20 },
  ],
};

/** Today's live work: [state, kind, how many, assigned to the demo driver]. */
export const LIVE_ORDERS: readonly (readonly [
  OrderStatus,
  'delivery' | 'pickup',
  number,
  boolean,
])[] = [
  ['placed', 'delivery', 5, false],
  ['placed', 'pickup', 2, false],
  ['confirmed', 'delivery', 4, false],
  ['confirmed', 'pickup', 1, false],
  ['fulfilling', 'delivery', 3, false],
  ['ready', 'delivery', 2, false],
  ['ready', 'delivery', 3, true],
  ['ready', 'pickup', 3, false],
  ['out_for_delivery', 'delivery', 2, true],
  ['out_for_delivery', 'delivery', 2, false],
];

export const CANCEL_REASONS = [
  'Customer asked to cancel',
  'Ordered twice by mistake',
  'Address outside the delivery area',
] as const;
