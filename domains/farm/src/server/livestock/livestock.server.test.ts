/**
 * Flocks, feed types, egg collection logs and feeding logs through the API, every figure written
 * out: who may manage them, one egg log per flock and day (also two saves at once), the computed
 * good and total eggs and laying rate, the stock movements each log posts, corrects and removes,
 * and a feeding's cost following the feed type's cost history.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { addDays } from '@backoffice/contract';
import { businessToday, type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_EGG_LOG } from '../../resources/livestock/eggCollectionLogs';
import { NOT_A_FEED_ITEM } from './feedTypes';

const EGG_COLLECTOR = 'egg.collector@backoffice.test';

/**
 * A farm hand whose only role holds access_egg_collection_logs, in brand 2. Added before anyone
 * signs in, as the server caches roles for a while.
 */
async function addEggCollector(t: TestApp): Promise<void> {
  const db = t.database.handle.db as unknown as Executor;
  await db.execute(sql`insert into users (first_name, last_name, email, password_hash)
    select 'Ella', 'Eggs', ${EGG_COLLECTOR}, password_hash from users
    where email = 'driver@backoffice.test'`);
  await db.execute(sql`insert into roles (name) values ('Egg Collector')`);
  await db.execute(sql`insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r, permissions p
    where r.name = 'Egg Collector' and p.name = 'access_egg_collection_logs'`);
  await db.execute(sql`insert into user_roles (user_id, role_id)
    select u.id, r.id from users u, roles r
    where u.email = ${EGG_COLLECTOR} and r.name = 'Egg Collector'`);
  await db.execute(sql`insert into brand_user (user_id, brand_id)
    select id, 2 from users where email = ${EGG_COLLECTOR}`);
}

describe.each(databaseKinds())('livestock and daily logs on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let hr: Agent;
  let otherBrand: Agent;
  const items: Record<string, number> = {};
  let flock: number;
  let pullets: number;
  let mash: number;

  const onHand = async (item: string) =>
    (await manager.get(`/api/jf-inventories/${items[item]}`)).json().data.on_hand as number;
  const movements = (source: string, sourceId: number) =>
    rowsOf(
      t.database.handle.db as unknown as Executor,
      sql`select i.name, m.quantity::int as quantity, m.moved_on::text as moved_on
          from jf_stock_movements m join jf_inventories i on i.id = m.inventory_id
          where m.source = ${source} and m.source_id = ${sourceId} order by i.name`,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    await addEggCollector(t);
    manager = await t.signedIn('manager', 2);
    hr = await t.signedIn('hr', 2);
    otherBrand = await t.signedIn('admin', 1);
    const item = async (name: string, form: Record<string, string>) => {
      const created = await manager.post('/api/jf-inventories', {
        form: { name, reorder_level: '0', unit_cost: '0', ...form },
      });
      expect(created.statusCode, created.body).toBe(201);
      items[name] = created.json().data.id as number;
    };
    for (const grade of ['small', 'medium', 'large']) {
      await item(`Eggs ${grade}`, { kind: 'eggs', egg_grade: grade, unit: 'eggs' });
    }
    await item('Layer mash stock', { kind: 'feed', unit: 'kg' });
    await item('Egg boxes', { kind: 'packaging', unit: 'boxes' });
    const created = await manager.post('/api/livestock', {
      form: {
        name: 'House A layers',
        breed: 'ISA Brown',
        house: 'A',
        bird_count: '2000',
        acquired_on: '2023-06-01',
        status: 'laying',
      },
    });
    expect(created.statusCode).toBe(201);
    flock = created.json().data.id;
    pullets = (
      await manager.post('/api/livestock', {
        form: {
          name: 'House C pullets',
          breed: 'Lohmann',
          house: 'C',
          bird_count: '0',
          acquired_on: '2024-01-10',
          status: 'growing',
        },
      })
    ).json().data.id;
  }, 120_000);
  afterAll(async () => t?.close());

  describe('flocks and feed types', () => {
    it('are managed with manage_livestock / manage_feed_types in brand 2 only', async () => {
      expect((await hr.get('/api/livestock')).statusCode).toBe(403);
      expect((await hr.get('/api/feed-types')).statusCode).toBe(403);
      expect((await hr.post('/api/livestock', { form: { name: 'Nope' } })).statusCode).toBe(403);
      expect((await otherBrand.get('/api/livestock')).statusCode).toBe(403);
      expect((await otherBrand.get('/api/feed-types')).statusCode).toBe(403);
      expect((await otherBrand.get('/api/egg-collection-logs')).statusCode).toBe(403);
      expect((await otherBrand.get('/api/layer-feeding-logs')).statusCode).toBe(403);

      const list = await manager.get('/api/livestock?sort=name&direction=asc');
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((row: { name: string }) => row.name)).toEqual([
        'House A layers',
        'House C pullets',
      ]);
      const changed = await manager.put(`/api/livestock/${pullets}`, {
        form: { bird_count: '1500' },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data).toMatchObject({ bird_count: 1500, status: 'growing' });
      const spare = await manager.post('/api/livestock', {
        form: {
          name: 'Spare',
          breed: 'Mixed',
          house: 'D',
          bird_count: '10',
          acquired_on: '2024-01-01',
          status: 'pets',
        },
      });
      expect(spare.statusCode).toBe(422);
      expect(spare.json().errors.status).toEqual(['The selected status is invalid.']);
    });

    it('may be listed and viewed, never changed, by those who log eggs (the flock picker)', async () => {
      const collector = t.agent();
      await collector.signInTo(EGG_COLLECTOR, 2);
      expect((await collector.get('/api/livestock')).statusCode).toBe(200);
      expect((await collector.get(`/api/livestock/${flock}`)).json().data.name).toBe(
        'House A layers',
      );
      expect((await collector.post('/api/livestock', { form: { name: 'Mine' } })).statusCode).toBe(
        403,
      );
      const rename = await collector.put(`/api/livestock/${flock}`, { form: { name: 'Mine' } });
      expect(rename.statusCode).toBe(403);
      expect((await collector.delete(`/api/livestock/${flock}`)).statusCode).toBe(403);
      // Feed types are read by those who log feed, not eggs.
      expect((await collector.get('/api/feed-types')).statusCode).toBe(403);
    });

    it('takes only a feed stock item, and keeps each cost per bag in its history', async () => {
      const wrong = await manager.post('/api/feed-types', {
        form: {
          name: 'Layer mash',
          unit: 'bag',
          bag_weight: '50',
          cost_per_bag: '2000',
          inventory_id: String(items['Egg boxes']),
        },
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ inventory_id: [NOT_A_FEED_ITEM] });

      const created = await manager.post('/api/feed-types', {
        form: {
          name: 'Layer mash',
          unit: 'bag',
          bag_weight: '50',
          cost_per_bag: '2000',
          inventory_id: String(items['Layer mash stock']),
        },
      });
      expect(created.statusCode).toBe(201);
      mash = created.json().data.id;
      const today = new Date().toISOString().slice(0, 10);
      expect((await manager.get(`/api/feed-types/${mash}/costs`)).json().data).toEqual([
        { effective_on: today, cost_per_bag: 2000 },
      ]);
      // The first cost is back-dated to 1 January 2024, as if the type had been added then.
      await t.database.handle.db.execute(
        sql`update feed_type_costs set effective_on = '2024-01-01' where feed_type_id = ${mash}`,
      );
      // From today a bag costs $24.00; changing the name alone keeps the history as it is.
      expect(
        (await manager.put(`/api/feed-types/${mash}`, { form: { cost_per_bag: '2400' } })).json()
          .data.cost_per_bag,
      ).toBe(2400);
      expect(
        (await manager.put(`/api/feed-types/${mash}`, { form: { unit: 'sack' } })).statusCode,
      ).toBe(200);
      expect((await manager.get(`/api/feed-types/${mash}/costs`)).json().data).toEqual([
        { effective_on: today, cost_per_bag: 2400 },
        { effective_on: '2024-01-01', cost_per_bag: 2000 },
      ]);
      expect((await hr.get(`/api/feed-types/${mash}/costs`)).statusCode).toBe(403);
    });
  });

  describe('egg collection logs', () => {
    let logId: number;

    it('computes good eggs, total eggs and the laying rate against the copied bird count', async () => {
      const created = await manager.post('/api/egg-collection-logs', {
        form: {
          collected_on: '2024-03-04',
          livestock_id: String(flock),
          small_trays: '2',
          small_loose: '5',
          medium_trays: '10',
          large_trays: '40',
          large_loose: '12',
          cracked: '9',
          broken: '4',
          // The server's: ignored.
          bird_count: '1',
          recorded_by: '999',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const data = created.json().data;
      logId = data.id;
      // Small 2 x 30 + 5 = 65; medium 10 x 30 = 300; large 40 x 30 + 12 = 1212: 1577 good.
      // Total 1577 + 9 cracked + 4 broken = 1590; 1590 / 2000 birds = 79.5 %.
      expect(data).toMatchObject({
        medium_loose: 0,
        jumbo_trays: 0,
        jumbo_loose: 0,
        bird_count: 2000,
        good_eggs: 1577,
        total_eggs: 1590,
        laying_rate: 79.5,
        recorded_by_name: expect.stringContaining('Manager'),
      });
      expect(data.recorded_by).toEqual(expect.any(Number));
      expect(data.recorded_by).not.toBe(999);
      expect(await movements('egg_collection', logId)).toEqual([
        { name: 'Eggs large', quantity: 1212, moved_on: '2024-03-04' },
        { name: 'Eggs medium', quantity: 300, moved_on: '2024-03-04' },
        { name: 'Eggs small', quantity: 65, moved_on: '2024-03-04' },
      ]);
      expect(await onHand('Eggs large')).toBe(1212);

      const list = await manager.get('/api/egg-collection-logs');
      expect(list.json().totals).toEqual({
        good_eggs: 1577,
        total_eggs: 1590,
        cracked: 9,
        broken: 4,
      });
    });

    it('keeps one log per flock and day, with a clear message', async () => {
      const again = await manager.post('/api/egg-collection-logs', {
        form: { collected_on: '2024-03-04', livestock_id: String(flock), large_trays: '1' },
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ collected_on: [DUPLICATE_EGG_LOG] });
      // Two saves of one flock and day at once: exactly one is stored.
      const both = await Promise.all(
        [1, 2].map((n) =>
          manager.post('/api/egg-collection-logs', {
            form: {
              collected_on: '2024-03-05',
              livestock_id: String(flock),
              large_trays: String(n),
            },
          }),
        ),
      );
      expect(both.map((res) => res.statusCode).sort()).toEqual([201, 422]);
      const day = await manager.get(
        `/api/egg-collection-logs?filter[collected_on]=2024-03-05&filter[livestock_id]=${flock}`,
      );
      expect(day.json().total).toBe(1);
      // Another flock the same day is fine.
      const other = await manager.post('/api/egg-collection-logs', {
        form: { collected_on: '2024-03-04', livestock_id: String(pullets), small_loose: '3' },
      });
      expect(other.statusCode).toBe(201);
      // 3 eggs from 1500 birds: 0.2 %.
      expect(other.json().data).toMatchObject({ bird_count: 1500, good_eggs: 3, laying_rate: 0.2 });
    });

    it('refuses a log dated after the business’s today, and takes one of today', async () => {
      const today = businessToday();
      const tomorrow = addDays(today, 1);
      const ahead = await manager.post('/api/egg-collection-logs', {
        form: { collected_on: tomorrow, livestock_id: String(flock), large_trays: '1' },
      });
      expect(ahead.statusCode).toBe(422);
      expect(ahead.json().errors).toEqual({
        collected_on: ['The day field must be a date before or equal to today.'],
      });
      const fedAhead = await manager.post('/api/layer-feeding-logs', {
        form: {
          fed_on: tomorrow,
          livestock_id: String(flock),
          feed_type_id: String(mash),
          quantity: '10',
        },
      });
      expect(fedAhead.statusCode).toBe(422);
      expect(fedAhead.json().errors.fed_on).toEqual([
        'The day field must be a date before or equal to today.',
      ]);
      // Nothing of either was stored; today's log is.
      const listed = await manager.get(`/api/egg-collection-logs?filter[collected_on]=${tomorrow}`);
      expect(listed.json().total).toBe(0);
      const ofToday = await manager.post('/api/egg-collection-logs', {
        form: { collected_on: today, livestock_id: String(pullets), small_loose: '1' },
      });
      expect(ofToday.statusCode).toBe(201);
    });

    it('refuses eggs of a grade the brand has no stock item for', async () => {
      const jumbo = await manager.post('/api/egg-collection-logs', {
        form: { collected_on: '2024-03-06', livestock_id: String(flock), jumbo_trays: '1' },
      });
      expect(jumbo.statusCode).toBe(422);
      expect(jumbo.json().errors.jumbo_trays[0]).toContain('no stock item for jumbo eggs');
      expect(
        (
          await manager.get(
            `/api/egg-collection-logs?filter[collected_on]=2024-03-06&filter[livestock_id]=${flock}`,
          )
        ).json().total,
      ).toBe(0);
      const loose = await manager.post('/api/egg-collection-logs', {
        form: { collected_on: '2024-03-06', livestock_id: String(flock), large_loose: '30' },
      });
      expect(loose.statusCode).toBe(422);
      expect(loose.json().errors.large_loose).toEqual([
        'The large loose field must not be greater than 29.',
      ]);
    });

    it('reposts the movements of a correction and removes them on delete', async () => {
      const before = await onHand('Eggs large');
      // Large corrected from 40 trays + 12 to 38 trays + 0 = 1140; small and medium unchanged.
      const corrected = await manager.put(`/api/egg-collection-logs/${logId}`, {
        form: { large_trays: '38', large_loose: '0', version: '1' },
      });
      expect(corrected.statusCode).toBe(200);
      // 65 + 300 + 1140 = 1505 good; + 13 = 1518 total; 1518 / 2000 = 75.9 %.
      expect(corrected.json().data).toMatchObject({
        good_eggs: 1505,
        total_eggs: 1518,
        laying_rate: 75.9,
        version: 2,
      });
      expect(await movements('egg_collection', logId)).toEqual([
        { name: 'Eggs large', quantity: 1140, moved_on: '2024-03-04' },
        { name: 'Eggs medium', quantity: 300, moved_on: '2024-03-04' },
        { name: 'Eggs small', quantity: 65, moved_on: '2024-03-04' },
      ]);
      expect(await onHand('Eggs large')).toBe(before - 1212 + 1140);
      const audit = (await manager.get(`/api/egg-collection-logs/${logId}/audit`)).json().data;
      expect(audit[0]).toMatchObject({
        action: 'updated',
        changes: { large_trays: { old: 40, new: 38 }, large_loose: { old: 12, new: 0 } },
      });

      expect((await manager.delete(`/api/egg-collection-logs/${logId}`)).statusCode).toBe(204);
      expect(await movements('egg_collection', logId)).toEqual([]);
      expect(await onHand('Eggs large')).toBe(before - 1212);
    });
  });

  describe('feeding logs', () => {
    it('costs the feed at the price of its own day and takes it out of stock', async () => {
      const feed = async (fedOn: string, quantity: string) => {
        const created = await manager.post('/api/layer-feeding-logs', {
          form: {
            fed_on: fedOn,
            livestock_id: String(flock),
            feed_type_id: String(mash),
            quantity,
            cost: '1',
          },
        });
        expect(created.statusCode).toBe(201);
        return created.json().data;
      };
      const today = new Date().toISOString().slice(0, 10);
      // 2024-03-04 at $20.00 a 50 kg bag: 230 kg x 2000 / 50 = 9200 cents ($92.00).
      const march = await feed('2024-03-04', '230');
      expect(march).toMatchObject({ quantity: 230, cost: 9200 });
      // Today at $24.00 a bag: 233 kg x 2400 / 50 = 11184 cents ($111.84).
      const now = await feed(today, '233');
      expect(now.cost).toBe(11184);
      // Before the first cost known (2023), the first cost: 7 kg x 2000 / 50 = 280; 1 kg: 40.
      expect((await feed('2023-12-31', '7')).cost).toBe(280);
      // Rounded to the cent: 3 kg x 2400 / 50 = 144; 1 kg at $20.00 = 40.
      expect((await feed(today, '3')).cost).toBe(144);

      expect(await movements('feeding', march.id)).toEqual([
        { name: 'Layer mash stock', quantity: -230, moved_on: '2024-03-04' },
      ]);
      expect(await onHand('Layer mash stock')).toBe(-(230 + 233 + 7 + 3));

      // Corrected to 100 kg on 2024-03-04: 100 x 2000 / 50 = 4000, stock gives back 130 kg.
      const corrected = await manager.put(`/api/layer-feeding-logs/${march.id}`, {
        form: { quantity: '100' },
      });
      expect(corrected.statusCode).toBe(200);
      expect(corrected.json().data.cost).toBe(4000);
      expect(await onHand('Layer mash stock')).toBe(-(100 + 233 + 7 + 3));
      expect((await manager.delete(`/api/layer-feeding-logs/${now.id}`)).statusCode).toBe(204);
      expect(await movements('feeding', now.id)).toEqual([]);
      expect(await onHand('Layer mash stock')).toBe(-(100 + 7 + 3));

      const list = (await manager.get('/api/layer-feeding-logs')).json();
      expect(list.totals).toEqual({ quantity: 100 + 7 + 3, cost: 4000 + 280 + 144 });
      expect((await hr.get('/api/layer-feeding-logs')).statusCode).toBe(403);
    });
  });
});
