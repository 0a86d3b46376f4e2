/**
 * The livestock area's demo year (to 30 June 2025): three flocks, two feed types with a cost
 * change, 181 days of egg and feeding logs, their movements matching the logs, and both reports
 * over the half year answering quickly.
 */
import { createTestApp, databaseKinds, seedDomains, type TestApp } from '@backoffice/api/testing';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PERIOD = 'fromDate=2025-01-01&thruDate=2025-06-30';

describe.each(databaseKinds())('the livestock demo year on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDomains(t, new Date(Date.UTC(2025, 5, 30)));
  }, 120_000);
  afterAll(async () => t?.close());

  it('has three flocks, two feed types with a cost change, and a log per flock and day', async () => {
    const manager = await t.signedIn('manager', 2);
    const flocks = (await manager.get('/api/livestock')).json().data;
    expect(flocks.map((f: { name: string; status: string }) => [f.name, f.status])).toEqual([
      ['Flock A (House 1)', 'laying'],
      ['Flock B (House 2)', 'laying'],
      ['Flock C (House 3)', 'growing'],
    ]);
    const feedTypes = (await manager.get('/api/feed-types')).json().data;
    expect(
      feedTypes.map((f: { name: string; cost_per_bag: number }) => [f.name, f.cost_per_bag]),
    ).toEqual([
      ['Grower crumbles', 1440],
      ['Layer mash', 2480],
    ]);
    const mash = feedTypes.find((f: { name: string }) => f.name === 'Layer mash');
    // Layer mash changes on 1 July, which 30 June has not reached: halfway, on 1 April.
    expect((await manager.get(`/api/feed-types/${mash.id}/costs`)).json().data).toEqual([
      { effective_on: '2025-04-01', cost_per_bag: 2480 },
      { effective_on: '2025-01-01', cost_per_bag: 2250 },
    ]);
    // 1 January to 30 June 2025: 181 days; eggs from the two laying flocks, feed for all three.
    expect((await manager.get('/api/egg-collection-logs')).json().total).toBe(2 * 181);
    expect((await manager.get('/api/layer-feeding-logs')).json().total).toBe(3 * 181);
  });

  it('posts the movements of the logs: good eggs in per grade, feed out', async () => {
    const db = t.database.handle.db as unknown as Executor;
    const [eggs] = await rowsOf<{ moved: string; logged: string }>(
      db,
      sql`select (select coalesce(sum(quantity), 0) from jf_stock_movements
                    where source = 'egg_collection')::bigint as moved,
                   (select sum(large_trays * 30 + large_loose + medium_trays * 30 + medium_loose
                             + small_trays * 30 + small_loose + jumbo_trays * 30 + jumbo_loose)
                    from egg_collection_logs)::bigint as logged`,
    );
    expect(Number(eggs?.moved)).toBe(Number(eggs?.logged));
    const [feed] = await rowsOf<{ moved: string; logged: string }>(
      db,
      sql`select (select sum(quantity) from jf_stock_movements where source = 'feeding')::bigint
                     as moved,
                   (select sum(quantity) from layer_feeding_logs)::bigint as logged`,
    );
    expect(Number(feed?.moved)).toBe(-Number(feed?.logged));
  });

  it('reports the half year quickly, laying about 85 %, mostly large and medium', async () => {
    const manager = await t.signedIn('manager', 2);
    const started = performance.now();
    const eggs = await manager.get(`/api/egg-collection-report?${PERIOD}`);
    const feeding = await manager.get(`/api/layer-feeding-report?${PERIOD}`);
    expect(performance.now() - started).toBeLessThan(3_000);
    const days = eggs.json().days as {
      large: number;
      medium: number;
      total: number;
      birds: number;
    }[];
    expect(days).toHaveLength(2 * 181);
    const sum = (key: 'large' | 'medium' | 'total' | 'birds') =>
      days.reduce((total, day) => total + day[key], 0);
    const rate = sum('total') / sum('birds');
    expect(rate).toBeGreaterThan(0.8);
    expect(rate).toBeLessThan(0.9);
    expect((sum('large') + sum('medium')) / sum('total')).toBeGreaterThan(0.8);
    const flocks = feeding.json().flocks as { flock: string; feed_per_dozen: number | null }[];
    expect(flocks.map((f) => f.flock)).toEqual([
      'Flock A (House 1)',
      'Flock B (House 2)',
      'Flock C (House 3)',
    ]);
    // About 115 g a bird and day for 0.85 eggs: some 1.6 kg of feed a dozen.
    expect(flocks[0]?.feed_per_dozen).toBeGreaterThan(1.4);
    expect(flocks[0]?.feed_per_dozen).toBeLessThan(1.8);
    expect(flocks[2]?.feed_per_dozen).toBeNull();
  });
});
