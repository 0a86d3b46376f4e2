/**
 * The livestock area's own DDL, run at every start after the resource tables are synced: the
 * feed types' cost history, one egg log per flock and day, and the indexes the logs' lists and
 * reports read by (brand and day, flock and day).
 */
export const LIVESTOCK_TABLES = [
  `create table if not exists feed_type_costs (
     id serial primary key,
     feed_type_id integer not null references feed_types(id) on delete cascade,
     effective_on date not null,
     cost_per_bag bigint not null,
     created_at timestamptz not null default now()
   )`,
  'create unique index if not exists feed_type_costs_day_idx on feed_type_costs (feed_type_id, effective_on)',
  'create unique index if not exists egg_collection_logs_flock_day_idx on egg_collection_logs (livestock_id, collected_on)',
  'create index if not exists egg_collection_logs_brand_day_idx on egg_collection_logs (brand_id, collected_on)',
  'create index if not exists layer_feeding_logs_brand_day_idx on layer_feeding_logs (brand_id, fed_on)',
  'create index if not exists layer_feeding_logs_flock_day_idx on layer_feeding_logs (livestock_id, fed_on)',
];
