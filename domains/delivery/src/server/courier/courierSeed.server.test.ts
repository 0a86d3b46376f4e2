/**
 * The courier requests' demo rows over two zones: four months of history and today's live
 * requests, numbered in order without gaps, fees by the rule, steps in time order; the next
 * request made through the API takes the next number. Fast: one insert per table.
 */
import {
  type Agent,
  createTestApp,
  databaseKinds,
  seedContext,
  type TestApp,
} from '@backoffice/api/testing';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierFee } from '../../resources/courier';
import { seedCourierRequests } from './seed';

const TODAY = new Date('2025-03-14T15:00:00Z');

describe.each(databaseKinds())('the courier demo rows on %s', (kind) => {
  let t: TestApp;
  let dispatcher: Agent;
  let zone: number;
  let took = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const admin = await t.signedIn('admin', 8);
    dispatcher = await t.signedIn('dispatcher', 8);
    const town = (
      await admin.post('/api/dlv-service-towns', { form: { name: 'Seed Town' } })
    ).json().data.id as number;
    for (const [name, fee] of [
      ['Seed East', '450'],
      ['Seed West', '700'],
    ] as const) {
      const made = await admin.post('/api/zones', {
        form: { name, town_id: String(town), courier_fee: fee, active: '1' },
      });
      zone = made.json().data.id as number;
    }
    const started = performance.now();
    await seedCourierRequests(t.database.handle.db as unknown as Executor, seedContext(TODAY, {}));
    took = performance.now() - started;
  }, 120_000);
  afterAll(async () => t?.close());

  const db = () => t.database.handle.db as unknown as Executor;

  it('makes 480 requests of history and 12 live ones, numbered in order, in well under a second', async () => {
    const [counts] = await rowsOf<{ total: string; numbers: string; first: string; last: string }>(
      db(),
      sql`select count(*) as total, count(distinct number) as numbers,
                 min(number) as first, max(number) as last
          from dlv_courier_requests where brand_id = 8`,
    );
    expect(counts).toMatchObject({ first: 'CR-000001', last: 'CR-000492' });
    expect(Number(counts?.total)).toBe(492);
    expect(Number(counts?.numbers)).toBe(492);
    const byStatus = await rowsOf<{ status: string; n: string }>(
      db(),
      sql`select status, count(*) as n from dlv_courier_requests group by status order by status`,
    );
    expect(Object.fromEntries(byStatus.map((row) => [row.status, Number(row.n)]))).toEqual({
      accepted: 4,
      cancelled: 60,
      delivered: 420,
      picked_up: 4,
      requested: 4,
    });
    // Numbered in the order they were made.
    const [order] = await rowsOf<{ out_of_order: string }>(
      db(),
      sql`select count(*) as out_of_order from dlv_courier_requests a
          join dlv_courier_requests b on b.number > a.number and b.created_at < a.created_at`,
    );
    expect(Number(order?.out_of_order)).toBe(0);
    console.info(`courier requests seed: ${Math.round(took)} ms`);
  });

  it('charges every request by the rule and times its steps in order', async () => {
    const rows = await rowsOf<{ size: 'small'; weight_kg: number; fee: string; zone_fee: string }>(
      db(),
      sql`select r.size, r.weight_kg, r.fee, z.courier_fee as zone_fee
          from dlv_courier_requests r join jfd_zones z on z.id = r.zone_id`,
    );
    for (const row of rows) {
      expect(Number(row.fee)).toBe(
        courierFee(Number(row.zone_fee), row.size, Number(row.weight_kg)).total,
      );
    }
    const [bad] = await rowsOf<{ n: string }>(
      db(),
      sql`select count(*) as n from dlv_courier_request_events a
          join dlv_courier_request_events b on b.request_id = a.request_id and b.id > a.id
          where b.at < a.at`,
    );
    expect(Number(bad?.n)).toBe(0);
    const live = await dispatcher.get('/api/dlv-courier-requests?filter[open]=1&per_page=100');
    expect(live.json().total).toBe(12);
  });

  it('gives the next request made the next number', async () => {
    const made = await dispatcher.post('/api/dlv-courier-requests', {
      form: {
        sender_name: 'After Seed',
        sender_phone: '0241234567',
        pickup_address: '1 Castle Road',
        recipient_name: 'Next Number',
        recipient_phone: '0207654321',
        dropoff_address: '2 Castle Road',
        zone_id: String(zone),
        size: 'small',
        weight_kg: '1',
      },
    });
    expect(made.json().data.number).toBe('CR-000493');
  });
});
