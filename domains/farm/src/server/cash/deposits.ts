/**
 * The deposits' server side. Before a save, each line must name exactly one cash sale or cash
 * invoice payment of the brand, not voided, with money left, not twice in the deposit and not
 * in another deposit; its day, description and amount are copied onto the line. After the save
 * the deposit claims its items in `jf_deposit_claims`, whose unique indexes settle a race: of
 * two deposits saved at the same moment with one sale, the second's claim finds it taken once
 * the first commits, and that save is refused (422, naming the sale) and rolled back.
 */
import {
  type ComputedSql,
  DomainError,
  type Executor,
  type ResourceHooks,
  type Row,
  rowsOf,
  type SaveContext,
  type SavedContext,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { type CashItemRow, type CashKind, cashItemsOf } from './cashItems';

const keyOf = (kind: CashKind) => (kind === 'sale' ? 'sale_id' : 'invoice_payment_id');
const nameOf = (kind: CashKind, id: number) =>
  kind === 'sale' ? `Sale #${id}` : `Invoice payment #${id}`;

interface Wanted {
  kind: CashKind;
  id: number;
  index: number;
}

/** Each line's item, or a 422 for a line naming none or both. */
function wantedOf(lines: readonly Row[]): Wanted[] {
  const errors: Record<string, string[]> = {};
  const wanted = lines.flatMap((line, index): Wanted[] => {
    const sale = line.sale_id == null ? null : Number(line.sale_id);
    const payment = line.invoice_payment_id == null ? null : Number(line.invoice_payment_id);
    if ((sale === null) === (payment === null)) {
      errors[`lines.${index}.sale_id`] = [
        'Each line needs a sale or an invoice payment, not both.',
      ];
      return [];
    }
    return sale !== null
      ? [{ kind: 'sale', id: sale, index }]
      : [{ kind: 'payment', id: payment as number, index }];
  });
  if (Object.keys(errors).length > 0) throw DomainError.invalid(errors);
  return wanted;
}

async function checkLines(context: SaveContext): Promise<void> {
  const { db, brandId, lines, recordId } = context;
  if (!lines) return;
  const wanted = wantedOf(lines);
  const items = await rowsOf<CashItemRow>(db, sql`select * from ${cashItemsOf(brandId)} x`);
  const found = new Map<string, CashItemRow>(
    items.map((item) => [`${item.kind}:${item.id}`, item]),
  );
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  for (const want of wanted) {
    const key = `${want.kind}:${want.id}`;
    const item = found.get(key);
    const field = `lines.${want.index}.${keyOf(want.kind)}`;
    const name = nameOf(want.kind, want.id);
    if (!item) {
      errors[field] = [
        `${name} is not cash the farm took (a voided sale, another method or another brand's).`,
      ];
    } else if (seen.has(key)) {
      errors[field] = [`${name} is twice in this deposit.`];
    } else if (item.deposit_id !== null && Number(item.deposit_id) !== recordId) {
      errors[field] = [`${name} is already in deposit #${item.deposit_id}.`];
    } else if (Number(item.amount) <= 0) {
      errors[field] = [`${name} has nothing left to deposit (refunded in full).`];
    } else {
      const line = lines[want.index] as Row;
      line.taken_on = item.taken_on;
      line.description = item.description;
      line.amount = Number(item.amount);
    }
    seen.add(key);
  }
  if (Object.keys(errors).length > 0) throw DomainError.invalid(errors);
}

/** Claims the deposit's items; a sale or payment another deposit holds refuses the save. */
async function claimItems({ db, recordId, linesChanged }: SavedContext): Promise<void> {
  if (!linesChanged) return;
  await db.execute(sql`delete from jf_deposit_claims where deposit_id = ${recordId}`);
  const lines = await rowsOf<{
    position: number;
    sale_id: number | null;
    invoice_payment_id: number | null;
  }>(
    db,
    sql`select position, sale_id, invoice_payment_id from jf_deposit_items
        where deposit_id = ${recordId} order by position`,
  );
  if (lines.length === 0) return;
  const claimed = await rowsOf<{ sale_id: number | null; invoice_payment_id: number | null }>(
    db,
    sql`insert into jf_deposit_claims (deposit_id, sale_id, invoice_payment_id)
        values ${sql.join(
          lines.map((line) => sql`(${recordId}, ${line.sale_id}, ${line.invoice_payment_id})`),
          sql`, `,
        )}
        on conflict do nothing
        returning sale_id, invoice_payment_id`,
  );
  if (claimed.length === lines.length) return;
  const taken = new Set(
    claimed.map((row) => `${row.sale_id ?? ''}:${row.invoice_payment_id ?? ''}`),
  );
  const errors: Record<string, string[]> = {};
  for (const line of lines) {
    if (taken.has(`${line.sale_id ?? ''}:${line.invoice_payment_id ?? ''}`)) continue;
    const kind: CashKind = line.sale_id !== null ? 'sale' : 'payment';
    const id = Number(line.sale_id ?? line.invoice_payment_id);
    const holder = await depositHolding(db, kind, id);
    errors[`lines.${line.position}.${keyOf(kind)}`] = [
      `${nameOf(kind, id)} is already in deposit #${holder ?? '?'}.`,
    ];
  }
  throw DomainError.invalid(errors);
}

async function depositHolding(db: Executor, kind: CashKind, id: number) {
  const [row] = await rowsOf<{ deposit_id: number }>(
    db,
    sql`select deposit_id from jf_deposit_claims where ${sql.identifier(keyOf(kind))} = ${id}`,
  );
  return row?.deposit_id ?? null;
}

/** A deposit's amount: what its items are worth now (a sale less its refunds). */
export const DEPOSIT_COMPUTED: Record<string, ComputedSql> = {
  amount: (row) => sql`(
    select coalesce(sum(case
      when d.sale_id is not null then
        (select coalesce(sum(l.quantity::bigint * l.unit_price), 0)
           from jf_sale_lines l where l.sale_id = d.sale_id)
        - (select coalesce(sum(r.amount), 0) from jf_sale_refunds r where r.sale_id = d.sale_id)
      else (select p.amount from jf_invoice_payments p where p.id = d.invoice_payment_id)
    end), 0)
    from jf_deposit_items d where d.deposit_id = ${row}.id)`,
  items: (row) => sql`(select count(*) from jf_deposit_items d where d.deposit_id = ${row}.id)`,
};

export const depositsHooks: ResourceHooks = {
  beforeCreate: checkLines,
  beforeUpdate: checkLines,
  afterSave: claimItems,
  computed: DEPOSIT_COMPUTED,
};
