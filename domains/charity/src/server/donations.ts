/**
 * The server side of donations: the kind decides what a donation holds (cash: an amount and a
 * payment method, no items; in kind: items, valued at each item's unit cost, no amount), the
 * receipt number is the brand's next (`RCT-000001`, gapless, taken last), and the stock follows
 * the items: a new donation posts them, a change posts the difference between what its
 * movements put in so far and what its lines say now, a void takes them all back out. Nothing
 * may take an item's stock below zero.
 */
import {
  counterTable,
  DomainError,
  type Executor,
  nextDocumentNumber,
  type ResourceHooks,
  type Row,
  rowsOf,
  type SaveContext,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { DONATION_MESSAGES } from '../resources/donations';
import type { MovementSource } from '../resources/stock';
import { printReceipt } from './receiptPdf';
import { donationStock, type Movement, postMovements } from './stock';

export const DONATION_TABLES = [counterTable('donation_receipt_counters')];

/** The brand's next receipt number, in the create's transaction. */
export const nextReceiptNumber = (db: Executor, brandId: number): Promise<string> =>
  nextDocumentNumber(db, brandId, { table: 'donation_receipt_counters', prefix: 'RCT' });

/** Checks the values and lines against the kind, and values each line at its item's cost. */
async function shapeByKind(ctx: SaveContext, stored: Row | null): Promise<void> {
  const kind = String(ctx.values.kind ?? stored?.kind);
  const errors: Record<string, string[]> = {};
  if (kind === 'cash') {
    const amount = ctx.values.amount === undefined ? stored?.amount : ctx.values.amount;
    const method =
      ctx.values.payment_method === undefined ? stored?.payment_method : ctx.values.payment_method;
    if (amount === null || amount === undefined) errors.amount = [DONATION_MESSAGES.amountRequired];
    if (!method) errors.payment_method = [DONATION_MESSAGES.methodRequired];
    if (ctx.lines?.length) errors.lines = [DONATION_MESSAGES.noItemsForCash];
    // A donation changed to cash keeps no items.
    if (ctx.mode === 'update' && ctx.lines === undefined && stored?.kind !== 'cash') ctx.lines = [];
  } else {
    const lines =
      ctx.lines ?? (ctx.mode === 'update' && ctx.recordId !== null ? await linesOf(ctx) : []);
    if (!lines.length) errors.lines = [DONATION_MESSAGES.itemsRequired];
    const seen = new Set<number>();
    for (const [i, line] of (ctx.lines ?? []).entries()) {
      const item = Number(line.package_item_id);
      if (seen.has(item))
        errors[`lines.${i}.package_item_id`] = [DONATION_MESSAGES.duplicateItem(i)];
      seen.add(item);
    }
    ctx.values.amount = null;
    ctx.values.payment_method = null;
  }
  if (Object.keys(errors).length) throw DomainError.invalid(errors);
  if (ctx.lines?.length) {
    const ids = ctx.lines.map((line) => Number(line.package_item_id));
    const costs = await rowsOf<{ id: number; unit_cost: string }>(
      ctx.db,
      sql`select id, unit_cost from package_items where id in (${sql.join(ids, sql`, `)})`,
    );
    const costOf = new Map(costs.map((row) => [Number(row.id), Number(row.unit_cost)]));
    for (const line of ctx.lines) line.unit_value = costOf.get(Number(line.package_item_id)) ?? 0;
  }
}

async function linesOf(ctx: SaveContext): Promise<Row[]> {
  return rowsOf(
    ctx.db,
    sql`select package_item_id, quantity from donation_lines where donation_id = ${ctx.recordId}`,
  );
}

/** What the donation's lines say should be in stock now, by item (nothing once void). */
async function wantedStock(db: Executor, donationId: number): Promise<Map<number, number>> {
  const rows = await rowsOf<{ package_item_id: number; quantity: string }>(
    db,
    sql`select l.package_item_id, sum(l.quantity) as quantity
        from donation_lines l join donations d on d.id = l.donation_id
        where l.donation_id = ${donationId} and d.kind = 'in_kind' and d.status = 'recorded'
        group by l.package_item_id`,
  );
  return new Map(rows.map((row) => [Number(row.package_item_id), Number(row.quantity)]));
}

/**
 * Posts the difference between what the donation's movements put into stock so far and what
 * its lines say now, item by item: everything at first, the change later, all of it back out
 * when void.
 */
async function settleStock(
  db: Executor,
  brandId: number,
  userId: number,
  donationId: number,
  source: MovementSource,
  movedOn: string,
  note: string,
): Promise<Movement[]> {
  const posted = await donationStock(db, donationId);
  const wanted = await wantedStock(db, donationId);
  const values = await rowsOf<{ package_item_id: number; unit_value: string | null }>(
    db,
    sql`select package_item_id, max(unit_value) as unit_value from donation_lines
        where donation_id = ${donationId} group by package_item_id`,
  );
  const worth = new Map(values.map((row) => [Number(row.package_item_id), row.unit_value]));
  const items = [...new Set([...posted.keys(), ...wanted.keys()])].sort((a, b) => a - b);
  const movements = items.map((itemId) => {
    const value = worth.get(itemId);
    return {
      itemId,
      movedOn,
      quantity: (wanted.get(itemId) ?? 0) - (posted.get(itemId) ?? 0),
      unitCost: value === null || value === undefined ? null : Number(value),
      source,
      sourceId: donationId,
      note,
    };
  });
  await postMovements(db, brandId, userId, movements, {
    ...(source === 'donation_void' ? {} : { errorKey: 'lines' }),
  });
  return movements.filter((m) => m.quantity !== 0);
}

export const donationsHooks: ResourceHooks = {
  beforeCreate: async (ctx) => {
    await shapeByKind(ctx, null);
    // Last, after every check: a refused donation takes no number.
    ctx.values.receipt_number = await nextReceiptNumber(ctx.db, ctx.brandId);
    ctx.values.status = 'recorded';
  },
  beforeUpdate: async (ctx) => {
    if (ctx.before?.status === 'void') throw DomainError.conflict(DONATION_MESSAGES.voidUnchanged);
    await shapeByKind(ctx, ctx.before);
  },
  afterSave: async ({ db, brandId, userId, recordId, values, mode }) => {
    await settleStock(
      db,
      brandId,
      userId,
      recordId,
      mode === 'create' ? 'donation' : 'donation_change',
      String(values.received_on).slice(0, 10),
      mode === 'create' ? String(values.receipt_number) : `${values.receipt_number} changed`,
    );
  },
  actions: {
    void: async ({ db, brandId, userId, recordId, record, today, input }) => {
      // The state moves after the hook: read the lines as if void already.
      await db.execute(sql`update donations set status = 'void' where id = ${recordId}`);
      const moved = await settleStock(
        db,
        brandId,
        userId,
        recordId,
        'donation_void',
        today,
        `${record.receipt_number} voided`,
      );
      return {
        values: { void_reason: input.reason },
        audit: { items_taken_out: moved.map((m) => ({ item: m.itemId, quantity: m.quantity })) },
      };
    },
  },
  computed: {
    total_value: (row) => sql`(case when ${row}.status = 'void' then 0
      when ${row}.kind = 'cash' then coalesce(${row}.amount, 0)
      else (select coalesce(sum(l.quantity::bigint * coalesce(l.unit_value, 0)), 0)
            from donation_lines l where l.donation_id = ${row}.id) end)`,
  },
  views: { print: printReceipt },
};
