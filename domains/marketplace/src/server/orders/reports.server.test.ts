/**
 * The statistics and the Order Report: figures from orders placed through the API (a cancelled
 * part taken off again), the sums kept by the writes equal to the sums rebuilt from the orders,
 * whole months read from the monthly sums and the days at either end from the daily ones, the
 * report's CSV and PDF, permissions; and the demo rows.
 */
import {
  type Agent,
  createTestApp,
  databaseKinds,
  seedDomains,
  type TestApp,
} from '@backoffice/api/testing';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrdersFixture, orderForm, ordersFixture } from './fixtures.testing';
import { rebuildStats } from './statsLedger';

describe.each(databaseKinds())('marketplace statistics and order report on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let db: Executor;
  let f: OrdersFixture;
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.handle.db as unknown as Executor;
    f = await ordersFixture(db, 's');
    admin = await t.signedIn('admin', 9);
    const place = async (lines: [number, number][]) => {
      const res = await admin.post('/api/evd-orders', { form: orderForm(f, lines) });
      expect(res.statusCode).toBe(201);
      return res.json().data;
    };
    // O1: North 2 × Mug Blue 12.00 = 24.00, South 1 × Rug 80.00.
    await place([
      [f.variants.mugBlue, 2],
      [f.variants.rug, 1],
    ]);
    // O2: North 1 × Lamp 45.00, then cancelled: counted nowhere.
    const o2 = await place([[f.variants.lamp, 1]]);
    const [part] = (await admin.get(`/api/evd-store-orders?filter[order_id]=${o2.id}`)).json().data;
    await admin.post(`/api/evd-store-orders/${part.id}/cancel`, {
      form: { reason: 'Duplicate order' },
    });
    // O3: South 1 × Rug 80.00.
    await place([[f.variants.rug, 1]]);
  }, 120_000);
  afterAll(async () => t?.close());

  const stats = (from: string, thru: string) =>
    admin.get(`/api/evd-statistics?fromDate=${from}&thruDate=${thru}`);

  it('answers sales, orders, the average and the tops against the period before', async () => {
    const res = await stats(today, today);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    // 24.00 + 80.00 + 80.00 = 184.00 over 2 orders (O2 cancelled) = 92.00 each.
    expect(data.current).toEqual({ sales: 18_400, orders: 2, average: 9_200 });
    expect(data.before).toEqual({ sales: 0, orders: 0, average: 0 });
    expect(data.previous).toEqual({ fromDate: yesterday, thruDate: yesterday });
    expect(data.series).toEqual([
      { bucket: today, sales: 18_400, orders: 2, previous_sales: 0, previous_orders: 0 },
    ]);
    expect(data.topStores).toEqual([
      { store: 'South s', sales: 16_000, orders: 2, previous_sales: 0 },
      { store: 'North s', sales: 2_400, orders: 1, previous_sales: 0 },
    ]);
    expect(data.topProducts).toEqual([
      { product: 'Rug s', store: 'South s', quantity: 2, sales: 16_000 },
      { product: 'Mug s', store: 'North s', quantity: 2, sales: 2_400 },
    ]);
    const csv = await admin.get(
      `/api/evd-statistics?fromDate=${today}&thruDate=${today}&format=csv`,
    );
    expect(csv.body).toContain('Average order');
  }, 30_000);

  it('keeps the same sums as a rebuild from the orders', async () => {
    const snapshot = async () =>
      rowsOf(
        db,
        sql`select 't' as k, grain, bucket::text, 0 as id, orders::int as a, sales::bigint::text as b
            from evd_stat_totals where brand_id = 9
            union all select 's', grain, bucket::text, store_id, orders, sales::text
            from evd_stat_stores where brand_id = 9 and (orders <> 0 or sales <> 0)
            union all select 'p', grain, bucket::text, product_id, quantity::int, sales::text
            from evd_stat_products where brand_id = 9 and (quantity <> 0 or sales <> 0)
            order by 1, 2, 3, 4`,
      );
    const kept = await snapshot();
    await rebuildStats(db, 9);
    expect(await snapshot()).toEqual(kept);
  }, 30_000);

  it('reads whole months from the monthly sums and the days at either end from the daily ones', async () => {
    // 2020: day rows 30 and 31 January, February's days and its month row, 1 March.
    const day = (bucket: string, sales: number, orders: number, grain = 'day') =>
      db.execute(
        sql`insert into evd_stat_totals (brand_id, grain, bucket, orders, sales)
            values (9, ${grain}, ${bucket}::date, ${orders}, ${sales})`,
      );
    await day('2020-01-30', 111, 1);
    await day('2020-01-31', 200, 1);
    await day('2020-01-01', 311, 2, 'month');
    await day('2020-02-10', 1000, 2);
    await day('2020-02-20', 500, 1);
    await day('2020-02-01', 1500, 3, 'month');
    await day('2020-03-01', 40, 1);
    await day('2020-03-01', 40, 1, 'month');
    const store = (bucket: string, sales: number, grain: string) =>
      db.execute(
        sql`insert into evd_stat_stores (brand_id, grain, bucket, store_id, orders, sales)
            values (9, ${grain}, ${bucket}::date, ${f.stores.north}, 1, ${sales})`,
      );
    await store('2020-01-30', 111, 'day');
    await store('2020-01-31', 200, 'day');
    await store('2020-01-01', 311, 'month');
    await store('2020-02-10', 1000, 'day');
    await store('2020-02-20', 500, 'day');
    await store('2020-02-01', 1500, 'month');
    await store('2020-03-01', 40, 'day');
    await store('2020-03-01', 40, 'month');
    // 31 January + February + 1 March = 2.00 + 15.00 + 0.40 = 17.40, 5 orders.
    const data = (await stats('2020-01-31', '2020-03-01')).json();
    expect(data.current).toEqual({ sales: 1740, orders: 5, average: 348 });
    expect(data.topStores).toEqual([
      { store: 'North s', sales: 1740, orders: 3, previous_sales: 111 },
    ]);
    // 31 days: by day; the period before is 31 December 2019 to 30 January 2020.
    expect(data.previous).toEqual({ fromDate: '2019-12-31', thruDate: '2020-01-30' });
    expect(data.before).toEqual({ sales: 111, orders: 1, average: 111 });
    expect(data.bucketDays).toBe(1);
    expect(data.series).toHaveLength(31);
  }, 30_000);

  it('answers the order report by store and month, as CSV and PDF too, to any signed-in user', async () => {
    const sales = await t.signedIn('sales', 9);
    const res = await sales.get(`/api/evd-order-report?fromDate=${today}&thruDate=${today}`);
    expect(res.statusCode).toBe(200);
    // No app settings row in this test: 10.00 %. North 24.00 → 2.40; South 160.00 → 16.00.
    expect(res.json().stores).toEqual([
      {
        store: 'North s',
        rate: '10.00 %',
        orders: 1,
        sales: 2400,
        commission: 240,
        refunds: 0,
        net: 2160,
      },
      {
        store: 'South s',
        rate: '10.00 %',
        orders: 2,
        sales: 16_000,
        commission: 1600,
        refunds: 0,
        net: 14_400,
      },
    ]);
    expect(res.json().months).toEqual([
      {
        month: today.slice(0, 7),
        orders: 3,
        sales: 18_400,
        commission: 1840,
        refunds: 0,
        net: 16_560,
      },
    ]);
    const csv = await sales.get(
      `/api/evd-order-report?fromDate=${today}&thruDate=${today}&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('North s');
    const pdf = await sales.get(`/api/evd-order-report/print?fromDate=${today}&thruDate=${today}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(
      (await sales.get(`/api/evd-statistics?fromDate=${today}&thruDate=${today}`)).statusCode,
    ).toBe(403);
  }, 30_000);

  it('seeds demo rows every list, the statistics and the report show', async () => {
    const seeded = await createTestApp(kind);
    try {
      const took = await seedDomains(seeded);
      const sdb = seeded.database.handle.db as unknown as Executor;
      const count = async (table: string, where = sql`true`) =>
        Number(
          (
            await rowsOf<{ n: number }>(
              sdb,
              sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
            )
          )[0]?.n,
        );
      expect(await count('evd_customers')).toBe(60);
      const orders = await count('evd_orders');
      console.log(`orders seed: ${orders} orders, whole seed ${Math.round(took)} ms`);
      if (orders > 0) {
        for (const status of ['placed', 'accepted', 'shipped', 'delivered', 'cancelled']) {
          expect(await count('evd_store_orders', sql`status = ${status}`)).toBeGreaterThan(0);
        }
        for (const status of ['requested', 'approved', 'denied']) {
          expect(await count('evd_refunds', sql`status = ${status}`)).toBeGreaterThan(0);
        }
        expect(await count('evd_payables', sql`status = 'due'`)).toBeGreaterThan(0);
        expect(await count('evd_payables', sql`status = 'paid'`)).toBeGreaterThan(0);
        const manager = await seeded.signedIn('admin', 9);
        const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
        const data = (
          await manager.get(`/api/evd-statistics?fromDate=${from}&thruDate=${today}`)
        ).json();
        expect(data.current.orders).toBeGreaterThan(0);
        expect(data.topStores.length).toBeGreaterThan(0);
        const report = (
          await manager.get(`/api/evd-order-report?fromDate=${from}&thruDate=${today}`)
        ).json();
        expect(report.stores.length).toBeGreaterThan(0);
        // The next order takes the number after the seeded ones.
        const [last] = await rowsOf<{ n: number }>(
          sdb,
          sql`select last_number as n from evd_document_counters where brand_id = 9 and type = 'order'`,
        );
        expect(Number(last?.n)).toBe(orders);
      }
    } finally {
      await seeded.close();
    }
  }, 120_000);
});
