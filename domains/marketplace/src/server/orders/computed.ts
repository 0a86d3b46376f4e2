/** The SQL of the area's computed fields. */
import type { ComputedSql } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

export const CUSTOMER_COMPUTED: Record<string, ComputedSql> = {
  orders_count: (row) => sql`(select count(*) from evd_orders o where o.customer_id = ${row}.id)`,
  /** What the customer paid for parts not cancelled, less refunds approved. */
  total_spent: (row) => sql`(select coalesce(sum(so.total), 0)
                               - coalesce((select sum(r.amount) from evd_refunds r
                                           where r.customer_id = ${row}.id and r.status = 'approved'), 0)
                             from evd_store_orders so
                             where so.customer_id = ${row}.id and so.status <> 'cancelled')`,
};

export const STORE_ORDER_COMPUTED: Record<string, ComputedSql> = {
  refunded: (row) => sql`(select coalesce(sum(r.amount), 0) from evd_refunds r
                          where r.store_order_id = ${row}.id and r.status = 'approved')`,
};
