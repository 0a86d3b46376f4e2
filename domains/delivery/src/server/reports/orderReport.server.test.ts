/**
 * The Order Report over orders written with their timelines (the report reads the stored
 * orders and `jfd_order_events`, whatever placed them), every figure written out: by state, by
 * day with revenue and fees, by zone with the minutes from placed to ready and from ready to
 * delivered (or picked up), and the CSV with the same figures.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFixture } from '../orders/fixtures.testing';

const PERIOD = 'fromDate=2025-03-03&thruDate=2025-03-09';

interface Written {
  kind: 'delivery' | 'pickup';
  zone: number | null;
  status: string;
  total: number;
  delivery_fee: number;
  grocery_fee: number;
  pickup_fee: number;
  /** Each state reached, with its time (the first is the placement). */
  steps: [string, string][];
}

describe.each(databaseKinds())('the Order Report on %s', (kind) => {
  let t: TestApp;
  let dispatcher: Agent;
  let write: (order: Written) => Promise<void>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    dispatcher = await t.signedIn('dispatcher', 8);
    const db = t.database.handle.db as unknown as Executor;
    const f = await orderFixture(db);
    let n = 0;
    write = async (order: Written) => {
      n += 1;
      const placed = order.steps[0]?.[1] ?? '';
      const [row] = await rowsOf<{ id: number }>(
        db,
        sql`insert into jfd_orders (brand_id, number, customer_id, kind, zone_id,
                                    pickup_location_id, status, subtotal, discount, delivery_fee,
                                    grocery_fee, pickup_fee, refunded, total, created_at)
            values (8, ${`RPT-${n}`}, ${f.customer}, ${order.kind}, ${order.zone},
                    ${order.kind === 'pickup' ? f.location : null}, ${order.status}, ${order.total},
                    0, ${order.delivery_fee}, ${order.grocery_fee}, ${order.pickup_fee}, 0,
                    ${order.total}, ${placed}::timestamptz)
            returning id`,
      );
      for (const [status, at] of order.steps) {
        await db.execute(
          sql`insert into jfd_order_events (order_id, status, action, at)
              values (${Number(row?.id)}, ${status}, ${status}, ${at}::timestamptz)`,
        );
      }
    };
    const fees = { delivery_fee: 0, grocery_fee: 0, pickup_fee: 0 };
    // 3 March, Riverside North: $25.00 with $4.99 + $1.50 fees; ready after 40 min, delivered 30 later.
    await write({
      kind: 'delivery',
      zone: f.zone,
      status: 'delivered',
      total: 2500,
      ...fees,
      delivery_fee: 499,
      grocery_fee: 150,
      steps: [
        ['placed', '2025-03-03T09:00:00Z'],
        ['confirmed', '2025-03-03T09:05:00Z'],
        ['ready', '2025-03-03T09:40:00Z'],
        ['out_for_delivery', '2025-03-03T09:50:00Z'],
        ['delivered', '2025-03-03T10:10:00Z'],
      ],
    });
    // 3 March, Riverside North: $18.00 ($4.99 + $3.00 fees), ready after 20 min, still out.
    await write({
      kind: 'delivery',
      zone: f.zone,
      status: 'out_for_delivery',
      total: 1800,
      ...fees,
      delivery_fee: 499,
      grocery_fee: 300,
      steps: [
        ['placed', '2025-03-03T12:00:00Z'],
        ['ready', '2025-03-03T12:20:00Z'],
        ['out_for_delivery', '2025-03-03T12:30:00Z'],
      ],
    });
    // 4 March, a pickup: $12.00 with a $1.00 pickup fee; ready after 30 min, picked up 60 later.
    await write({
      kind: 'pickup',
      zone: null,
      status: 'picked_up',
      total: 1200,
      ...fees,
      pickup_fee: 100,
      steps: [
        ['placed', '2025-03-04T08:00:00Z'],
        ['ready', '2025-03-04T08:30:00Z'],
        ['picked_up', '2025-03-04T09:30:00Z'],
      ],
    });
    // 4 March, Hillcrest: $30.00, cancelled: no revenue, no fees.
    await write({
      kind: 'delivery',
      zone: f.farZone,
      status: 'cancelled',
      total: 3000,
      ...fees,
      delivery_fee: 899,
      grocery_fee: 150,
      steps: [
        ['placed', '2025-03-04T10:00:00Z'],
        ['cancelled', '2025-03-04T10:15:00Z'],
      ],
    });
    // 10 March at midnight UTC: after the period, it counts nowhere.
    await write({
      kind: 'delivery',
      zone: f.zone,
      status: 'placed',
      total: 999,
      ...fees,
      steps: [['placed', '2025-03-10T00:00:00Z']],
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it('counts orders by state, day and zone, with revenue, fees and the minutes of each leg', async () => {
    const res = await dispatcher.get(`/api/jfd-order-report?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      states: [
        { status: 'out_for_delivery', orders: 1, amount: 1800 },
        { status: 'delivered', orders: 1, amount: 2500 },
        { status: 'picked_up', orders: 1, amount: 1200 },
        { status: 'cancelled', orders: 1, amount: 3000 },
      ],
      days: [
        // Only the delivered order counts: $25.00, fees $4.99 + $1.50 = $6.49.
        { day: '2025-03-03', placed: 2, completed: 1, cancelled: 0, revenue: 2500, fees: 649 },
        // The pickup: $12.00 and its $1.00 fee; the cancelled order counts in neither.
        { day: '2025-03-04', placed: 2, completed: 1, cancelled: 1, revenue: 1200, fees: 100 },
      ],
      zones: [
        {
          zone: 'Hillcrest',
          placed: 1,
          completed: 0,
          revenue: 0,
          fees: 0,
          to_ready: null,
          to_done: null,
        },
        {
          zone: 'Pickup',
          placed: 1,
          completed: 1,
          revenue: 1200,
          fees: 100,
          to_ready: 30,
          to_done: 60,
        },
        // Ready after (40 + 20) / 2 = 30 minutes; the one delivered took 30 more.
        {
          zone: 'Riverside North',
          placed: 2,
          completed: 1,
          revenue: 2500,
          fees: 649,
          to_ready: 30,
          to_done: 30,
        },
      ],
      // (40 + 20 + 30) / 3 = 30; (30 + 60) / 2 = 45.
      overall: { to_ready: 30, to_done: 45 },
    });
  });

  it('exports the same figures as CSV', async () => {
    const csv = await dispatcher.get(`/api/jfd-order-report?${PERIOD}&format=csv`);
    expect(csv.body.split('\r\n')).toEqual([
      '\uFEFFBy state',
      'State,Orders,Amount',
      'Out for delivery,1,18.00',
      'Delivered,1,25.00',
      'Picked up,1,12.00',
      'Cancelled,1,30.00',
      'Total,4,85.00',
      '',
      'By day',
      'Day,Orders,Completed,Cancelled,Revenue,Fees',
      '2025-03-03,2,1,0,25.00,6.49',
      '2025-03-04,2,1,1,12.00,1.00',
      'Total,4,2,1,37.00,7.49',
      '',
      'By zone',
      'Zone,Orders,Completed,Revenue,Fees,Minutes to ready,Minutes to deliver',
      'Hillcrest,1,0,0.00,0.00,,',
      'Pickup,1,1,12.00,1.00,30,60',
      'Riverside North,2,1,25.00,6.49,30,30',
      'All zones,4,2,37.00,7.49,30,45',
      '',
    ]);
  });

  it('dates an order by the brand’s day: 20:00 in New York is that day there', async () => {
    const db = t.database.handle.db;
    // 00:00 UTC on 11 March 2020 is 20:00 on 10 March in New York (EDT, UTC−4, since 8 March),
    // in a year with no other order.
    await write({
      kind: 'delivery',
      zone: null,
      status: 'delivered',
      total: 1200,
      delivery_fee: 0,
      grocery_fee: 0,
      pickup_fee: 0,
      steps: [['placed', '2020-03-11T00:00:00Z']],
    });
    const placed = async (zone: string, from: string, thru: string) => {
      await db.execute(sql`update brands set time_zone = ${zone} where id = 8`);
      const report = await dispatcher.get(
        `/api/jfd-order-report?fromDate=${from}&thruDate=${thru}`,
      );
      expect(report.statusCode, report.body).toBe(200);
      const days = report.json().days as { day: string; placed: number }[];
      return Object.fromEntries(days.map((row) => [row.day, row.placed]));
    };
    try {
      expect(await placed('UTC', '2020-03-10', '2020-03-11')).toEqual({ '2020-03-11': 1 });
      expect(await placed('America/New_York', '2020-03-10', '2020-03-11')).toEqual({
        '2020-03-10': 1,
      });
      // A period's bounds are the brand's midnights: the 10th alone holds it in New York, and
      // not in UTC; New York's 11th starts after it.
      expect(await placed('America/New_York', '2020-03-10', '2020-03-10')).toEqual({
        '2020-03-10': 1,
      });
      expect(await placed('UTC', '2020-03-10', '2020-03-10')).toEqual({});
      expect(await placed('America/New_York', '2020-03-11', '2020-03-11')).toEqual({});
    } finally {
      await db.execute(sql`update brands set time_zone = 'UTC' where id = 8`);
    }
  });
});
