import type { BadgeTone } from '@backoffice/ui/Badge';
import type { Invoice, InvoiceStatus, InvoiceType } from './invoiceTypes';

/** How each type reads. */
export const TYPE_LABELS: Readonly<Record<InvoiceType, string>> = {
  invoice: 'Invoice',
  estimate: 'Estimate',
};

/** How each state reads, and the tone of its badge (the words carry the meaning). */
export const STATUS_BADGES: Readonly<Record<InvoiceStatus, { label: string; tone: BadgeTone }>> = {
  unpaid: { label: 'Unpaid', tone: 'caution' },
  partially_paid: { label: 'Partly paid', tone: 'info' },
  paid: { label: 'Paid', tone: 'positive' },
  void: { label: 'Void', tone: 'neutral' },
  open: { label: 'Open', tone: 'info' },
  converted: { label: 'Converted', tone: 'positive' },
  declined: { label: 'Declined', tone: 'neutral' },
};

/** Whether the invoice is past its due date with a balance (the server computes the flag). */
export function isOverdue(invoice: Pick<Invoice, 'overdue'>): boolean {
  return Number(invoice.overdue ?? 0) === 1;
}

/** A document as staff say it: `Invoice INV-000123`, `Estimate EST-000045`. */
export function documentName(invoice: Pick<Invoice, 'type' | 'number' | 'id'>): string {
  const type = TYPE_LABELS[invoice.type ?? 'invoice'];
  return `${type} ${invoice.number ?? `#${invoice.id}`}`;
}
