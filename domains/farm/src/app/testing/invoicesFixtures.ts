/**
 * Sample invoices and estimates of the farm, shaped as the server answers them, with "today"
 * the stories' fixed 2025-03-14: an unpaid invoice, an overdue one partly paid, a paid one made
 * from an estimate, a void one, an open estimate, and older paid invoices to fill the pages.
 * Every total is its lines' quantities times their prices, written out beside each.
 */
import { APP_VERSION, type User } from '@backoffice/contract';
import type {
  Invoice,
  InvoiceLine,
  InvoicePayment,
  InvoiceStatus,
  InvoiceType,
} from '../invoices/invoiceTypes';
import { customers } from './salesFixtures';

/** The farm's office clerk: writes invoices and takes their payments. */
export const invoiceClerk: User = {
  id: 31,
  first_name: 'Ada',
  initials: 'AO',
  profile_photo: null,
  role: 'Accounts',
  active_brand_id: 2,
  brands: [2],
  permissions: ['access_invoices', 'access_customers'],
  app_version: APP_VERSION,
};

let nextLineId = 700;

/** A line of `quantity` at `price` cents, from sale item `itemId` or free text. */
export function invoiceLine(
  description: string,
  quantity: number,
  price: number,
  itemId: number | null = null,
): InvoiceLine {
  nextLineId += 1;
  return {
    id: nextLineId,
    description,
    sale_item_id: itemId,
    quantity,
    unit_price: price,
    unit_cost: 0,
  };
}

/** A document as the sample server keeps it: the record and its payments together. */
export type StoredInvoice = Invoice & { payments: InvoicePayment[] };

interface InvoiceSeed {
  id: number;
  type?: InvoiceType;
  number: string;
  customer: number;
  issued: string;
  due?: string | null;
  status?: InvoiceStatus;
  lines: InvoiceLine[];
  payments?: InvoicePayment[];
  notes?: string;
  voidReason?: string;
  overdue?: boolean;
  from?: number;
  to?: number;
}

/** A document as the server answers it, its money summed from its lines and payments. */
export function invoiceOf(seed: InvoiceSeed): StoredInvoice {
  const total = seed.lines.reduce(
    (sum, { quantity, unit_price }) => sum + (quantity ?? 0) * (unit_price ?? 0),
    0,
  );
  const paid = (seed.payments ?? []).reduce((sum, payment) => sum + payment.amount, 0);
  const customer = customers.find((candidate) => candidate.id === seed.customer);
  const type = seed.type ?? 'invoice';
  return {
    id: seed.id,
    brand_id: 2,
    type,
    number: seed.number,
    customer_id: seed.customer,
    issued_on: seed.issued,
    due_on: seed.due === undefined ? null : seed.due,
    notes: seed.notes ?? null,
    status: seed.status ?? (type === 'estimate' ? 'open' : 'unpaid'),
    void_reason: seed.voidReason ?? null,
    converted_from_id: seed.from ?? null,
    converted_to_id: seed.to ?? null,
    total,
    paid,
    balance: total - paid,
    overdue: seed.overdue ? 1 : 0,
    lines: seed.lines,
    payments: seed.payments ?? [],
    version: 1 + (seed.payments?.length ?? 0) + (seed.status === 'void' ? 1 : 0),
    labels: { customer_id: customer?.name ?? null },
    created_at: `${seed.issued}T09:30:00.000Z`,
    updated_at: `${seed.issued}T09:30:00.000Z`,
  };
}

/** 10 large trays at $9.00 (9,000) and a delivery at $15.00 (1,500): $105.00, nothing paid, due Mar 31. */
export const unpaidInvoice = invoiceOf({
  id: 23,
  number: 'INV-000123',
  customer: 1,
  issued: '2025-03-01',
  due: '2025-03-31',
  lines: [
    invoiceLine('Eggs, large (tray of 30)', 10, 900, 1),
    invoiceLine('Delivery to the shop', 1, 1500),
  ],
  notes: 'Deliver to the back door before 8 am.',
});

/**
 * 20 medium trays at $7.50: 20 x 750 = 15,000; $50.00 paid on Feb 20, $100.00 left, due Mar 3
 * and so overdue on Mar 14.
 */
export const overdueInvoice = invoiceOf({
  id: 22,
  number: 'INV-000122',
  customer: 2,
  issued: '2025-02-01',
  due: '2025-03-03',
  status: 'partially_paid',
  overdue: true,
  lines: [invoiceLine('Eggs, medium (tray of 30)', 20, 750, 2)],
  payments: [
    {
      id: 1,
      paid_on: '2025-02-20',
      amount: 5000,
      method: 'bank_transfer',
      reference: 'TRX-4471',
    },
  ],
});

/** 4 spent hens at $6.00: 4 x 600 = 2,400, paid in cash; made from estimate EST-000044. */
export const paidInvoice = invoiceOf({
  id: 21,
  number: 'INV-000121',
  customer: 3,
  issued: '2025-02-24',
  due: '2025-03-26',
  status: 'paid',
  from: 18,
  lines: [invoiceLine('Spent hen', 4, 600, 3)],
  payments: [{ id: 2, paid_on: '2025-02-28', amount: 2400, method: 'cash', reference: null }],
});

/** 2 large trays at $9.00 (1,800), voided before anything was paid. */
export const voidInvoice = invoiceOf({
  id: 20,
  number: 'INV-000120',
  customer: 2,
  issued: '2025-02-20',
  due: '2025-03-22',
  status: 'void',
  voidReason: 'Issued to the wrong customer',
  lines: [invoiceLine('Eggs, large (tray of 30)', 2, 900, 1)],
});

/** 50 large trays at $8.50 (a price for the quantity): 50 x 850 = 42,500, open. */
export const openEstimate = invoiceOf({
  id: 24,
  type: 'estimate',
  number: 'EST-000045',
  customer: 1,
  issued: '2025-03-10',
  due: null,
  lines: [invoiceLine('Eggs, large (tray of 30), weekly for April', 50, 850, 1)],
  notes: 'Price held until the end of March.',
});

/** The estimate INV-000121 was made from: 4 hens at $6.00 (2,400). */
export const convertedEstimate = invoiceOf({
  id: 18,
  type: 'estimate',
  number: 'EST-000044',
  customer: 3,
  issued: '2025-02-20',
  due: null,
  status: 'converted',
  to: 21,
  lines: [invoiceLine('Spent hen', 4, 600, 3)],
});

/** Older invoices, each paid: 1 to 12 large trays at $9.00, issued a week apart. */
const olderInvoices = Array.from({ length: 12 }, (_, i) => {
  const trays = i + 1;
  const day = `2025-01-${String(2 + 2 * i).padStart(2, '0')}`;
  return invoiceOf({
    id: 17 - i,
    number: `INV-${String(119 - i).padStart(6, '0')}`,
    customer: 1 + (i % 3),
    issued: day,
    due: `2025-02-${String(1 + 2 * i).padStart(2, '0')}`,
    status: 'paid',
    lines: [invoiceLine('Eggs, large (tray of 30)', trays, 900, 1)],
    payments: [{ id: 10 + i, paid_on: day, amount: trays * 900, method: 'card', reference: null }],
  });
});

/** Every sample document, newest first: 6 above and 12 older, 18 in all. */
export const invoices: StoredInvoice[] = [
  openEstimate,
  unpaidInvoice,
  overdueInvoice,
  paidInvoice,
  voidInvoice,
  convertedEstimate,
  ...olderInvoices,
];
