/**
 * A new or changed invoice or estimate, inside its save's transaction:
 *
 * - an invoice needs `due_on` ("The due on field is required when type is invoice."), and a
 *   due date is never before the issue date;
 * - a line with a sale item and no unit price takes the item's current price; a line with an
 *   item always keeps the item's current cost (`unit_cost`, the P&L's cost of goods), a line
 *   without one costs 0 and needs its unit price;
 * - on create the server gives the state (`unpaid` or `open`) and, last, the number, so a
 *   create refused by any rule above uses no number;
 * - on a change, the type stays, a void invoice or a converted or declined estimate is not
 *   changed (409), and new lines never bring the total below what was paid; the state follows
 *   the payments against the new total.
 */
import { formatMoney } from '@backoffice/contract';
import { DomainError, type Row, rowsOf, type SaveContext } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { type DocumentType, nextNumber } from './numbering';

interface ItemRow {
  id: number;
  unit_price: number | string;
  unit_cost: number | string;
}

export const DUE_ON_REQUIRED = 'The due on field is required when type is invoice.';
export const DUE_BEFORE_ISSUE = 'The due on field must be a date after or equal to issued on.';
export const TYPE_FIXED = 'The type cannot be changed once the invoice is created.';

const priceRequired = (i: number) =>
  `Line ${i + 1}: the unit price field is required when item is not present.`;

/** Copies prices and costs onto the lines; answers their total, or records the errors. */
async function priceLines(
  context: SaveContext,
  lines: Row[],
  errors: Record<string, string[]>,
): Promise<number> {
  const ids = [
    ...new Set(
      lines
        .map((line) => line.sale_item_id)
        .filter((id) => id !== null && id !== undefined)
        .map(Number),
    ),
  ];
  const items = ids.length
    ? await rowsOf<ItemRow>(
        context.db,
        sql`select id, unit_price, unit_cost from jf_sale_items
            where brand_id = ${context.brandId} and id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )
    : [];
  const byId = new Map(items.map((item) => [Number(item.id), item] as const));
  let total = 0;
  lines.forEach((line, i) => {
    const item =
      line.sale_item_id === null || line.sale_item_id === undefined
        ? undefined
        : byId.get(Number(line.sale_item_id));
    if (line.unit_price === null || line.unit_price === undefined) {
      if (!item) {
        errors[`lines.${i}.unit_price`] = [priceRequired(i)];
        return;
      }
      line.unit_price = Number(item.unit_price);
    }
    line.unit_cost = item ? Number(item.unit_cost) : 0;
    total += Number(line.quantity) * Number(line.unit_price);
  });
  return total;
}

/** `YYYY-MM-DD` as stored (a string, or a Date from some drivers). */
const dayOf = (value: unknown): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);

function checkDates(
  issued: unknown,
  due: unknown,
  type: unknown,
  errors: Record<string, string[]>,
): void {
  const issuedOn = dayOf(issued);
  const dueOn = dayOf(due);
  if (type === 'invoice' && !dueOn) errors.due_on = [DUE_ON_REQUIRED];
  else if (issuedOn && dueOn && dueOn < issuedOn) errors.due_on = [DUE_BEFORE_ISSUE];
}

export async function createInvoice(context: SaveContext): Promise<void> {
  const type = context.values.type as DocumentType;
  const errors: Record<string, string[]> = {};
  checkDates(context.values.issued_on, context.values.due_on, type, errors);
  await priceLines(context, context.lines ?? [], errors);
  if (Object.keys(errors).length) throw DomainError.invalid(errors);
  context.values.status = type === 'invoice' ? 'unpaid' : 'open';
  context.values.void_reason = null;
  context.values.converted_from_id = null;
  context.values.converted_to_id = null;
  context.values.number = await nextNumber(context.db, context.brandId, type);
}

const CLOSED: Readonly<Record<string, string>> = {
  void: 'A void invoice cannot be changed.',
  converted: 'A converted estimate cannot be changed.',
  declined: 'A declined estimate cannot be changed.',
};

export async function updateInvoice(context: SaveContext): Promise<void> {
  const before = context.before as Row;
  const closed = CLOSED[String(before.status)];
  if (closed) throw DomainError.conflict(closed);
  const errors: Record<string, string[]> = {};
  if ('type' in context.values && context.values.type !== before.type) {
    errors.type = [TYPE_FIXED];
  }
  const issuedOn = 'issued_on' in context.values ? context.values.issued_on : before.issued_on;
  const dueOn = 'due_on' in context.values ? context.values.due_on : before.due_on;
  checkDates(issuedOn, dueOn, before.type, errors);
  const total = context.lines ? await priceLines(context, context.lines, errors) : null;
  if (Object.keys(errors).length) throw DomainError.invalid(errors);
  if (total === null || before.type !== 'invoice') return;
  const [row] = await rowsOf<{ paid: number | string }>(
    context.db,
    sql`select coalesce(sum(amount), 0)::bigint as paid from jf_invoice_payments
        where invoice_id = ${context.recordId}`,
  );
  const paid = Number(row?.paid ?? 0);
  if (total < paid) {
    throw DomainError.field(
      'lines',
      `The total may not be less than the ${formatMoney(paid)} already paid.`,
    );
  }
  context.values.status = paid === 0 ? 'unpaid' : paid >= total ? 'paid' : 'partially_paid';
}
