/**
 * The farm's demo seed on a fresh start on New Year's Day, 1 January 2027 at 00:30 UTC: its
 * history starts on `since`, 1 January 2026 (the year of 3 October 2026, 90 days before), so
 * every list and report has a whole year behind it rather than a day. Every figure is worked out
 * by hand below.
 *
 * The server computes `overdue` against its own clock (SQL's `current_date`), which is the seed's
 * day when the run is pinned (`BACKOFFICE_NOW=2027-01-01T00:30:00Z`) and the real day otherwise;
 * the stored states (paid, unpaid, paid on) are the seed's and never depend on it.
 */
import { createTestApp, databaseKinds, seedDomains, type TestApp } from '@backoffice/api/testing';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const YEAR_2026 = 'fromDate=2026-01-01&thruDate=2026-12-31';
/** The day SQL's `current_date` reads (UTC), for the computed `overdue`. */
const serverToday = () => new Date().toISOString().slice(0, 10);
const overdueBy = (dueOn: readonly string[]) => dueOn.filter((due) => due < serverToday()).length;

describe.each(databaseKinds())('the farm’s demo seed on 1 January 2027 on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDomains(t, new Date(Date.UTC(2027, 0, 1, 0, 30)));
  }, 120_000);
  afterAll(async () => t?.close());

  const rows = <T>(query: SQL) => rowsOf<T>(t.database.handle.db as unknown as Executor, query);

  it('sells every Monday and Thursday of 2026: 105 sale days', async () => {
    const manager = await t.signedIn('manager', 2);
    // 2026 starts and ends on a Thursday (365 days: 52 weeks and a day): 53 Thursdays and 52
    // Mondays; Friday 1 January 2027 is no sale day.
    expect((await manager.get('/api/jf-sales')).json().total).toBe(105);
    const [range] = await rows<{ first: string; last: string; january: number }>(
      sql`select min(sold_on)::text as first, max(sold_on)::text as last,
                 (count(*) filter (where sold_on < '2026-02-01'))::int as january
          from jf_sales where brand_id = 2`,
    );
    // January 2026: Thursdays 1, 8, 15, 22, 29 and Mondays 5, 12, 19, 26.
    expect(range).toEqual({ first: '2026-01-01', last: '2026-12-31', january: 9 });
    const count = async (status: string) =>
      (await manager.get(`/api/jf-sales?filter[status]=${status}`)).json().total;
    // Sales 3 (voided), 5 and 40 (two trays back), 22 (returned whole) of the 105.
    expect({
      completed: await count('completed'),
      partially_refunded: await count('partially_refunded'),
      refunded: await count('refunded'),
      voided: await count('voided'),
    }).toEqual({ completed: 101, partially_refunded: 2, refunded: 1, voided: 1 });
  });

  it('invoices the 1st and 15th of every month of 2026 and 1 January 2027', async () => {
    const manager = await t.signedIn('manager', 2);
    const all = await manager.get('/api/jf-invoices?per_page=100&sort=number&direction=asc');
    const docs = all.json().data as {
      number: string;
      type: string;
      issued_on: string;
      due_on: string | null;
      status: string;
    }[];
    // 24 in 2026 and INV-000025 of 1 January 2027; three estimates.
    expect(docs.map((doc) => doc.number)).toEqual([
      'EST-000001',
      'EST-000002',
      'EST-000003',
      ...Array.from({ length: 25 }, (_, i) => `INV-${String(i + 1).padStart(6, '0')}`),
    ]);
    const byNumber = new Map(docs.map((doc) => [doc.number, doc] as const));
    expect(byNumber.get('INV-000001')).toMatchObject({ issued_on: '2026-01-01', status: 'paid' });
    expect(byNumber.get('INV-000025')).toMatchObject({
      issued_on: '2027-01-01',
      due_on: '2027-01-31',
      status: 'unpaid',
    });
    // The converted estimate a week before the second invoice (15 January); the declined one on
    // the last invoice day, the open one on the one before.
    expect(
      ['EST-000001', 'EST-000002', 'EST-000003'].map((n) => [
        byNumber.get(n)?.issued_on,
        byNumber.get(n)?.status,
      ]),
    ).toEqual([
      ['2026-01-08', 'converted'],
      ['2027-01-01', 'declined'],
      ['2026-12-15', 'open'],
    ]);
    // Invoice i (from 0, every one issued by 15 December paid on time): i % 5 of 0 or 3 paid in
    // full (10), 1 in two parts, the second 25 days on, 10 December for 15 November's (5), 2
    // $100.00 of it (4: 1 February's, i = 2, is the void one instead), 4 not at all (5).
    const count = async (status: string) =>
      (await manager.get(`/api/jf-invoices?filter[type]=invoice&filter[status]=${status}`)).json()
        .total;
    expect({
      paid: await count('paid'),
      partially_paid: await count('partially_paid'),
      unpaid: await count('unpaid'),
      void: await count('void'),
    }).toEqual({ paid: 15, partially_paid: 4, unpaid: 5, void: 1 });
    // Those with a balance, due 30 days after issue: 1 March's (unpaid), 15 April's (part paid),
    // 15 May's, 1 July's, 1 August's, 15 September's, 15 October's, 1 December's, 1 January's.
    const due = [
      '2026-03-31',
      '2026-05-15',
      '2026-06-14',
      '2026-07-31',
      '2026-08-31',
      '2026-10-15',
      '2026-11-14',
      '2026-12-31',
      '2027-01-31',
    ];
    const overdue = await manager.get('/api/jf-invoices?filter[overdue]=1&per_page=100');
    expect(overdue.json().total).toBe(overdueBy(due));
    if (serverToday() === '2027-01-01') expect(overdue.json().total).toBe(8);
  });

  it('logs eggs and feed every day since 1 January 2026, Flock C acquired that day', async () => {
    const manager = await t.signedIn('manager', 2);
    // 365 days of 2026 and 1 January 2027: 366 days; eggs of the two laying flocks, feed of all
    // three.
    expect((await manager.get('/api/egg-collection-logs')).json().total).toBe(2 * 366);
    expect((await manager.get('/api/layer-feeding-logs')).json().total).toBe(3 * 366);
    const [days] = await rows<{ first: string; last: string }>(
      sql`select min(collected_on)::text as first, max(collected_on)::text as last
          from egg_collection_logs where brand_id = 2`,
    );
    expect(days).toEqual({ first: '2026-01-01', last: '2027-01-01' });
    const flocks = (await manager.get('/api/livestock')).json().data as {
      name: string;
      acquired_on: string;
      bird_count: number;
    }[];
    // Two birds a week lost over the 365 days after since: 730 / 7, 104 fewer.
    expect(flocks.map((f) => [f.name, f.acquired_on, f.bird_count])).toEqual([
      ['Flock A (House 1)', '2025-03-15', 2100 - 104],
      ['Flock B (House 2)', '2025-08-01', 1950 - 104],
      ['Flock C (House 3)', '2026-01-01', 2400 - 104],
    ]);
    const feedTypes = (await manager.get('/api/feed-types')).json().data as {
      id: number;
      name: string;
    }[];
    const mash = feedTypes.find((f) => f.name === 'Layer mash');
    // The change day of since's year, 1 July 2026, has come.
    expect((await manager.get(`/api/feed-types/${mash?.id}/costs`)).json().data).toEqual([
      { effective_on: '2026-07-01', cost_per_bag: 2480 },
      { effective_on: '2026-01-01', cost_per_bag: 2250 },
    ]);
    const report = (await manager.get(`/api/egg-collection-report?${YEAR_2026}`)).json();
    expect(report.days).toHaveLength(2 * 365);
  });

  it('receives stock from since and counts the last eight weeks of 2026', async () => {
    const [receipts] = await rows<{
      opening: number;
      feed: number;
      trays: number;
      medicine: number;
    }>(
      sql`select
            (count(*) filter (where r.reference = 'Opening stock'
                                and r.received_on = '2026-01-01'))::int as opening,
            (count(*) filter (where r.reference <> 'Opening stock'
                                and i.kind = 'feed'))::int as feed,
            (count(*) filter (where r.reference <> 'Opening stock'
                                and i.kind = 'packaging'))::int as trays,
            (count(*) filter (where r.reference <> 'Opening stock'
                                and i.kind = 'medicine'))::int as medicine
          from jf_stock_receipts r join jf_inventories i on i.id = r.inventory_id
          where r.brand_id = 2`,
    );
    // Six items with an opening stock; mash and crumbles every Monday from 5 January to 28
    // December (52); trays on the 1st of February 2026 to January 2027 (12); vaccine and dewormer
    // on 1 April, 1 July, 1 October 2026 and 1 January 2027 (4 each).
    expect(receipts).toEqual({ opening: 6, feed: 2 * 52, trays: 12, medicine: 2 * 4 });
    const manager = await t.signedIn('manager', 2);
    const logs = (await manager.get('/api/jf-inventory-logs?per_page=20')).json().data as {
      starts_on: string;
      status: string;
    }[];
    // Friday 1 January 2027 is in the week of Monday 28 December.
    expect(logs.map((log) => [log.starts_on, log.status])).toEqual([
      ['2026-12-28', 'open'],
      ...['12-21', '12-14', '12-07', '11-30', '11-23', '11-16', '11-09', '11-02'].map((d) => [
        `2026-${d}`,
        'closed',
      ]),
    ]);
  });

  it('deposits 2026’s cash weekly, leaving the week of 21 December undeposited', async () => {
    const manager = await t.signedIn('manager', 2);
    // Cash sales are i % 5 of 0 or 2; week k (Monday 5 January 2026 starts week 1) holds sales
    // 2k - 1 and 2k, week 0 only 1 January's (i = 0, cash). Of those 53 weeks, the 11 with
    // (2k - 1) % 5 = 3 (k = 2, 7, ..., 52) hold no cash sale, nor week 11 (sale 22, returned
    // whole); the cash invoice payments (the second of each i % 5 = 1) bring back week 27
    // (10 July, for 15 June's). 53 - 11 - 1 + 1 = 42 weeks with cash, the last left over.
    expect((await manager.get('/api/jf-deposits?per_page=100')).json().total).toBe(41);
    const cash = (
      await manager.get('/api/jf-undeposited-cash?fromDate=2026-01-01&thruDate=2027-01-01')
    ).json() as { amount: number; count: number; items: { taken_on: string }[] };
    // Thursday 24 December's sale (i = 102): 56 large trays, 58 medium, 4 hens = $963.00.
    expect(cash.items.map((item) => item.taken_on)).toEqual(['2026-12-24']);
    expect(cash.amount).toBe(56 * 900 + 58 * 750 + 4 * 600);
  });

  it.each([
    ['jf', 2],
    ['jfd', 8],
    ['evd', 9],
  ] as const)(
    'bills %s four categories monthly through 2026, none yet in 2027',
    async (prefix, brand) => {
      const admin = await t.signedIn('admin', brand);
      const count = async (query: string) =>
        (await admin.get(`/api/${prefix}-expenses?${query}`)).json().total as number;
      // Twelve 5ths of 2026 times four bills; 5 January 2027 has not come.
      expect(await count('')).toBe(48);
      // This month (January 2027) has no bill yet; last month's first bill, 5 December's, is
      // unpaid (due 20 December); the rest were paid on the 15th.
      expect(await count('filter[status]=unpaid')).toBe(1);
      expect(await count('filter[status]=paid')).toBe(47);
      expect(await count('filter[overdue]=1')).toBe(overdueBy(['2026-12-20']));
      if (serverToday() === '2027-01-01') expect(await count('filter[overdue]=1')).toBe(1);
      const report = (await admin.get(`/api/${prefix}-expense-report?${YEAR_2026}`)).json() as {
        categories: { category: string; expenses: number }[];
      };
      expect(report.categories.map((row) => row.expenses)).toEqual([12, 12, 12, 12]);
      const january = (
        await admin.get(`/api/${prefix}-expense-report?fromDate=2027-01-01&thruDate=2027-01-01`)
      ).json() as { categories: unknown[] };
      expect(january.categories).toEqual([]);
    },
  );

  it('grows the farm’s variable bills by month since since, December’s fuel unpaid', async () => {
    const manager = await t.signedIn('manager', 2);
    const expenses = (
      await manager.get('/api/jf-expenses?per_page=100&sort=spent_on&direction=asc')
    ).json().data as {
      description: string;
      spent_on: string;
      due_on: string;
      amount: number;
      status: string;
      paid_on: string | null;
      payment_reference: string | null;
    }[];
    const of = (description: string) => expenses.find((e) => e.description === description);
    expect(of('Fuel, 2026-01')).toMatchObject({
      spent_on: '2026-01-05',
      amount: 18_500,
      status: 'paid',
      paid_on: '2026-01-15',
      payment_reference: 'JF-2026-01-1',
    });
    // Month 11 since January 2026: $185.00 + 11 × $3.50.
    expect(of('Fuel, 2026-12')).toMatchObject({
      spent_on: '2026-12-05',
      due_on: '2026-12-20',
      amount: 18_500 + 11 * 350,
      status: 'unpaid',
      paid_on: null,
    });
    expect(of('Veterinary, 2026-12')).toMatchObject({
      amount: 12_000 + 11 * 350,
      status: 'paid',
      paid_on: '2026-12-15',
    });
    const report = (await manager.get(`/api/jf-expense-report?${YEAR_2026}`)).json() as {
      categories: { category: string; kind: string; paid: number; unpaid: number; total: number }[];
    };
    // Fuel: 12 × $185.00 + $3.50 × (0 + 1 + ... + 11 = 66); Veterinary: 12 × $120.00 + the same.
    expect(report.categories).toEqual([
      {
        category: 'Fuel',
        kind: 'variable',
        expenses: 12,
        paid: 245_100 - 22_350,
        unpaid: 22_350,
        total: 245_100,
      },
      { category: 'Rent', kind: 'fixed', expenses: 12, paid: 720_000, unpaid: 0, total: 720_000 },
      {
        category: 'Salaries',
        kind: 'fixed',
        expenses: 12,
        paid: 2_880_000,
        unpaid: 0,
        total: 2_880_000,
      },
      {
        category: 'Veterinary',
        kind: 'variable',
        expenses: 12,
        paid: 167_100,
        unpaid: 0,
        total: 167_100,
      },
    ]);
  });
});
