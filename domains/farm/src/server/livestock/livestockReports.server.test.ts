/**
 * The Egg Collection and Feeding reports from logs saved through the API, every figure written
 * out: eggs by grade, cracked, broken and laying rate per day and flock with the totals; feed and
 * its cost (following the cost history) per day, flock and feed type, and feed per dozen eggs;
 * the CSV and PDF of each.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PERIOD = 'fromDate=2024-04-01&thruDate=2024-04-30';

describe.each(databaseKinds())('the livestock reports on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await t.signedIn('manager', 2);
    const create = async (segment: string, form: Record<string, string>) => {
      const created = await manager.post(`/api/${segment}`, { form });
      expect(created.statusCode, created.body).toBe(201);
      return String(created.json().data.id);
    };
    for (const grade of ['small', 'medium', 'large', 'jumbo']) {
      await create('jf-inventories', {
        name: `Report ${grade} eggs`,
        kind: 'eggs',
        egg_grade: grade,
        unit: 'eggs',
        reorder_level: '0',
        unit_cost: '0',
      });
    }
    const feedItem = await create('jf-inventories', {
      name: 'Report feed',
      kind: 'feed',
      unit: 'kg',
      reorder_level: '0',
      unit_cost: '0',
    });
    const flock = (name: string, birds: string) =>
      create('livestock', {
        name,
        breed: 'ISA Brown',
        house: name,
        bird_count: birds,
        acquired_on: '2023-01-01',
        status: 'laying',
      });
    const a = await flock('Report A', '1000');
    const b = await flock('Report B', '500');
    const feedType = (name: string, weight: string, cost: string) =>
      create('feed-types', {
        name,
        unit: 'bag',
        bag_weight: weight,
        cost_per_bag: cost,
        inventory_id: feedItem,
      });
    const mash = await feedType('Report mash', '50', '2000');
    const grower = await feedType('Report grower', '25', '1000');
    // Both costs known since 1 January 2024; mash $25.00 a bag from 2 April 2024.
    await t.database.handle.db.execute(sql`update feed_type_costs set effective_on = '2024-01-01'`);
    await t.database.handle.db.execute(
      sql`insert into feed_type_costs (feed_type_id, effective_on, cost_per_bag)
          values (${Number(mash)}, '2024-04-02', 2500)`,
    );

    const eggs = (day: string, flockId: string, counts: Record<string, string>) =>
      create('egg-collection-logs', { collected_on: day, livestock_id: flockId, ...counts });
    // A, 1 April: small 15, medium 5 x 30 + 10 = 160, large 20 x 30 = 600; 6 cracked, 2 broken.
    await eggs('2024-04-01', a, {
      small_loose: '15',
      medium_trays: '5',
      medium_loose: '10',
      large_trays: '20',
      cracked: '6',
      broken: '2',
    });
    // B, 1 April: large 10 x 30 = 300, jumbo 1 x 30 + 5 = 35; 3 cracked.
    await eggs('2024-04-01', b, {
      large_trays: '10',
      jumbo_trays: '1',
      jumbo_loose: '5',
      cracked: '3',
    });
    // A, 2 April: medium 5 x 30 = 150, large 21 x 30 + 3 = 633; 4 cracked, 1 broken.
    await eggs('2024-04-02', a, {
      medium_trays: '5',
      large_trays: '21',
      large_loose: '3',
      cracked: '4',
      broken: '1',
    });
    // Outside the period.
    await eggs('2024-05-01', a, { large_trays: '1' });

    const feed = (day: string, flockId: string, feedTypeId: string, kg: string) =>
      create('layer-feeding-logs', {
        fed_on: day,
        livestock_id: flockId,
        feed_type_id: feedTypeId,
        quantity: kg,
      });
    await feed('2024-04-01', a, mash, '120');
    await feed('2024-04-01', b, mash, '60');
    await feed('2024-04-01', b, grower, '10');
    await feed('2024-04-02', a, mash, '121');
    await feed('2024-05-01', a, mash, '500');
  }, 120_000);
  afterAll(async () => t?.close());

  it('answers eggs by grade and laying rate per day and flock', async () => {
    const res = await manager.get(`/api/egg-collection-report?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    const blank = { small: 0, medium: 0, large: 0, jumbo: 0, cracked: 0, broken: 0 };
    expect(res.json().days).toEqual([
      // 15 + 160 + 600 = 775 good, + 6 + 2 = 783 of 1000 birds: 78.3 %.
      {
        ...blank,
        day: '2024-04-01',
        flock: 'Report A',
        small: 15,
        medium: 160,
        large: 600,
        cracked: 6,
        broken: 2,
        total: 783,
        birds: 1000,
        laying_rate: 78.3,
      },
      // 300 + 35 + 3 = 338 of 500 birds: 67.6 %.
      {
        ...blank,
        day: '2024-04-01',
        flock: 'Report B',
        large: 300,
        jumbo: 35,
        cracked: 3,
        total: 338,
        birds: 500,
        laying_rate: 67.6,
      },
      // 150 + 633 + 4 + 1 = 788 of 1000 birds: 78.8 %.
      {
        ...blank,
        day: '2024-04-02',
        flock: 'Report A',
        medium: 150,
        large: 633,
        cracked: 4,
        broken: 1,
        total: 788,
        birds: 1000,
        laying_rate: 78.8,
      },
    ]);
  });

  it('totals the eggs, with the rate over every bird-day', async () => {
    const csv = await manager.get(`/api/egg-collection-report?${PERIOD}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[1]).toBe(
      'Day,Flock,Small,Medium,Large,Jumbo,Cracked,Broken,Total eggs,Laying rate (%)',
    );
    // 1909 eggs over 1000 + 500 + 1000 = 2500 bird-days: 76.36, shown 76.4 %.
    expect(lines.at(-1)).toBe('Total,,15,310,1533,35,13,3,1909,76.4');
    const pdf = await manager.get(`/api/egg-collection-report/print?${PERIOD}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers feed and its cost per day, flock and feed type, and feed per dozen eggs', async () => {
    const res = await manager.get(`/api/layer-feeding-report?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      days: [
        // 120 kg at $20.00 a 50 kg bag: $48.00.
        {
          day: '2024-04-01',
          flock: 'Report A',
          feed_type: 'Report mash',
          quantity: 120,
          cost: 4800,
        },
        // 10 kg at $10.00 a 25 kg bag: $4.00.
        {
          day: '2024-04-01',
          flock: 'Report B',
          feed_type: 'Report grower',
          quantity: 10,
          cost: 400,
        },
        // 60 kg at $20.00 a 50 kg bag: $24.00.
        {
          day: '2024-04-01',
          flock: 'Report B',
          feed_type: 'Report mash',
          quantity: 60,
          cost: 2400,
        },
        // 121 kg at $25.00 a bag from 2 April: $60.50.
        {
          day: '2024-04-02',
          flock: 'Report A',
          feed_type: 'Report mash',
          quantity: 121,
          cost: 6050,
        },
      ],
      flocks: [
        // 241 kg for 783 + 788 = 1571 eggs: 241 x 12 / 1571 = 1.8409 kg a dozen.
        { flock: 'Report A', quantity: 241, cost: 10850, eggs: 1571, feed_per_dozen: 1.841 },
        // 70 kg for 338 eggs: 70 x 12 / 338 = 2.4852 kg a dozen.
        { flock: 'Report B', quantity: 70, cost: 2800, eggs: 338, feed_per_dozen: 2.485 },
      ],
    });
  });

  it('exports and prints the feeding report, for generate_reports in brand 2 only', async () => {
    const csv = await manager.get(`/api/layer-feeding-report?${PERIOD}&format=csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // 311 kg, $136.50 for 1909 eggs: 311 x 12 / 1909 = 1.955 kg a dozen.
    expect(lines.at(-1)).toBe('Total,311,136.50,1909,1.955');
    expect(lines).toContain('Total,,,311,136.50');
    const pdf = await manager.get(`/api/layer-feeding-report/print?${PERIOD}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const hr = await t.signedIn('hr', 2);
    expect((await hr.get(`/api/layer-feeding-report?${PERIOD}`)).statusCode).toBe(403);
    const otherBrand = await t.signedIn('admin', 1);
    expect((await otherBrand.get(`/api/egg-collection-report?${PERIOD}`)).statusCode).toBe(403);
  });
});
