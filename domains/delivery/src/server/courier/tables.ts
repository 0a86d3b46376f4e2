import { counterTable } from '@backoffice/server-kit';

/**
 * The courier area's own tables beside `dlv_courier_requests` (run at every start after the
 * resource tables are synced; idempotent, nothing dropped): the counter of request numbers per
 * brand, and each request's steps with their time and user (its timeline, and the report's
 * minutes between steps).
 */
export const COURIER_TABLES: readonly string[] = [
  // The last number given per brand. A create takes the next one with its row locked until the
  // create commits, so numbers never skip or repeat.
  counterTable('dlv_courier_counters'),
  `create table if not exists dlv_courier_request_events (
     id serial primary key,
     request_id integer not null references dlv_courier_requests(id) on delete cascade,
     status text not null,
     action text not null,
     at timestamp with time zone not null default now(),
     user_id integer references users(id) on delete set null,
     note text
   )`,
  `create index if not exists dlv_courier_request_events_request_idx
     on dlv_courier_request_events (request_id, at)`,
  // The counter already prevents duplicates; the index makes a bug loud rather than silent.
  `create unique index if not exists dlv_courier_requests_brand_number_unique
     on dlv_courier_requests (brand_id, number)`,
];
