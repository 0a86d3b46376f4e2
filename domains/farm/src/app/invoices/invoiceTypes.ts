/**
 * The invoice as the screens read it: the record `GET /api/jf-invoices/{id}` answers, typed from
 * the definition (its fields, computed money and lines); its payments are a list of their own
 * (`GET /api/jf-invoices/{id}/payments`).
 */
import type { ResourceRecord } from '@backoffice/contract';
import type {
  INVOICE_PAYMENT_METHODS,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  invoicesResource,
} from '../../resources/invoices';

export type InvoiceType = (typeof INVOICE_TYPES)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

/**
 * One line of an invoice. Written out: `ResourceRecord` adds `lines` only for a definition
 * whose `lines` type is known, and `defineResource` widens it to `LinesDefinition | null`.
 */
export interface InvoiceLine {
  id: number;
  description: string | null;
  sale_item_id: number | null;
  quantity: number | null;
  /** Integer cents. */
  unit_price: number | null;
  /** Integer cents. */
  unit_cost?: number | null;
}

/** One payment taken against an invoice (`jf_invoice_payments`), as its list answers it. */
export interface InvoicePayment {
  id: number;
  paid_on: string;
  /** Integer cents. */
  amount: number;
  method: InvoicePaymentMethod;
  reference: string | null;
}

export type Invoice = ResourceRecord<typeof invoicesResource> & { lines: InvoiceLine[] };
