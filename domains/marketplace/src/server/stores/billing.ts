import {
  DomainError,
  nextDocumentNumber,
  type ResourceHooks,
  rowsOf,
  type SaveContext,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { PLAN_MONTHLY_FEES, type StorePlan } from '../../resources/stores/stores';
import { STORE_INVOICE_COUNTERS } from './tables';

const field = (ctx: SaveContext, name: string) =>
  name in ctx.values ? ctx.values[name] : (ctx.before?.[name] ?? null);

/** An override changes the fee, the commission or both, and ends on or after it starts. */
async function checkOverride(ctx: SaveContext): Promise<void> {
  if (field(ctx, 'monthly_fee') === null && field(ctx, 'commission_rate') === null) {
    throw DomainError.field('monthly_fee', 'Give a monthly fee, a commission rate, or both.');
  }
  const starts = field(ctx, 'starts_on');
  const ends = field(ctx, 'ends_on');
  if (ends !== null && starts !== null && String(ends) < String(starts)) {
    throw DomainError.field(
      'ends_on',
      'The ends on field must be a date after or equal to starts on.',
    );
  }
}

/**
 * The monthly fee a store pays on a day: the fee override in force that day (the latest start
 * wins), else its plan's.
 */
export async function monthlyFeeOn(
  db: SaveContext['db'],
  storeId: number,
  day: string,
): Promise<number> {
  const [row] = await rowsOf<{ plan: StorePlan; fee: number | null }>(
    db,
    sql`select s.plan,
          (select o.monthly_fee from evd_subscription_overrides o
           where o.store_id = s.id and o.monthly_fee is not null and o.starts_on <= ${day}
             and (o.ends_on is null or o.ends_on >= ${day})
           order by o.starts_on desc, o.id desc limit 1) as fee
        from evd_stores s where s.id = ${storeId}`,
  );
  if (!row) return 0;
  return row.fee === null ? PLAN_MONTHLY_FEES[row.plan] : Number(row.fee);
}

/**
 * A store invoice: its period the right way round and overlapping none of the store's other
 * invoices that stand (a void one does not), its amount the monthly fee on its first day, its
 * number taken last. The store is locked first, so two invoices for one store take turns.
 */
async function createInvoice(ctx: SaveContext): Promise<void> {
  const storeId = Number(ctx.values.store_id);
  const from = String(ctx.values.period_from);
  const thru = String(ctx.values.period_thru);
  if (thru < from) {
    throw DomainError.field(
      'period_thru',
      'The period thru field must be a date after or equal to period from.',
    );
  }
  await ctx.db.execute(sql`select id from evd_stores where id = ${storeId} for update`);
  const [overlap] = await rowsOf<{ number: string }>(
    ctx.db,
    sql`select number from evd_store_invoices
        where store_id = ${storeId} and status <> 'void'
          and period_from <= ${thru} and period_thru >= ${from}
        order by period_from limit 1`,
  );
  if (overlap) {
    throw DomainError.field(
      'period_from',
      `This store is already invoiced for part of this period (${overlap.number}).`,
    );
  }
  ctx.values.amount = await monthlyFeeOn(ctx.db, storeId, from);
  ctx.values.status = 'open';
  ctx.values.number = await nextDocumentNumber(ctx.db, ctx.brandId, {
    table: STORE_INVOICE_COUNTERS,
    prefix: 'SI',
  });
}

export const overridesHooks: ResourceHooks = {
  beforeCreate: checkOverride,
  beforeUpdate: checkOverride,
};

export const invoicesHooks: ResourceHooks = {
  beforeCreate: createInvoice,
  actions: {
    pay: async (ctx) => ({ values: { paid_on: ctx.input.paid_on } }),
  },
};
