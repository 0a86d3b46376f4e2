/**
 * The SQL of an invoice's computed fields, over its row, never stored: its total (the lines'
 * quantity times their unit price), what its payments came to, the balance, and whether it is
 * overdue on the brand's today (`brandTodaySql`, so it changes with the calendar and not with a
 * write).
 */
import { brandTodaySql, type ComputedSql } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';

export const invoiceTotal = (row: SQL): SQL =>
  sql`(select coalesce(sum(l.quantity::bigint * l.unit_price), 0)::bigint
       from jf_invoice_lines l where l.invoice_id = ${row}.id)`;

export const invoicePaid = (row: SQL): SQL =>
  sql`(select coalesce(sum(p.amount), 0)::bigint
       from jf_invoice_payments p where p.invoice_id = ${row}.id)`;

export const invoiceBalance = (row: SQL): SQL => sql`(${invoiceTotal(row)} - ${invoicePaid(row)})`;

export const INVOICE_COMPUTED: Record<string, ComputedSql> = {
  total: invoiceTotal,
  paid: invoicePaid,
  balance: invoiceBalance,
  overdue: (row) =>
    sql`(case when ${row}.type = 'invoice' and ${row}.status in ('unpaid', 'partially_paid')
                   and ${row}.due_on < ${brandTodaySql(sql`${row}.brand_id`)} and ${invoiceBalance(row)} > 0
              then 1 else 0 end)`,
};
