import type { INVOICE_PAYMENT_METHODS } from './invoices';
import type { PAYMENT_METHODS } from './sales';

/** Every way the farm is paid: at the till, and against an invoice (a cheque too). */
export type AnyPaymentMethod =
  | (typeof PAYMENT_METHODS)[number]
  | (typeof INVOICE_PAYMENT_METHODS)[number];

/** How each payment method reads on screens, receipts and invoices. */
export const PAYMENT_LABELS: Readonly<Record<AnyPaymentMethod, string>> = {
  cash: 'Cash',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  mobile_money: 'Mobile money',
  cheque: 'Cheque',
};
