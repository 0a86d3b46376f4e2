/**
 * Undo of a deleted egg collection log and feeding log through the API, every figure written
 * out: the delete answers an `Undo-Token`, the undo writes the log back with its id and counts
 * and posts its stock movements again on its day (on hand as before the delete), once only.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(databaseKinds())('undo of a deleted daily log on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  const items: Record<string, number> = {};
  let flock: number;
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
  const undo = (token: string) => manager.post(`/api/undo/${token}`, { json: {} });

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await t.signedIn('manager', 2);
    const item = async (name: string, form: Record<string, string>) => {
      const created = await manager.post('/api/jf-inventories', {
        form: { name, reorder_level: '0', unit_cost: '0', ...form },
      });
      expect(created.statusCode, created.body).toBe(201);
      items[name] = created.json().data.id as number;
    };
    for (const grade of ['small', 'medium', 'large']) {
      await item(`Undo eggs ${grade}`, { kind: 'eggs', egg_grade: grade, unit: 'eggs' });
    }
    await item('Undo mash stock', { kind: 'feed', unit: 'kg' });
    const created = await manager.post('/api/livestock', {
      form: {
        name: 'House U layers',
        breed: 'ISA Brown',
        house: 'U',
        bird_count: '1000',
        acquired_on: '2023-06-01',
        status: 'laying',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    flock = created.json().data.id;
    const feedType = await manager.post('/api/feed-types', {
      form: {
        name: 'Undo mash',
        unit: 'bag',
        bag_weight: '50',
        cost_per_bag: '2000',
        inventory_id: String(items['Undo mash stock']),
      },
    });
    expect(feedType.statusCode, feedType.body).toBe(201);
    mash = feedType.json().data.id;
  }, 120_000);
  afterAll(async () => t?.close());

  it('restores a deleted egg log with its eggs back in stock', async () => {
    const created = await manager.post('/api/egg-collection-logs', {
      form: {
        collected_on: '2024-05-02',
        livestock_id: String(flock),
        small_trays: '1',
        small_loose: '4',
        large_trays: '20',
        cracked: '3',
        notes: 'Hen house U',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const log = created.json().data;
    const eggsOf = [
      { name: 'Undo eggs large', quantity: 600, moved_on: '2024-05-02' },
      { name: 'Undo eggs small', quantity: 34, moved_on: '2024-05-02' },
    ];
    expect(await movements('egg_collection', log.id)).toEqual(eggsOf);
    const largeBefore = await onHand('Undo eggs large');

    const deleted = await manager.delete(`/api/egg-collection-logs/${log.id}`);
    expect(deleted.statusCode).toBe(204);
    const token = deleted.headers['undo-token'];
    expect(token).toEqual(expect.any(String));
    expect(await movements('egg_collection', log.id)).toEqual([]);
    expect(await onHand('Undo eggs large')).toBe(largeBefore - 600);
    expect((await manager.get(`/api/egg-collection-logs/${log.id}`)).statusCode).toBe(404);

    const undone = await undo(String(token));
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({
      resource: 'egg_collection_logs',
      id: log.id,
      change: 'deleted',
    });
    const back = (await manager.get(`/api/egg-collection-logs/${log.id}`)).json().data;
    // 1 x 30 + 4 = 34 small; 20 x 30 = 600 large: 634 good, + 3 cracked = 637; 63.7 % of 1000.
    expect(back).toMatchObject({
      id: log.id,
      collected_on: '2024-05-02',
      small_trays: 1,
      small_loose: 4,
      large_trays: 20,
      cracked: 3,
      good_eggs: 634,
      total_eggs: 637,
      laying_rate: 63.7,
      bird_count: 1000,
      notes: 'Hen house U',
      recorded_by_name: log.recorded_by_name,
    });
    expect(await movements('egg_collection', log.id)).toEqual(eggsOf);
    expect(await onHand('Undo eggs large')).toBe(largeBefore);
    const audit = (await manager.get(`/api/egg-collection-logs/${log.id}/audit`)).json().data;
    expect(audit[0]).toMatchObject({ action: 'restored' });
    // A second undo of the same delete is refused.
    expect((await undo(String(token))).statusCode).toBe(409);
  });

  it('refuses to restore an egg log whose flock and day were logged again since', async () => {
    const form = { collected_on: '2024-05-09', livestock_id: String(flock), large_trays: '10' };
    const first = await manager.post('/api/egg-collection-logs', { form });
    expect(first.statusCode, first.body).toBe(201);
    const deleted = await manager.delete(`/api/egg-collection-logs/${first.json().data.id}`);
    const token = String(deleted.headers['undo-token']);
    const again = await manager.post('/api/egg-collection-logs', { form });
    expect(again.statusCode, again.body).toBe(201);
    const undone = await undo(token);
    expect(undone.statusCode, undone.body).toBe(409);
    expect(undone.json().message).toBe(
      'Another egg collection log was saved in its place since, so this one cannot be restored.',
    );
    // The log saved since stands, with its 300 eggs.
    const kept = (await manager.get(`/api/egg-collection-logs/${again.json().data.id}`)).json();
    expect(kept.data).toMatchObject({ collected_on: '2024-05-09', good_eggs: 300 });
  });

  it('restores a deleted feeding log with its feed out of stock again', async () => {
    const before = await onHand('Undo mash stock');
    const created = await manager.post('/api/layer-feeding-logs', {
      form: {
        fed_on: '2024-05-02',
        livestock_id: String(flock),
        feed_type_id: String(mash),
        quantity: '125',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const log = created.json().data;
    // 125 kg at $20.00 a 50 kg bag: 125 x 2000 / 50 = 5000 cents.
    expect(log).toMatchObject({ quantity: 125, cost: 5000 });
    expect(await onHand('Undo mash stock')).toBe(before - 125);

    const deleted = await manager.delete(`/api/layer-feeding-logs/${log.id}`);
    expect(deleted.statusCode).toBe(204);
    const token = deleted.headers['undo-token'];
    expect(token).toEqual(expect.any(String));
    expect(await onHand('Undo mash stock')).toBe(before);

    const undone = await undo(String(token));
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({ id: log.id, change: 'deleted' });
    const back = (await manager.get(`/api/layer-feeding-logs/${log.id}`)).json().data;
    expect(back).toMatchObject({ id: log.id, fed_on: '2024-05-02', quantity: 125, cost: 5000 });
    expect(await movements('feeding', log.id)).toEqual([
      { name: 'Undo mash stock', quantity: -125, moved_on: '2024-05-02' },
    ]);
    expect(await onHand('Undo mash stock')).toBe(before - 125);
  });
});
