import type { ComputedSql } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { FINAL_ORDER_STATUSES } from '../../resources/orders';

const finals = FINAL_ORDER_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The computed `open`: 1 while the order still moves (the dispatcher's board), 0 once delivered,
 * picked up or cancelled (the history). The same expression is indexed (`OPEN_ORDERS_INDEX`),
 * so both lists read a page without scanning the brand's closed orders: a float8, as the list
 * compares a number filter (`= 1::float8`), or the index would not match.
 */
export const openOrder: ComputedSql = (row) =>
  sql`(case when ${row}.status in (${sql.raw(finals)}) then 0 else 1 end)::float8`;

export const OPEN_ORDERS_INDEX = `create index if not exists jfd_orders_open_idx
  on jfd_orders (brand_id, ((case when status in (${finals}) then 0 else 1 end)::float8), id)`;
