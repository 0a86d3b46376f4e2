/**
 * The calls of the invoice screens. Lists and records go through app-kit's resource hooks (the
 * same SWR keys, so a change here refetches every list of invoices); creating a document, its
 * actions and its PDF are written out because they carry lines, an idempotency key, a version
 * or a file.
 */
import { type ApiClient, saveBlobAsFile, useApiClient } from '@backoffice/api-client';
import {
  type ResourceRow,
  useRecord,
  useRecords,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { actionPath, IDEMPOTENCY_HEADER, type Page, resourcePath } from '@backoffice/contract';
import useSWR from 'swr';
import { invoicesResource } from '../../resources/invoices';
import type { Invoice, InvoicePayment, InvoicePaymentMethod, InvoiceType } from './invoiceTypes';

/** A line as the form sends it: free text, or a sale item whose description and price it copied. */
export interface NewInvoiceLine {
  description: string;
  sale_item_id: number | null;
  quantity: number | null;
  /** Integer cents. */
  unit_price: number | null;
}

export interface NewInvoice {
  type: InvoiceType;
  customer_id: number | null;
  issued_on: string;
  due_on: string | null;
  notes: string;
  lines: NewInvoiceLine[];
}

/** `POST /api/jf-invoices` with the form's key, so a repeated press answers the first document. */
export async function createInvoice(
  client: ApiClient,
  invoice: NewInvoice,
  idempotencyKey: string,
): Promise<Invoice> {
  const body = {
    type: invoice.type,
    customer_id: invoice.customer_id ?? '',
    issued_on: invoice.issued_on,
    due_on: invoice.due_on ?? '',
    notes: invoice.notes,
    lines: invoice.lines.map((line) => ({
      description: line.description,
      sale_item_id: line.sale_item_id ?? undefined,
      quantity: line.quantity ?? '',
      unit_price: line.unit_price ?? '',
    })),
  };
  const answer = await client.post<{ data: Invoice }>(resourcePath(invoicesResource), body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return answer.data;
}

/** What a payment sends. */
export interface PaymentInput {
  paid_on: string;
  /** Integer cents. */
  amount: number | null;
  method: InvoicePaymentMethod;
  reference: string;
}

type Versioned = Pick<Invoice, 'id' | 'version'>;

async function runAction(
  client: ApiClient,
  invoice: Versioned,
  action: 'payments' | 'void' | 'convert' | 'decline',
  input: Record<string, unknown> = {},
): Promise<Invoice> {
  const body = { ...input, version: invoice.version ?? undefined };
  return (
    await client.post<{ data: Invoice }>(actionPath(invoicesResource, invoice.id, action), body)
  ).data;
}

/** `POST /api/jf-invoices/{id}/payments`: answers the invoice with its new balance and state. */
export function recordPayment(client: ApiClient, invoice: Versioned, payment: PaymentInput) {
  return runAction(client, invoice, 'payments', {
    paid_on: payment.paid_on,
    amount: payment.amount ?? '',
    method: payment.method,
    reference: payment.reference,
  });
}

/** `POST /api/jf-invoices/{id}/void` with its reason. */
export function voidInvoice(client: ApiClient, invoice: Versioned, reason: string) {
  return runAction(client, invoice, 'void', { reason });
}

/** `POST /api/jf-invoices/{id}/convert`: answers the new invoice made from the estimate. */
export function convertEstimate(client: ApiClient, estimate: Versioned) {
  return runAction(client, estimate, 'convert');
}

/** `POST /api/jf-invoices/{id}/decline`. */
export function declineEstimate(client: ApiClient, estimate: Versioned) {
  return runAction(client, estimate, 'decline');
}

/** The document's PDF (`GET /api/jf-invoices/{id}/print`), saved as `INV-000123.pdf`. */
export async function downloadInvoicePdf(
  client: ApiClient,
  invoice: Pick<Invoice, 'id' | 'number'>,
): Promise<void> {
  const blob = await client.get<Blob>(`${resourcePath(invoicesResource, invoice.id)}/print`, {
    responseType: 'blob',
  });
  saveBlobAsFile(blob, `${invoice.number ?? `invoice-${invoice.id}`}.pdf`);
}

/** One invoice or estimate; nothing is fetched while `id` is null. */
export function useInvoice(id: number | null) {
  const answer = useRecord(invoicesResource, id);
  return { ...answer, data: answer.data as Invoice | undefined };
}

/** A page of invoices for a list query. */
export function useInvoices(query: string) {
  const answer = useRecords(invoicesResource, query);
  return { ...answer, data: answer.data as Page<Invoice> | undefined };
}

/** Puts a changed document in the cache and refetches every list of invoices. */
export function useInvoiceChanged() {
  const revalidate = useResourceRevalidation(invoicesResource);
  return (invoice: Invoice) => revalidate(invoice.id, invoice as unknown as ResourceRow);
}

/** The SWR key of an invoice's payments. */
export const invoicePaymentsKey = (id: number) =>
  [invoicesResource.segment, id, 'payments'] as const;

/**
 * The payments of an invoice, oldest first (`GET /api/jf-invoices/{id}/payments`); nothing is
 * fetched while `id` is null (an estimate takes none).
 */
export function useInvoicePayments(id: number | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : invoicePaymentsKey(id), async () => {
    const answer = await client.get<{ data: InvoicePayment[] }>(
      `${resourcePath(invoicesResource, id as number)}/payments`,
    );
    return answer.data;
  });
}
