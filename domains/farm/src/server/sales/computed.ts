/**
 * The SQL of a sale's computed fields, over its row: what it came to, what refunds gave back,
 * what it brought in net of them (nothing once voided), and the change a cash customer was due. Summed from the lines and refunds, never stored.
 */
import type { ComputedSql } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';

/** Quantity times the unit price copied onto each line. */
export const saleTotal = (row: SQL): SQL =>
  sql`(select coalesce(sum(l.quantity::bigint * l.unit_price), 0)::bigint
       from jf_sale_lines l where l.sale_id = ${row}.id)`;

/** The money every refund of the sale gave back. */
export const saleRefundedTotal = (row: SQL): SQL =>
  sql`(select coalesce(sum(r.amount), 0)::bigint from jf_sale_refunds r where r.sale_id = ${row}.id)`;

export const SALE_COMPUTED: Record<string, ComputedSql> = {
  total: saleTotal,
  refunded_total: saleRefundedTotal,
  // What the sale counts for, voided sales nothing: the list's totals row sums these.
  sold_total: (row) => sql`case when ${row}.status = 'voided' then 0 else ${saleTotal(row)} end`,
  net_total: (row) =>
    sql`case when ${row}.status = 'voided' then 0
             else ${saleTotal(row)} - ${saleRefundedTotal(row)} end`,
  change_due: (row) =>
    sql`case when ${row}.amount_tendered is null then null
             else ${row}.amount_tendered - ${saleTotal(row)} end`,
};
