/**
 * The order screens' sample rows: a concierge and a driver beside the dispatcher, a small
 * catalogue, two drivers (one available first), and a morning of orders in every state with
 * their lines and the timeline of a delivered one.
 */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import type { User } from '@backoffice/contract';
import { FINAL_ORDER_STATUSES, type OrderStatus } from '../../resources/orders';
import type { TimelineStep } from '../courier/timeline';
import type { Order, OrderLine } from '../orders/orderTypes';
import { dispatcher } from './courierFixtures';

export const concierge: User = {
  ...dispatcher,
  id: 23,
  first_name: 'Cleo',
  initials: 'CS',
  role: 'Shopping Concierge',
  permissions: ['fulfill_orders', 'access_orders', 'access_products', 'access_categories'],
};

export const driver: User = {
  ...dispatcher,
  id: 24,
  first_name: 'Dora',
  initials: 'DD',
  role: 'Driver',
  permissions: ['deliver_orders'],
};

const stamp = '2025-03-14T08:00:00.000Z';
const row = (id: number, fields: Record<string, unknown>, labels: Record<string, string> = {}) =>
  ({ id, ...fields, labels, created_at: stamp, updated_at: stamp, version: 1 }) as ResourceRow;

export const products: ResourceRow[] = [
  row(1, { name: 'Ground coffee 250 g', sku: 'COF-1', price: 899, stock: 40, active: true }),
  row(2, { name: 'Whole milk 1 L', sku: 'MLK-1', price: 149, stock: 80, active: true }),
  row(3, { name: 'Sourdough loaf', sku: 'BRD-1', price: 275, stock: 12, active: true }),
  row(4, { name: 'Oat drink 1 L', sku: 'OAT-1', price: 189, stock: 30, active: true }),
];

/** The add-ons a line may carry. */
export const addons: ResourceRow[] = [
  row(1, { name: 'Gift wrap', price: 150, active: true }),
  row(2, { name: 'Extra ice pack', price: 50, active: true }),
];

export const drivers: ResourceRow[] = [
  row(
    1,
    { name: 'Dora Driver', user_id: driver.id, phone: '5550100199', available: true },
    { vehicle_id: 'Cargo bike 2' },
  ),
  row(
    2,
    { name: 'Dev Okafor', user_id: 31, phone: '5550100198', available: true },
    { vehicle_id: 'Van KX-21' },
  ),
  row(3, { name: 'Lena Marsh', user_id: 32, phone: '5550100197', available: false }),
];

function line(
  id: number,
  product: number,
  quantity: number,
  price: number,
  pick: OrderLine['pick_status'] = 'pending',
): OrderLine {
  return {
    id,
    product_id: product,
    quantity,
    addon_ids: [],
    unit_price: price,
    addons_price: 0,
    pick_status: pick,
    substitute_product_id: null,
    substitute_price: null,
  };
}

interface OrderParts {
  id: number;
  status: OrderStatus;
  kind?: 'delivery' | 'pickup';
  customer: string;
  zone?: string;
  slot: string;
  lines: OrderLine[];
  driver?: { id: number; name: string; user: number };
  at: string;
}

function order(parts: OrderParts): Order {
  const kind = parts.kind ?? 'delivery';
  const subtotal = parts.lines.reduce((sum, l) => sum + l.quantity * (l.unit_price ?? 0), 0);
  const delivery = kind === 'delivery' ? 499 : 0;
  const grocery = kind === 'delivery' ? (subtotal < 2000 ? 300 : 150) : 0;
  const pickup = kind === 'pickup' ? 100 : 0;
  return {
    id: parts.id,
    number: `ORD-${String(parts.id).padStart(6, '0')}`,
    customer_id: parts.id,
    kind,
    zone_id: kind === 'delivery' ? 1 : null,
    address: kind === 'delivery' ? `${parts.id} Elm Row, Riverton` : null,
    pickup_location_id: kind === 'pickup' ? 1 : null,
    shipping_speed_id: kind === 'delivery' ? 1 : null,
    slot_date: '2025-03-14',
    slot: parts.slot,
    notes: parts.id === 105 ? 'Ring twice; the bell is weak.' : null,
    coupon_code: null,
    coupon_id: null,
    subtotal,
    discount: 0,
    delivery_fee: delivery,
    grocery_fee: grocery,
    pickup_fee: pickup,
    refunded: 0,
    total: subtotal + delivery + grocery + pickup,
    status: parts.status,
    driver_id: parts.driver?.id ?? null,
    driver_user_id: parts.driver?.user ?? null,
    pickup_code: kind === 'pickup' ? '482913' : null,
    cancel_reason: parts.status === 'cancelled' ? 'The customer called to cancel' : null,
    fail_reason: null,
    proof_name: parts.status === 'delivered' ? 'Priya Shah' : null,
    proof_photo: null,
    closed_at: null,
    open: FINAL_ORDER_STATUSES.includes(parts.status) ? 0 : 1,
    lines: parts.lines,
    labels: {
      customer_id: parts.customer,
      zone_id: kind === 'delivery' ? (parts.zone ?? 'Riverside North') : null,
      pickup_location_id: kind === 'pickup' ? 'Market Street counter' : null,
      driver_id: parts.driver?.name ?? null,
    },
    created_at: parts.at,
    updated_at: parts.at,
    version: 1,
  } as Order;
}

const dora = { id: 1, name: 'Dora Driver', user: driver.id };

/** A morning's orders, newest first: one in each state a screen shows. */
export const orders: Order[] = [
  order({
    id: 108,
    status: 'placed',
    customer: 'Tom Becker',
    slot: '12:00-14:00',
    at: '2025-03-14T09:50:00.000Z',
    lines: [line(81, 1, 1, 899), line(82, 2, 2, 149)],
  }),
  order({
    id: 107,
    status: 'confirmed',
    customer: 'Ana Lima',
    slot: '12:00-14:00',
    at: '2025-03-14T09:30:00.000Z',
    lines: [line(71, 3, 1, 275), line(72, 4, 2, 189)],
  }),
  order({
    id: 106,
    status: 'fulfilling',
    customer: 'Priya Shah',
    slot: '10:00-12:00',
    at: '2025-03-14T09:05:00.000Z',
    lines: [
      line(61, 1, 2, 899, 'found'),
      line(62, 2, 3, 149, 'pending'),
      line(63, 3, 1, 275, 'pending'),
    ],
  }),
  order({
    id: 105,
    status: 'ready',
    customer: 'Sam Osei',
    zone: 'Hillcrest',
    slot: '10:00-12:00',
    at: '2025-03-14T08:40:00.000Z',
    lines: [line(51, 4, 4, 189, 'found')],
  }),
  order({
    id: 104,
    status: 'out_for_delivery',
    customer: 'Mia Chen',
    slot: '10:00-12:00',
    at: '2025-03-14T08:20:00.000Z',
    driver: dora,
    lines: [line(41, 1, 1, 899, 'found')],
  }),
  order({
    id: 103,
    status: 'ready',
    kind: 'pickup',
    customer: 'Leo Park',
    slot: '10:00-12:00',
    at: '2025-03-14T08:10:00.000Z',
    lines: [line(31, 3, 2, 275, 'found')],
  }),
  order({
    id: 102,
    status: 'delivered',
    customer: 'Priya Shah',
    slot: '08:00-10:00',
    at: '2025-03-14T07:30:00.000Z',
    driver: dora,
    lines: [line(21, 2, 6, 149, 'found')],
  }),
  order({
    id: 101,
    status: 'cancelled',
    customer: 'Tom Becker',
    slot: '08:00-10:00',
    at: '2025-03-14T07:10:00.000Z',
    lines: [line(11, 1, 1, 899)],
  }),
];

const by = (name: string, id: number) => ({ id, name });

/** ORD-000102 from placed to delivered, each change with who made it. */
export const deliveredTimeline: TimelineStep[] = [
  {
    status: 'placed',
    action: 'place',
    at: '2025-03-14T07:30:00.000Z',
    by: by('Dana Park', 21),
    note: null,
  },
  {
    status: 'confirmed',
    action: 'confirm',
    at: '2025-03-14T07:34:00.000Z',
    by: by('Dana Park', 21),
    note: null,
  },
  {
    status: 'fulfilling',
    action: 'start-fulfilment',
    at: '2025-03-14T07:40:00.000Z',
    by: by('Cleo Sousa', 23),
    note: null,
  },
  {
    status: 'ready',
    action: 'ready',
    at: '2025-03-14T08:02:00.000Z',
    by: by('Cleo Sousa', 23),
    note: null,
  },
  {
    status: 'ready',
    action: 'assign-driver',
    at: '2025-03-14T08:03:00.000Z',
    by: by('Dana Park', 21),
    note: 'Dora Driver',
  },
  {
    status: 'out_for_delivery',
    action: 'dispatch',
    at: '2025-03-14T08:10:00.000Z',
    by: by('Dora Driver', 24),
    note: null,
  },
  {
    status: 'delivered',
    action: 'deliver',
    at: '2025-03-14T08:41:00.000Z',
    by: by('Dora Driver', 24),
    note: 'Received by Priya Shah',
  },
];
