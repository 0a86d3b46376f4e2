import { counterTable } from '@backoffice/server-kit';
import { OPEN_ORDERS_INDEX } from './openOrders';

/**
 * The orders' own tables beside the resource tables (run at every start after those are
 * synced): the counter of order numbers per brand, the timeline of each order, and the indexes
 * the dispatcher's board, the queues and a driver's lists read through. Idempotent.
 */
export const ORDER_TABLES: readonly string[] = [
  // The last order number per brand: a placement takes the next with the row locked until it
  // commits, so numbers never skip or repeat.
  counterTable('jfd_order_counters'),
  // Every change of an order's state: what was done, by whom, when, with its note (a reason).
  `create table if not exists jfd_order_events (
     id serial primary key,
     order_id integer not null references jfd_orders(id) on delete cascade,
     status text not null,
     action text not null,
     user_id integer references users(id) on delete set null,
     note text,
     at timestamp with time zone not null default now()
   )`,
  'create index if not exists jfd_order_events_order_idx on jfd_order_events (order_id, at, id)',
  'create unique index if not exists jfd_orders_brand_number_unique on jfd_orders (brand_id, number)',
  // The board: one brand's orders in a state, newest first (first and last pages alike).
  'create index if not exists jfd_orders_brand_status_idx on jfd_orders (brand_id, status, id)',
  // The board (open orders) and the history (closed ones): filter[open].
  OPEN_ORDERS_INDEX,
  // A driver's deliveries: filter[driver_user_id].
  'create index if not exists jfd_orders_driver_user_idx on jfd_orders (brand_id, driver_user_id, id)',
];
