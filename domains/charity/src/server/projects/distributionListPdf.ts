/**
 * The printed distribution list (`GET /api/projects/{id}/print`, `distribution-list-12.pdf`):
 * the brand, the project (name, type, location, dates), the package each beneficiary receives,
 * then one row per beneficiary (number, name, phone, household size, the day they received)
 * with an empty Signature column to sign on the day. US Letter, more pages when the list needs
 * them, the column headings repeated on each.
 */
import { PAGE, type PdfItem, type RecordViewHook, rowsOf, writePdf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { dayOf } from './steps';
import { beneficiariesOf, stockOf } from './views';

const MARGIN = 48;
const RIGHT = PAGE.width - MARGIN;
const SIZE = 9;
const LINE = 14;
const ROW = 22;
const COLUMNS = { number: MARGIN, name: MARGIN + 26, phone: 252, household: 338, received: 392 };
const SIGNATURE = 466;

export interface DistributionList {
  brandName: string;
  name: string;
  type: string | null;
  location: string;
  startsOn: string | null;
  endsOn: string | null;
  package: { name: string; unit: string; quantity: number }[];
  people: {
    name: string;
    phone: string | null;
    householdSize: number;
    receivedOn: string | null;
  }[];
}

const clip = (text: string, chars: number) =>
  text.length > chars ? `${text.slice(0, chars - 3)}...` : text;

export function distributionListPdf(doc: DistributionList): Buffer {
  const title = `Distribution list: ${doc.name}`;
  const pages: PdfItem[][] = [];
  let items: PdfItem[] = [];
  let y = PAGE.height - MARGIN - 10;
  const text = (x: number, value: string, font: 'regular' | 'bold' = 'regular', size = SIZE) =>
    items.push({ kind: 'text', x, y, text: value, font, size });
  const columns = () => {
    text(COLUMNS.number, '#', 'bold');
    text(COLUMNS.name, 'Name', 'bold');
    text(COLUMNS.phone, 'Phone', 'bold');
    text(COLUMNS.household, 'Household', 'bold');
    text(COLUMNS.received, 'Received on', 'bold');
    text(SIGNATURE, 'Signature', 'bold');
    items.push({ kind: 'rule', x1: MARGIN, x2: RIGHT, y: y - 4 });
    y -= ROW;
  };
  const newPage = () => {
    pages.push(items);
    items = [];
    y = PAGE.height - MARGIN - 10;
    text(MARGIN, clip(`${title} (continued)`, 80), 'bold', 12);
    y -= 2 * LINE;
    columns();
  };

  text(MARGIN, clip(title, 70), 'bold', 16);
  y -= 22;
  text(MARGIN, doc.brandName, 'regular', 11);
  y -= 2 * LINE;
  const dates = [doc.startsOn, doc.endsOn].filter(Boolean).join(' to ');
  for (const [label, value] of [
    ['Type', doc.type ?? ''],
    ['Location', doc.location],
    ['Dates', dates],
  ] as const) {
    text(MARGIN, `${label}:`, 'bold');
    text(MARGIN + 70, clip(value, 90));
    y -= LINE;
  }
  y -= LINE / 2;
  text(MARGIN, 'Package per beneficiary', 'bold');
  y -= LINE;
  for (const item of doc.package) {
    text(MARGIN + 10, clip(`${item.quantity} ${item.unit}  ${item.name}`, 90));
    y -= LINE;
  }
  if (!doc.package.length) {
    text(MARGIN + 10, 'No package set yet.');
    y -= LINE;
  }
  y -= LINE;
  columns();
  for (const [i, person] of doc.people.entries()) {
    if (y < MARGIN + ROW) newPage();
    text(COLUMNS.number, String(i + 1));
    text(COLUMNS.name, clip(person.name, 36));
    text(COLUMNS.phone, person.phone ?? '');
    text(COLUMNS.household, String(person.householdSize));
    text(COLUMNS.received, person.receivedOn ?? '');
    items.push({ kind: 'rule', x1: SIGNATURE, x2: RIGHT, y: y - 3, width: 0.5 });
    y -= ROW;
  }
  if (!doc.people.length) text(MARGIN, 'No beneficiaries on this project yet.');
  pages.push(items);
  return writePdf(pages, title);
}

export const printDistributionList: RecordViewHook = async ({ db, record }) => {
  const id = Number(record.id);
  const [facts] = await rowsOf<{ brand: string; type: string | null }>(
    db,
    sql`select b.name as brand, t.name as type from brands b
          left join project_types t on t.id = ${record.type_id ?? null}
         where b.id = ${record.brand_id}`,
  );
  const people = await beneficiariesOf(db, id);
  const stock = await stockOf(db, id);
  const doc: DistributionList = {
    brandName: facts?.brand ?? '',
    name: String(record.name),
    type: facts?.type ?? null,
    location: String(record.location ?? ''),
    startsOn: dayOf(record.starts_on),
    endsOn: dayOf(record.ends_on),
    package: stock.map((s) => ({ name: s.name, unit: s.unit, quantity: s.quantity })),
    people: people.map((p) => ({
      name: p.name,
      phone: p.phone,
      householdSize: p.household_size,
      receivedOn: p.handed_over_on,
    })),
  };
  return {
    file: {
      name: `distribution-list-${id}.pdf`,
      type: 'application/pdf',
      body: distributionListPdf(doc),
    },
  };
};
