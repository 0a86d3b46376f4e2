/**
 * The statistics for a period against the one before (same length, ending the day before): read
 * from the daily and monthly sums (`statsLedger.ts`), whole months from the monthly rows and the
 * days at either end from the daily ones, so a year reads about 12 rows per store and product
 * rather than every line.
 */
import { type Executor, reportServer, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { type Statistics, statisticsReport } from '../../resources/orders/statistics';
import { periodRows } from './statsLedger';

const DAY = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The period before: as many days, ending the day before `from`. */
export function previousPeriod(from: string, thru: string): { fromDate: string; thruDate: string } {
  const days = Math.round((msOf(thru) - msOf(from)) / DAY) + 1;
  return { fromDate: toDay(msOf(from) - days * DAY), thruDate: toDay(msOf(from) - DAY) };
}

/** Days per bucket of the series: by day up to 62 days, by week up to 366, else by 30 days. */
export const bucketDaysOf = (days: number): number => (days <= 62 ? 1 : days <= 366 ? 7 : 30);

const figures = (sales: number, orders: number) => ({
  sales,
  orders,
  average: orders === 0 ? 0 : Math.round(sales / orders),
});

async function dailyTotals(db: Executor, brandId: number, from: string, thru: string) {
  return rowsOf<{ day: string; orders: number; sales: number }>(
    db,
    sql`select bucket::text as day, orders, sales from evd_stat_totals t
        where t.brand_id = ${brandId} and t.grain = 'day'
          and t.bucket between ${from}::date and ${thru}::date`,
  );
}

async function topStores(db: Executor, brandId: number, from: string, thru: string) {
  return rowsOf<{ store_id: number; sales: number; orders: number }>(
    db,
    sql`select t.store_id, sum(t.sales) as sales, sum(t.orders) as orders
        from ${periodRows('evd_stat_stores', brandId, from, thru)} t
        group by t.store_id having sum(t.orders) <> 0 or sum(t.sales) <> 0
        order by sum(t.sales) desc, t.store_id limit 10`,
  );
}

export async function statisticsOf(
  db: Executor,
  brandId: number,
  from: string,
  thru: string,
): Promise<Statistics> {
  const previous = previousPeriod(from, thru);
  const days = Math.round((msOf(thru) - msOf(from)) / DAY) + 1;
  const bucketDays = bucketDaysOf(days);
  const [now, before, stores, products] = await Promise.all([
    dailyTotals(db, brandId, from, thru),
    dailyTotals(db, brandId, previous.fromDate, previous.thruDate),
    topStores(db, brandId, from, thru),
    rowsOf<{ product_id: number; store_id: number; quantity: number; sales: number }>(
      db,
      sql`select t.product_id, min(t.store_id) as store_id, sum(t.quantity) as quantity,
                 sum(t.sales) as sales
          from ${periodRows('evd_stat_products', brandId, from, thru)} t
          group by t.product_id having sum(t.quantity) <> 0 or sum(t.sales) <> 0
          order by sum(t.sales) desc, t.product_id limit 10`,
    ),
  ]);
  const storeIds = stores.map((row) => Number(row.store_id));
  const productIds = products.map((row) => Number(row.product_id));
  const ids = (list: number[]) =>
    sql.join(
      list.map((id) => sql`${id}`),
      sql`, `,
    );
  const [earlier, storeNames, productNames] = await Promise.all([
    storeIds.length
      ? rowsOf<{ store_id: number; sales: number }>(
          db,
          sql`select t.store_id, sum(t.sales) as sales
              from ${periodRows('evd_stat_stores', brandId, previous.fromDate, previous.thruDate)} t
              where t.store_id in (${ids(storeIds)})
              group by t.store_id`,
        )
      : [],
    storeIds.length || products.length
      ? rowsOf<{ id: number; name: string }>(
          db,
          sql`select id, name from evd_stores
              where id in (${ids([...storeIds, ...products.map((p) => Number(p.store_id)), 0])})`,
        )
      : [],
    productIds.length
      ? rowsOf<{ id: number; name: string }>(
          db,
          sql`select id, name from evd_products where id in (${ids(productIds)})`,
        )
      : [],
  ]);
  const storeName = new Map(storeNames.map((row) => [Number(row.id), String(row.name)]));
  const productName = new Map(productNames.map((row) => [Number(row.id), String(row.name)]));
  const earlierSales = new Map(earlier.map((row) => [Number(row.store_id), Number(row.sales)]));

  const buckets = Math.ceil(days / bucketDays);
  const series = Array.from({ length: buckets }, (_, i) => ({
    bucket: toDay(msOf(from) + i * bucketDays * DAY),
    sales: 0,
    orders: 0,
    previous_sales: 0,
    previous_orders: 0,
  }));
  const sum = (
    rows: typeof now,
    start: string,
    key: 'sales' | 'orders',
    prefix: '' | 'previous_',
  ) => {
    let total = 0;
    for (const row of rows) {
      const i = Math.floor((msOf(String(row.day)) - msOf(start)) / DAY / bucketDays);
      const slot = series[i];
      if (!slot) continue;
      const value = Number(row[key]);
      slot[`${prefix}${key}`] += value;
      total += value;
    }
    return total;
  };
  const sales = sum(now, from, 'sales', '');
  const orders = sum(now, from, 'orders', '');
  const previousSales = sum(before, previous.fromDate, 'sales', 'previous_');
  const previousOrders = sum(before, previous.fromDate, 'orders', 'previous_');
  return {
    previous,
    current: figures(sales, orders),
    before: figures(previousSales, previousOrders),
    bucketDays,
    series,
    topStores: stores.map((row) => ({
      store: storeName.get(Number(row.store_id)) ?? `Store ${row.store_id}`,
      sales: Number(row.sales),
      orders: Number(row.orders),
      previous_sales: earlierSales.get(Number(row.store_id)) ?? 0,
    })),
    topProducts: products.map((row) => ({
      product: productName.get(Number(row.product_id)) ?? `Product ${row.product_id}`,
      store: storeName.get(Number(row.store_id)) ?? `Store ${row.store_id}`,
      quantity: Number(row.quantity),
      sales: Number(row.sales),
    })),
  };
}

export const statisticsServer = reportServer<Statistics>({
  report: statisticsReport,
  query: (db, { brandId, period }) => statisticsOf(db, brandId, period.fromDate, period.thruDate),
});
