/**
 * The printed invoice or estimate (`GET /api/jf-invoices/{id}/print`): its number, the brand,
 * the customer, its dates and state, each line (description, quantity, unit price, amount),
 * then the total, what was paid and the balance, with the same figures as the record. US Letter,
 * amounts right-aligned in Courier, more pages when the lines need them.
 */
import { formatMoney } from '@backoffice/contract';
import {
  type Executor,
  monoWidth,
  PAGE,
  type PdfItem,
  type RecordViewHook,
  type Row,
  rowsOf,
  writePdf,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

const MARGIN = 56;
const RIGHT = PAGE.width - MARGIN;
const LINE = 16;
const SIZE = 10;
const QTY_RIGHT = RIGHT - 190;
const PRICE_RIGHT = RIGHT - 90;
/** The description column's width, in characters of Helvetica at 10pt (roughly). */
const DESCRIPTION_CHARS = 52;

const STATUS_WORDS: Readonly<Record<string, string>> = {
  unpaid: 'Unpaid',
  partially_paid: 'Partly paid',
  paid: 'Paid',
  void: 'Void',
  open: 'Open',
  converted: 'Converted',
  declined: 'Declined',
};

export interface InvoiceDocument {
  type: 'invoice' | 'estimate';
  number: string;
  brandName: string;
  customer: { name: string; email: string | null; phone: string | null; address: string | null };
  issuedOn: string;
  dueOn: string | null;
  status: string;
  notes: string | null;
  lines: { description: string; quantity: number; unitPrice: number }[];
  total: number;
  paid: number;
  balance: number;
}

const right = (text: string, x: number, y: number, font: 'mono' | 'bold' = 'mono'): PdfItem => ({
  kind: 'text',
  x: x - monoWidth(text, SIZE),
  y,
  text,
  font,
  size: SIZE,
});

const clip = (text: string) =>
  text.length > DESCRIPTION_CHARS ? `${text.slice(0, DESCRIPTION_CHARS - 3)}...` : text;

/** The document's PDF. */
export function invoicePdf(doc: InvoiceDocument): Buffer {
  const title = `${doc.type === 'invoice' ? 'Invoice' : 'Estimate'} ${doc.number}`;
  const pages: PdfItem[][] = [];
  let items: PdfItem[] = [];
  let y = PAGE.height - MARGIN - 10;
  const text = (x: number, value: string, font: 'regular' | 'bold' = 'regular', size = SIZE) =>
    items.push({ kind: 'text', x, y, text: value, font, size });

  const header = (first: boolean) => {
    text(MARGIN, first ? title : `${title} (continued)`, 'bold', first ? 20 : 14);
    y -= first ? 24 : 20;
    text(MARGIN, doc.brandName, 'regular', 11);
    y -= 2 * LINE;
  };
  const columns = () => {
    text(MARGIN, 'Description', 'bold');
    items.push(right('Qty', QTY_RIGHT, y, 'bold'));
    items.push(right('Unit price', PRICE_RIGHT, y, 'bold'));
    items.push(right('Amount', RIGHT, y, 'bold'));
    items.push({ kind: 'rule', x1: MARGIN, x2: RIGHT, y: y - 4 });
    y -= LINE + 4;
  };
  const newPage = () => {
    pages.push(items);
    items = [];
    y = PAGE.height - MARGIN - 10;
    header(false);
    columns();
  };

  header(true);
  text(MARGIN, 'Bill to', 'bold');
  text(PAGE.width / 2, `Issued on: ${doc.issuedOn}`);
  y -= LINE;
  const facts = [
    `Due on: ${doc.dueOn ?? '-'}`,
    `Status: ${STATUS_WORDS[doc.status] ?? doc.status}`,
  ];
  const customer = [doc.customer.name, doc.customer.address, doc.customer.email, doc.customer.phone]
    .filter((part): part is string => Boolean(part))
    .flatMap((part) => part.split(/\r?\n/));
  for (let i = 0; i < Math.max(customer.length, facts.length); i++) {
    if (customer[i]) text(MARGIN, customer[i] as string);
    if (facts[i]) text(PAGE.width / 2, facts[i] as string);
    y -= LINE;
  }
  y -= LINE;
  columns();
  for (const line of doc.lines) {
    if (y < MARGIN + LINE) newPage();
    text(MARGIN, clip(line.description));
    items.push(right(String(line.quantity), QTY_RIGHT, y));
    items.push(right(formatMoney(line.unitPrice), PRICE_RIGHT, y));
    items.push(right(formatMoney(line.quantity * line.unitPrice), RIGHT, y));
    y -= LINE;
  }
  if (y < MARGIN + 5 * LINE) newPage();
  items.push({ kind: 'rule', x1: MARGIN, x2: RIGHT, y: y + LINE - 4 });
  const totals: [string, number][] =
    doc.type === 'invoice'
      ? [
          ['Total', doc.total],
          ['Paid', doc.paid],
          ['Balance due', doc.balance],
        ]
      : [['Total', doc.total]];
  for (const [label, cents] of totals) {
    items.push(right(label, PRICE_RIGHT, y, 'bold'));
    items.push(right(formatMoney(cents), RIGHT, y));
    y -= LINE;
  }
  if (doc.notes) {
    y -= LINE;
    if (y < MARGIN + LINE) newPage();
    text(MARGIN, 'Notes', 'bold');
    y -= LINE;
    for (const note of doc.notes.split(/\r?\n/)) {
      if (y < MARGIN) newPage();
      text(MARGIN, note.slice(0, 100));
      y -= LINE;
    }
  }
  pages.push(items);
  return writePdf(pages, title);
}

/** The document of a record as the endpoints answer it, with its customer and brand. */
export async function invoiceDocument(db: Executor, record: Row): Promise<InvoiceDocument> {
  const [customer] = await rowsOf<InvoiceDocument['customer']>(
    db,
    sql`select name, email, phone, address from customers where id = ${record.customer_id}`,
  );
  const [brand] = await rowsOf<{ name: string }>(
    db,
    sql`select name from brands where id = ${record.brand_id}`,
  );
  const lines = (record.lines as Row[] | undefined) ?? [];
  return {
    type: record.type === 'estimate' ? 'estimate' : 'invoice',
    number: String(record.number),
    brandName: brand?.name ?? '',
    customer: customer ?? { name: '', email: null, phone: null, address: null },
    issuedOn: String(record.issued_on),
    dueOn: record.due_on ? String(record.due_on) : null,
    status: String(record.status),
    notes: record.notes ? String(record.notes) : null,
    lines: lines.map((line) => ({
      description: String(line.description),
      quantity: Number(line.quantity),
      unitPrice: Number(line.unit_price),
    })),
    total: Number(record.total),
    paid: Number(record.paid),
    balance: Number(record.balance),
  };
}

/** `GET /api/jf-invoices/{id}/print`: `INV-000123.pdf`. */
export const printInvoice: RecordViewHook = async (context) => {
  const doc = await invoiceDocument(context.db, context.record);
  return {
    file: { name: `${doc.number}.pdf`, type: 'application/pdf', body: invoicePdf(doc) },
  };
};
