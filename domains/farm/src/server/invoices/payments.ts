/**
 * A payment on an invoice (its `payments` action, `POST /api/jf-invoices/{id}/payments`), with
 * the invoice's row locked by the machinery so two payments never interleave. The state
 * machine already refuses estimates, void and paid invoices (409); here the amount may not
 * exceed the balance (422 on `amount`: "The amount may not be greater than the balance of
 * $12.34."), the payment is kept in `jf_invoice_payments`, and the state follows: `paid` once
 * the balance is 0, `partially_paid` before that.
 */
import { formatMoney } from '@backoffice/contract';
import {
  type ActionHook,
  DomainError,
  type Executor,
  type RecordViewHook,
  rowsOf,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

export const balanceExceeded = (balance: number) =>
  `The amount may not be greater than the balance of ${formatMoney(Math.max(balance, 0))}.`;

/** The invoice's total and what its payments came to, in cents. */
export async function totalAndPaid(db: Executor, invoiceId: number) {
  const [row] = await rowsOf<{ total: number | string; paid: number | string }>(
    db,
    sql`select
          (select coalesce(sum(quantity::bigint * unit_price), 0)::bigint
           from jf_invoice_lines where invoice_id = ${invoiceId}) as total,
          (select coalesce(sum(amount), 0)::bigint
           from jf_invoice_payments where invoice_id = ${invoiceId}) as paid`,
  );
  return { total: Number(row?.total ?? 0), paid: Number(row?.paid ?? 0) };
}

export const recordPayment: ActionHook = async (context) => {
  const { total, paid } = await totalAndPaid(context.db, context.recordId);
  const amount = Number(context.input.amount);
  const balance = total - paid;
  if (amount > balance) throw DomainError.field('amount', balanceExceeded(balance));
  const [payment] = await rowsOf<{ id: number }>(
    context.db,
    sql`insert into jf_invoice_payments (invoice_id, paid_on, amount, method, reference, user_id)
        values (${context.recordId}, ${context.input.paid_on}, ${amount}, ${context.input.method},
                ${context.input.reference ?? null}, ${context.userId})
        returning id`,
  );
  return {
    state: paid + amount >= total ? 'paid' : 'partially_paid',
    audit: { payment_id: Number(payment?.id), balance: balance - amount },
  };
};

export interface InvoicePaymentWire {
  id: number;
  paid_on: string;
  amount: number;
  method: string;
  reference: string | null;
  created_at: string;
}

/** The invoice's payments, oldest first. */
export async function paymentsOf(db: Executor, invoiceId: number): Promise<InvoicePaymentWire[]> {
  const rows = await rowsOf<{
    id: number;
    paid_on: string | Date;
    amount: number | string;
    method: string;
    reference: string | null;
    created_at: string | Date;
  }>(
    db,
    sql`select id, to_char(paid_on, 'YYYY-MM-DD') as paid_on, amount, method, reference, created_at
        from jf_invoice_payments where invoice_id = ${invoiceId} order by paid_on, id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    paid_on: String(row.paid_on),
    amount: Number(row.amount),
    method: row.method,
    reference: row.reference,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/** `GET /api/jf-invoices/{id}/payments`: `{data: [{id, paid_on, amount, method, reference}]}`. */
export const paymentsView: RecordViewHook = async (context) => ({
  data: await paymentsOf(context.db, Number(context.record.id)),
});
