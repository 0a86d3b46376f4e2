/**
 * The cash a deposit can cover, in one SQL source: the brand's cash sales that are not voided
 * (each at its total less its refunds) and the cash payments of its invoices (at their amount),
 * with the deposit that took each one, if any (`jf_deposit_claims`).
 */
import { sql } from 'drizzle-orm';

export type CashKind = 'sale' | 'payment';

export interface CashItemRow {
  kind: CashKind;
  id: number;
  taken_on: string;
  description: string;
  amount: number | string;
  deposit_id: number | null;
}

/** Rows `(kind, id, taken_on, description, amount, deposit_id)` of the brand's cash. */
export const cashItemsOf = (brandId: number) => sql`(
  select 'sale'::text as kind, s.id, s.sold_on::text as taken_on,
         ('Cash sale #' || s.id)::text as description,
         (select coalesce(sum(l.quantity::bigint * l.unit_price), 0)
            from jf_sale_lines l where l.sale_id = s.id)
         - (select coalesce(sum(r.amount), 0) from jf_sale_refunds r where r.sale_id = s.id)
           as amount,
         c.deposit_id
  from jf_sales s left join jf_deposit_claims c on c.sale_id = s.id
  where s.brand_id = ${brandId} and s.payment_method = 'cash' and s.status <> 'voided'
  union all
  select 'payment'::text, p.id, p.paid_on::text,
         ('Payment on ' || i.number || coalesce(' (' || p.reference || ')', ''))::text,
         p.amount::bigint, c.deposit_id
  from jf_invoice_payments p
  join jf_invoices i on i.id = p.invoice_id
  left join jf_deposit_claims c on c.invoice_payment_id = p.id
  where i.brand_id = ${brandId} and p.method = 'cash'
)`;

/** The cash not in any deposit yet, with something left to deposit. */
export const undepositedOf = (brandId: number) =>
  sql`(select * from ${cashItemsOf(brandId)} x where x.deposit_id is null and x.amount > 0)`;
