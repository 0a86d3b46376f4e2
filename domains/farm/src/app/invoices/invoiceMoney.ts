/**
 * The money of an invoice as the screens compute it before the server answers, in integer
 * cents like the server: what a payment leaves to pay and the state it brings, and the due date
 * a new invoice starts with. The server computes the same figures again and decides.
 */
import { addDays, formatMoney } from '@backoffice/contract';
import type { Invoice, InvoiceStatus, InvoiceType } from './invoiceTypes';

/** How long a customer has to pay a new invoice, unless the form says otherwise. */
export const PAYMENT_TERM_DAYS = 30;

/** The due date a new document starts with: 30 days after its issue for an invoice, none for an estimate. */
export function defaultDueOn(type: InvoiceType, issuedOn: string | null): string | null {
  return type === 'invoice' && issuedOn ? addDays(issuedOn, PAYMENT_TERM_DAYS) : null;
}

/** What is left to pay once a payment of `amount` is taken; null while no amount is typed. */
export function balanceAfter(balance: number, amount: number | null): number | null {
  return amount === null ? null : balance - amount;
}

/**
 * The state a payment brings an invoice to: paid once nothing is left, else partly paid.
 * Null for an amount the server refuses (none, zero, or above the balance).
 */
export function statusAfterPayment(balance: number, amount: number | null): InvoiceStatus | null {
  const left = balanceAfter(balance, amount);
  if (left === null || amount === null || amount <= 0 || left < 0) return null;
  return left === 0 ? 'paid' : 'partially_paid';
}

/** The message beside a payment's amount above the balance (the server answers the same 422). */
export function amountAboveBalance(balance: number): string {
  return `The amount may not be greater than the balance of ${formatMoney(balance)}.`;
}

/** Whether the invoice may be voided: an unpaid invoice with nothing paid (the server checks again). */
export function canBeVoided(invoice: Pick<Invoice, 'type' | 'status' | 'paid'>): boolean {
  return invoice.type === 'invoice' && invoice.status === 'unpaid' && (invoice.paid ?? 0) === 0;
}

/** Whether the invoice takes a payment now: unpaid or partly paid, with a balance. */
export function takesPayments(invoice: Pick<Invoice, 'type' | 'status' | 'balance'>): boolean {
  return (
    invoice.type === 'invoice' &&
    (invoice.status === 'unpaid' || invoice.status === 'partially_paid') &&
    (invoice.balance ?? 0) > 0
  );
}
