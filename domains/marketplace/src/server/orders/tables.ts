/**
 * The orders area's own tables beside its resource tables (run at every start after those are
 * synced; idempotent): the counters of its document numbers, the timeline of each order, the
 * daily and monthly sums the statistics read, and the indexes its lists, payables and reports
 * read through.
 */
export const ORDERS_TABLES: readonly string[] = [
  // One row per brand and sequence (`order`, `refund`, `payable`): a create takes the next number
  // with the row locked until it commits, so numbers never skip or repeat.
  `create table if not exists evd_document_counters (
     brand_id integer not null references brands(id) on delete cascade,
     type text not null,
     last_number integer not null,
     primary key (brand_id, type)
   )`,
  // Every change of a store's part (and the placement of the order): who, when, its note.
  `create table if not exists evd_order_events (
     id serial primary key,
     order_id integer not null references evd_orders(id) on delete cascade,
     store_order_id integer references evd_store_orders(id) on delete cascade,
     status text not null,
     action text not null,
     user_id integer references users(id) on delete set null,
     note text,
     at timestamp with time zone not null default now()
   )`,
  'create index if not exists evd_order_events_order_idx on evd_order_events (order_id, at, id)',
  'create unique index if not exists evd_orders_brand_number_unique on evd_orders (brand_id, number)',
  'create index if not exists evd_orders_open_idx on evd_orders (brand_id, open, id)',
  'create index if not exists evd_orders_customer_idx on evd_orders (customer_id)',
  'create index if not exists evd_store_orders_order_idx on evd_store_orders (order_id)',
  `create index if not exists evd_store_orders_delivered_idx
     on evd_store_orders (brand_id, status, delivered_on, store_id)`,
  `create index if not exists evd_store_orders_placed_idx
     on evd_store_orders (brand_id, placed_on, store_id)`,
  `create index if not exists evd_store_order_lines_part_idx
     on evd_store_order_lines (store_order_id)`,
  'create index if not exists evd_order_items_order_idx on evd_order_items (order_id)',
  'create index if not exists evd_refunds_part_idx on evd_refunds (store_order_id)',
  `create index if not exists evd_refunds_decided_idx
     on evd_refunds (brand_id, status, decided_on, store_id)`,
  `create index if not exists evd_payables_store_idx
     on evd_payables (brand_id, store_id, period_from, period_thru)`,
  // The statistics' sums, per day and per month (`grain`), of the lines of parts not cancelled,
  // by the day the order was placed: the brand's orders and sales, each store's parts and sales,
  // each product's units and sales. Kept by the placement and by a part's cancellation.
  `create table if not exists evd_stat_totals (
     brand_id integer not null, grain text not null, bucket date not null,
     orders integer not null default 0, sales bigint not null default 0,
     primary key (brand_id, grain, bucket)
   )`,
  `create table if not exists evd_stat_stores (
     brand_id integer not null, grain text not null, bucket date not null,
     store_id integer not null,
     orders integer not null default 0, sales bigint not null default 0,
     primary key (brand_id, grain, bucket, store_id)
   )`,
  `create table if not exists evd_stat_products (
     brand_id integer not null, grain text not null, bucket date not null,
     product_id integer not null, store_id integer not null,
     quantity bigint not null default 0, sales bigint not null default 0,
     primary key (brand_id, grain, bucket, product_id)
   )`,
  // Covering indexes: a period's rows are read by index-only scans (no table pages).
  `create index if not exists evd_stat_stores_period_idx
     on evd_stat_stores (brand_id, grain, bucket) include (store_id, orders, sales)`,
  `create index if not exists evd_stat_products_period_idx
     on evd_stat_products (brand_id, grain, bucket) include (product_id, store_id, quantity, sales)`,
];
