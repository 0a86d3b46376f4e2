/**
 * Voids an unpaid invoice (the definition's `void` action moves it to `void`): the reason is
 * kept, and from then on it takes no payments and counts nowhere. The state machine refuses an
 * invoice with payments; this refuses one whose payments its state does not show.
 */
import { type ActionHook, DomainError, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

export const PAID_NOT_VOIDABLE = 'An invoice with payments cannot be voided.';

export const voidInvoice: ActionHook = async (context) => {
  const payments = await rowsOf(
    context.db,
    sql`select 1 from jf_invoice_payments where invoice_id = ${context.recordId} limit 1`,
  );
  if (payments.length) throw DomainError.conflict(PAID_NOT_VOIDABLE);
  return { values: { void_reason: context.input.reason } };
};
