/**
 * Payables: what each store is owed for a period, computed in SQL for one store or every store
 * at once (a run of 1,000 stores is one statement):
 *
 *   sales      = Σ quantity × unit price of the lines of its parts delivered in the period
 *   rate       = its subscription override's commission_rate in force on the period's last day
 *                (starts_on <= thru, ends_on empty or >= thru; the latest starts_on wins),
 *                else the app settings' commission_rate, else 1000 (10.00 %)
 *   commission = round(sales × rate / 10,000), half up
 *   refunds    = Σ its refunds approved in the period
 *   net        = sales − commission − refunds
 *
 * Every write of payables takes the brand's payables lock first (an advisory lock in the
 * transaction), so two creates or runs at once take turns and a store's periods never overlap.
 */
import {
  DomainError,
  type Executor,
  rowsOf,
  type SaveContext,
  type SavedContext,
} from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import { FALLBACK_COMMISSION_RATE } from '../../resources/orders/states';
import { formatNumber, nextNumber, takeNumbers } from './numbering';

export const PAYABLE_REFUSALS = {
  overlap: (from: string, thru: string) =>
    `This store already has a payable for ${from} to ${thru}, which overlaps this period.`,
  future: 'The period thru field must be a date before or equal to today.',
  nothing: 'This store has nothing to be paid for this period.',
} as const;

export interface PayableFigures {
  store_id: number;
  sales: number;
  commission_rate: number;
  rate_source: 'override' | 'app settings';
  commission: number;
  refunds: number;
  net: number;
}

/** Takes the brand's payables lock until the transaction ends. */
export async function lockPayables(db: Executor, brandId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(915001, ${brandId})`);
}

/** The app settings' commission rate of the brand (1000 when it has none). */
export function appRateSql(brandId: number): SQL {
  return sql`coalesce((select a.commission_rate from evd_app_settings a
                       where a.brand_id = ${brandId} limit 1), ${FALLBACK_COMMISSION_RATE})`;
}

/** The store's override rate in force on `day` (null when none); `s` is the store's row. */
export function overrideRateSql(day: string): SQL {
  return sql`(select o.commission_rate from evd_subscription_overrides o
              where o.store_id = s.id and o.commission_rate is not null
                and o.starts_on <= ${day}::date and (o.ends_on is null or o.ends_on >= ${day}::date)
              order by o.starts_on desc, o.id desc limit 1)`;
}

/** Each store's figures for the period (only `storeId`'s when given), stores with none left out. */
export async function payableFigures(
  db: Executor,
  brandId: number,
  from: string,
  thru: string,
  storeId?: number,
): Promise<PayableFigures[]> {
  const onlyStore = storeId === undefined ? sql`` : sql`and so.store_id = ${storeId}`;
  const onlyRefundStore = storeId === undefined ? sql`` : sql`and r.store_id = ${storeId}`;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with sales as (
          select so.store_id, sum(l.quantity::bigint * l.unit_price) as sales
          from evd_store_orders so join evd_store_order_lines l on l.store_order_id = so.id
          where so.brand_id = ${brandId} and so.status = 'delivered'
            and so.delivered_on between ${from}::date and ${thru}::date ${onlyStore}
          group by so.store_id),
        refunds as (
          select r.store_id, sum(r.amount) as refunds from evd_refunds r
          where r.brand_id = ${brandId} and r.status = 'approved'
            and r.decided_on between ${from}::date and ${thru}::date ${onlyRefundStore}
          group by r.store_id),
        figures as (
          select s.id as store_id, coalesce(sa.sales, 0) as sales, coalesce(rf.refunds, 0) as refunds,
                 ${overrideRateSql(thru)} as override_rate
          from evd_stores s
          left join sales sa on sa.store_id = s.id
          left join refunds rf on rf.store_id = s.id
          where s.brand_id = ${brandId} and (sa.sales is not null or rf.refunds is not null))
        select f.store_id, f.sales, f.refunds,
               coalesce(f.override_rate, ${appRateSql(brandId)}) as rate,
               f.override_rate is not null as overridden
        from figures f order by f.store_id`,
  );
  return rows.map((row) => {
    const sales = Number(row.sales);
    const rate = Number(row.rate);
    const commission = Math.round((sales * rate) / 10_000);
    const refunds = Number(row.refunds);
    return {
      store_id: Number(row.store_id),
      sales,
      commission_rate: rate,
      rate_source: row.overridden ? 'override' : 'app settings',
      commission,
      refunds,
      net: sales - commission - refunds,
    };
  });
}

/** A payable of the store overlapping the period, if any. */
async function overlapping(
  db: Executor,
  brandId: number,
  storeId: number,
  from: string,
  thru: string,
): Promise<{ period_from: string; period_thru: string } | null> {
  const [row] = await rowsOf<{ period_from: string; period_thru: string }>(
    db,
    sql`select period_from::text, period_thru::text from evd_payables
        where brand_id = ${brandId} and store_id = ${storeId}
          and period_from <= ${thru}::date and period_thru >= ${from}::date
        order by period_from limit 1`,
  );
  return row ?? null;
}

function checkPeriod(from: string, thru: string, today: string): void {
  if (thru < from) {
    throw DomainError.field(
      'period_thru',
      'The period thru field must be a date after or equal to period from.',
    );
  }
  if (thru > today) throw DomainError.field('period_thru', PAYABLE_REFUSALS.future);
}

/** `POST /api/evd-payables` (store and period): its figures, refused over another period. */
export async function createPayable(ctx: SaveContext): Promise<void> {
  const from = String(ctx.values.period_from);
  const thru = String(ctx.values.period_thru);
  const storeId = Number(ctx.values.store_id);
  checkPeriod(from, thru, ctx.today);
  await lockPayables(ctx.db, ctx.brandId);
  const other = await overlapping(ctx.db, ctx.brandId, storeId, from, thru);
  if (other) {
    throw DomainError.field(
      'period_from',
      PAYABLE_REFUSALS.overlap(other.period_from, other.period_thru),
    );
  }
  const [figures] = await payableFigures(ctx.db, ctx.brandId, from, thru, storeId);
  if (!figures || figures.net <= 0) throw DomainError.field('store_id', PAYABLE_REFUSALS.nothing);
  Object.assign(ctx.values, {
    ...figures,
    status: 'due',
    reference: null,
    paid_on: null,
    run_id: null,
  });
  ctx.values.number = await nextNumber(ctx.db, ctx.brandId, 'payable');
}

/** A run's period checked and the lock taken before the run's row is written. */
export async function startRun(ctx: SaveContext): Promise<void> {
  const from = String(ctx.values.period_from);
  const thru = String(ctx.values.period_thru);
  checkPeriod(from, thru, ctx.today);
  await lockPayables(ctx.db, ctx.brandId);
  ctx.values.label = `${from} to ${thru}`;
  ctx.values.payables_count = 0;
  ctx.values.skipped = 0;
  ctx.values.total_net = 0;
}

/**
 * Writes a run's payables: every store owed something (net above zero) for the period and with
 * no payable overlapping it, numbered in store order, in the run's transaction.
 */
export async function writeRunPayables(
  db: Executor,
  brandId: number,
  run: { id: number | null; from: string; thru: string },
): Promise<{ made: number; skipped: number; totalNet: number }> {
  const owed = (await payableFigures(db, brandId, run.from, run.thru)).filter((f) => f.net > 0);
  const taken = new Set(
    (
      await rowsOf<{ store_id: number }>(
        db,
        sql`select distinct store_id from evd_payables
            where brand_id = ${brandId} and period_from <= ${run.thru}::date
              and period_thru >= ${run.from}::date`,
      )
    ).map((row) => Number(row.store_id)),
  );
  const make = owed.filter((f) => !taken.has(f.store_id));
  if (make.length) {
    const first = await takeNumbers(db, brandId, 'payable', make.length);
    for (let at = 0; at < make.length; at += 500) {
      const rows = make.slice(at, at + 500).map(
        (f, i) =>
          sql`(${brandId}, ${formatNumber('payable', first + at + i)}, ${f.store_id}, ${run.from}::date,
               ${run.thru}::date, ${run.id}, ${f.sales}, ${f.commission_rate}, ${f.rate_source},
               ${f.commission}, ${f.refunds}, ${f.net}, 'due')`,
      );
      await db.execute(
        sql`insert into evd_payables (brand_id, number, store_id, period_from, period_thru, run_id,
                                      sales, commission_rate, rate_source, commission, refunds, net, status)
            values ${sql.join(rows, sql`, `)}`,
      );
    }
  }
  return {
    made: make.length,
    skipped: owed.length - make.length,
    totalNet: make.reduce((sum, f) => sum + f.net, 0),
  };
}

export async function runWritten(ctx: SavedContext): Promise<void> {
  if (ctx.mode !== 'create') return;
  const done = await writeRunPayables(ctx.db, ctx.brandId, {
    id: ctx.recordId,
    from: String(ctx.values.period_from),
    thru: String(ctx.values.period_thru),
  });
  await ctx.db.execute(
    sql`update evd_payable_runs set payables_count = ${done.made}, skipped = ${done.skipped},
               total_net = ${done.totalNet}
        where id = ${ctx.recordId}`,
  );
}
