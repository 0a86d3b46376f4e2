/**
 * The printed donation receipt (`GET /api/donations/{id}/print`, `RCT-000012.pdf`): the brand,
 * the receipt number, the donor, the day, and either the amount and how it was paid (cash) or
 * each item with its quantity, unit value and value (in kind) and their total; a void receipt
 * says so, with its reason, in red. A line for the signature of whoever received it. US Letter,
 * amounts right-aligned in Courier, more pages when the items need them.
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
const VALUE_RIGHT = RIGHT - 90;
const ITEM_CHARS = 48;
const RED = [0.75, 0.1, 0.1] as const;

const METHOD_WORDS: Readonly<Record<string, string>> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  card: 'Card',
  mobile_money: 'Mobile money',
};

export interface ReceiptDocument {
  number: string;
  brandName: string;
  donor: string;
  contact: string | null;
  receivedOn: string;
  kind: 'cash' | 'in_kind';
  amount: number | null;
  paymentMethod: string | null;
  lines: { item: string; unit: string; quantity: number; unitValue: number }[];
  total: number;
  notes: string | null;
  void: { reason: string | null } | null;
}

const right = (text: string, x: number, y: number, font: 'mono' | 'bold' = 'mono'): PdfItem => ({
  kind: 'text',
  x: x - monoWidth(text, SIZE),
  y,
  text,
  font,
  size: SIZE,
});

const clip = (text: string, chars: number) =>
  text.length > chars ? `${text.slice(0, chars - 3)}...` : text;

/** The receipt's PDF. */
export function receiptPdf(doc: ReceiptDocument): Buffer {
  const title = `Donation receipt ${doc.number}`;
  const pages: PdfItem[][] = [];
  let items: PdfItem[] = [];
  let y = PAGE.height - MARGIN - 10;
  const text = (
    x: number,
    value: string,
    font: 'regular' | 'bold' = 'regular',
    size = SIZE,
    color?: readonly [number, number, number],
  ) => items.push({ kind: 'text', x, y, text: value, font, size, ...(color ? { color } : {}) });
  const header = (first: boolean) => {
    text(MARGIN, first ? title : `${title} (continued)`, 'bold', first ? 20 : 14);
    y -= first ? 24 : 20;
    text(MARGIN, doc.brandName, 'regular', 11);
    y -= 2 * LINE;
  };
  const columns = () => {
    text(MARGIN, 'Item', 'bold');
    items.push(right('Quantity', QTY_RIGHT, y, 'bold'));
    items.push(right('Unit value', VALUE_RIGHT, y, 'bold'));
    items.push(right('Value', RIGHT, y, 'bold'));
    items.push({ kind: 'rule', x1: MARGIN, x2: RIGHT, y: y - 4 });
    y -= LINE + 4;
  };
  const newPage = (withColumns: boolean) => {
    pages.push(items);
    items = [];
    y = PAGE.height - MARGIN - 10;
    header(false);
    if (withColumns) columns();
  };

  header(true);
  if (doc.void) {
    text(MARGIN, 'VOID: this donation was voided and counts nowhere.', 'bold', 12, RED);
    y -= LINE;
    if (doc.void.reason) {
      text(MARGIN, clip(`Reason: ${doc.void.reason}`, 90), 'regular', SIZE, RED);
      y -= LINE;
    }
    y -= LINE;
  }
  text(MARGIN, 'Received with thanks from', 'bold');
  text(PAGE.width / 2, `Received on: ${doc.receivedOn}`);
  y -= LINE;
  const donor = [doc.donor, doc.contact].filter((part): part is string => Boolean(part));
  const facts = [`Kind: ${doc.kind === 'cash' ? 'Cash' : 'In kind'}`];
  if (doc.kind === 'cash' && doc.paymentMethod) {
    facts.push(`Paid by: ${METHOD_WORDS[doc.paymentMethod] ?? doc.paymentMethod}`);
  }
  for (let i = 0; i < Math.max(donor.length, facts.length); i++) {
    if (donor[i]) text(MARGIN, clip(donor[i] as string, 45));
    if (facts[i]) text(PAGE.width / 2, facts[i] as string);
    y -= LINE;
  }
  y -= LINE;
  if (doc.kind === 'cash') {
    text(MARGIN, 'Amount received', 'bold', 12);
    const amount = formatMoney(doc.amount ?? 0);
    items.push({
      kind: 'text',
      x: RIGHT - monoWidth(amount, 12),
      y,
      text: amount,
      font: 'mono',
      size: 12,
    });
    items.push({ kind: 'rule', x1: MARGIN, x2: RIGHT, y: y - 6 });
    y -= 2 * LINE;
  } else {
    columns();
    for (const line of doc.lines) {
      if (y < MARGIN + LINE) newPage(true);
      text(MARGIN, clip(line.item, ITEM_CHARS));
      items.push(right(`${line.quantity} ${line.unit}`, QTY_RIGHT, y));
      items.push(right(formatMoney(line.unitValue), VALUE_RIGHT, y));
      items.push(right(formatMoney(line.quantity * line.unitValue), RIGHT, y));
      y -= LINE;
    }
    if (y < MARGIN + 4 * LINE) newPage(false);
    items.push({ kind: 'rule', x1: MARGIN, x2: RIGHT, y: y + LINE - 4 });
    items.push(right('Total value', VALUE_RIGHT, y, 'bold'));
    items.push(right(formatMoney(doc.total), RIGHT, y));
    y -= 2 * LINE;
  }
  if (doc.notes) {
    if (y < MARGIN + 2 * LINE) newPage(false);
    text(MARGIN, 'Notes', 'bold');
    y -= LINE;
    for (const note of doc.notes.split(/\r?\n/)) {
      if (y < MARGIN + LINE) newPage(false);
      text(MARGIN, clip(note, 100));
      y -= LINE;
    }
    y -= LINE;
  }
  if (y < MARGIN + 3 * LINE) newPage(false);
  y -= LINE;
  items.push({ kind: 'rule', x1: MARGIN, x2: MARGIN + 200, y });
  items.push({ kind: 'rule', x1: PAGE.width / 2, x2: PAGE.width / 2 + 120, y });
  y -= LINE - 4;
  text(MARGIN, 'Received by (name and signature)');
  text(PAGE.width / 2, 'Date');
  pages.push(items);
  return writePdf(pages, title);
}

/** The receipt of a donation as the endpoints answer it, with its items' names and the brand. */
export async function receiptDocument(db: Executor, record: Row): Promise<ReceiptDocument> {
  const [brand] = await rowsOf<{ name: string }>(
    db,
    sql`select name from brands where id = ${record.brand_id}`,
  );
  const lines = (record.lines as Row[] | undefined) ?? [];
  const ids = lines.map((line) => Number(line.package_item_id));
  const names = ids.length
    ? await rowsOf<{ id: number; name: string; unit: string }>(
        db,
        sql`select id, name, unit from package_items where id in (${sql.join(ids, sql`, `)})`,
      )
    : [];
  const itemOf = new Map(names.map((row) => [Number(row.id), row]));
  const isVoid = record.status === 'void';
  return {
    number: String(record.receipt_number),
    brandName: brand?.name ?? '',
    donor: String(record.donor),
    contact: (record.donor_contact as string | null) || null,
    receivedOn: String(record.received_on).slice(0, 10),
    kind: record.kind === 'cash' ? 'cash' : 'in_kind',
    amount: record.amount === null || record.amount === undefined ? null : Number(record.amount),
    paymentMethod: (record.payment_method as string | null) ?? null,
    lines: lines.map((line) => {
      const item = itemOf.get(Number(line.package_item_id));
      return {
        item: item?.name ?? `Item ${line.package_item_id}`,
        unit: item?.unit ?? '',
        quantity: Number(line.quantity),
        unitValue: Number(line.unit_value ?? 0),
      };
    }),
    total: isVoid
      ? lines.reduce((sum, l) => sum + Number(l.quantity) * Number(l.unit_value ?? 0), 0)
      : Number(record.total_value ?? 0),
    notes: (record.notes as string | null) || null,
    void: isVoid ? { reason: (record.void_reason as string | null) ?? null } : null,
  };
}

/** `GET /api/donations/{id}/print`: `RCT-000012.pdf`. */
export const printReceipt: RecordViewHook = async ({ db, record }) => {
  const doc = await receiptDocument(db, record);
  return {
    file: { name: `${doc.number}.pdf`, type: 'application/pdf', body: receiptPdf(doc) },
  };
};
