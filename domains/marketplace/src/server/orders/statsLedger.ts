/**
 * The statistics' sums (`evd_stat_totals`, `evd_stat_stores`, `evd_stat_products`), kept per
 * day and per month by the writes that change them, in their transaction: a placement adds its
 * order, its parts and its lines on the day it was placed; a part's cancellation takes its part
 * and lines off again (and the order, when no part of it is left). The statistics read whole
 * months from the monthly rows and the days at either end from the daily ones.
 */
import type { Executor } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';

export interface StatsChange {
  /** `YYYY-MM-DD`: the day the order was placed. */
  day: string;
  /** +1 for a new order, -1 for an order no longer counted, 0 otherwise. */
  orders: number;
  stores: readonly { storeId: number; orders: number; sales: number }[];
  products: readonly { productId: number; storeId: number; quantity: number; sales: number }[];
}

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** Adds a change to the day's and the month's sums. */
export async function postStats(db: Executor, brandId: number, change: StatsChange): Promise<void> {
  for (const [grain, bucket] of [
    ['day', change.day],
    ['month', monthOf(change.day)],
  ] as const) {
    const sales = change.stores.reduce((sum, store) => sum + store.sales, 0);
    await db.execute(
      sql`insert into evd_stat_totals (brand_id, grain, bucket, orders, sales)
          values (${brandId}, ${grain}, ${bucket}::date, ${change.orders}, ${sales})
          on conflict (brand_id, grain, bucket) do update
          set orders = evd_stat_totals.orders + excluded.orders,
              sales = evd_stat_totals.sales + excluded.sales`,
    );
    if (change.stores.length) {
      const rows = change.stores.map(
        (s) => sql`(${brandId}, ${grain}, ${bucket}::date, ${s.storeId}, ${s.orders}, ${s.sales})`,
      );
      await db.execute(
        sql`insert into evd_stat_stores (brand_id, grain, bucket, store_id, orders, sales)
            values ${sql.join(rows, sql`, `)}
            on conflict (brand_id, grain, bucket, store_id) do update
            set orders = evd_stat_stores.orders + excluded.orders,
                sales = evd_stat_stores.sales + excluded.sales`,
      );
    }
    if (change.products.length) {
      const byProduct = new Map<number, { storeId: number; quantity: number; sales: number }>();
      for (const p of change.products) {
        const seen = byProduct.get(p.productId);
        if (seen) {
          seen.quantity += p.quantity;
          seen.sales += p.sales;
        } else byProduct.set(p.productId, { ...p });
      }
      const rows = [...byProduct].map(
        ([productId, p]) =>
          sql`(${brandId}, ${grain}, ${bucket}::date, ${productId}, ${p.storeId}, ${p.quantity}, ${p.sales})`,
      );
      await db.execute(
        sql`insert into evd_stat_products (brand_id, grain, bucket, product_id, store_id, quantity, sales)
            values ${sql.join(rows, sql`, `)}
            on conflict (brand_id, grain, bucket, product_id) do update
            set quantity = evd_stat_products.quantity + excluded.quantity,
                sales = evd_stat_products.sales + excluded.sales`,
      );
    }
  }
}

/**
 * Rebuilds the brand's sums from its orders (the demo rows and the bench write orders in bulk,
 * then call this once).
 */
export async function rebuildStats(db: Executor, brandId: number): Promise<void> {
  for (const table of ['evd_stat_totals', 'evd_stat_stores', 'evd_stat_products']) {
    await db.execute(sql`delete from ${sql.identifier(table)} where brand_id = ${brandId}`);
  }
  const grains: [string, SQL][] = [
    ['day', sql`so.placed_on`],
    ['month', sql`date_trunc('month', so.placed_on)::date`],
  ];
  for (const [grain, bucket] of grains) {
    await db.execute(
      sql`insert into evd_stat_stores (brand_id, grain, bucket, store_id, orders, sales)
          select ${brandId}, ${grain}, ${bucket}, so.store_id, count(*), sum(so.subtotal)
          from evd_store_orders so
          where so.brand_id = ${brandId} and so.status <> 'cancelled'
          group by 3, so.store_id`,
    );
    await db.execute(
      sql`insert into evd_stat_totals (brand_id, grain, bucket, orders, sales)
          select ${brandId}, ${grain}, ${bucket}, count(distinct so.order_id), sum(so.subtotal)
          from evd_store_orders so
          where so.brand_id = ${brandId} and so.status <> 'cancelled'
          group by 3`,
    );
    await db.execute(
      sql`insert into evd_stat_products (brand_id, grain, bucket, product_id, store_id, quantity, sales)
          select ${brandId}, ${grain}, ${bucket}, l.product_id, min(so.store_id),
                 sum(l.quantity), sum(l.quantity::bigint * l.unit_price)
          from evd_store_orders so join evd_store_order_lines l on l.store_order_id = so.id
          where so.brand_id = ${brandId} and so.status <> 'cancelled'
          group by 3, l.product_id`,
    );
  }
}

/** The days a period's sums come from: whole months from the monthly rows, the rest by day. */
export function periodBuckets(
  from: string,
  thru: string,
): { monthsFrom: string; monthsTo: string } {
  const first = new Date(`${from}T00:00:00Z`);
  const monthsFrom =
    first.getUTCDate() === 1
      ? from
      : new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1))
          .toISOString()
          .slice(0, 10);
  const after = new Date(`${thru}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  const monthsTo = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), 1))
    .toISOString()
    .slice(0, 10);
  return { monthsFrom, monthsTo };
}

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The day ranges and the month range that sum the period [from, thru] exactly once: whole
 * months from the monthly rows, the days before the first and after the last from the daily.
 */
export function periodRanges(
  from: string,
  thru: string,
): { months: [string, string] | null; days: [string, string][] } {
  const { monthsFrom, monthsTo } = periodBuckets(from, thru);
  if (monthsFrom >= monthsTo) return { months: null, days: [[from, thru]] };
  const days: [string, string][] = [];
  if (from < monthsFrom) days.push([from, dayBefore(monthsFrom)]);
  if (monthsTo <= thru) days.push([monthsTo, thru]);
  return { months: [monthsFrom, dayBefore(monthsTo)], days };
}

/**
 * The rows of a stat table (`evd_stat_stores`, `evd_stat_products`) that sum the period exactly
 * once, as a union of index range scans over its primary key (brand, grain, bucket).
 */
export function periodRows(
  table: 'evd_stat_stores' | 'evd_stat_products',
  brandId: number,
  from: string,
  thru: string,
): SQL {
  const { months, days } = periodRanges(from, thru);
  const parts: SQL[] = [];
  const t = sql.identifier(table);
  // The columns its covering index holds, so each range is an index-only scan.
  const columns = sql.raw(
    table === 'evd_stat_stores'
      ? 'store_id, orders, sales'
      : 'product_id, store_id, quantity, sales',
  );
  if (months) {
    parts.push(sql`select ${columns} from ${t} where brand_id = ${brandId} and grain = 'month'
                   and bucket between ${months[0]}::date and ${months[1]}::date`);
  }
  for (const [a, b] of days) {
    parts.push(sql`select ${columns} from ${t} where brand_id = ${brandId} and grain = 'day'
                   and bucket between ${a}::date and ${b}::date`);
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}
