/**
 * Stock counts: a week starts on a Monday and a month on the 1st; two counts never cover one
 * item over overlapping periods (422 with the other count named), and of two created at the
 * same moment exactly one wins; an open count may be deleted, with the adjustments it posted.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailsOf, makeItem, onHand, post } from './stockHelpers.testing';

describe.each(databaseKinds())('farm stock counts on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let jumbo: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The driver looks at the farm's stock and counts (access_inventories and
    // access_inventory_logs alone), in brand 2: added before anyone signs in (roles are cached).
    const db = t.database.handle.db;
    await db.execute(sql`insert into roles (name) values ('Stock viewer')`);
    await db.execute(sql`insert into role_permissions (role_id, permission_id)
      select r.id, p.id from roles r, permissions p
      where r.name = 'Stock viewer' and p.name in ('access_inventories', 'access_inventory_logs')`);
    await db.execute(sql`insert into user_roles (user_id, role_id)
      select u.id, r.id from users u, roles r
      where u.email = 'driver@backoffice.test' and r.name = 'Stock viewer'`);
    await db.execute(sql`insert into brand_user (user_id, brand_id)
      select id, 2 from users where email = 'driver@backoffice.test'`);
    manager = await t.signedIn('manager', 2);
    jumbo = await makeItem(manager, {
      name: 'Jumbo eggs',
      kind: 'eggs',
      grade: 'jumbo',
      unit: 'eggs',
      reorder: 60,
      cost: 30,
    });
  }, 120_000);
  afterAll(async () => t?.close());

  const create = (period: string, startsOn: string) =>
    manager.post('/api/jf-inventory-logs', { form: { period, starts_on: startsOn } });

  it('dates a count by its period and refuses one that starts on the wrong day', async () => {
    const tuesday = await create('week', '2025-03-04');
    expect(tuesday.statusCode).toBe(422);
    expect(tuesday.json().errors).toEqual({ starts_on: ['A weekly count starts on a Monday.'] });
    const midMonth = await create('month', '2025-02-15');
    expect(midMonth.json().errors).toEqual({
      starts_on: ['A monthly count starts on the first day of a month.'],
    });
    const february = await create('month', '2025-02-01');
    expect(february.statusCode, february.body).toBe(201);
    expect(february.json().data).toMatchObject({
      period: 'month',
      starts_on: '2025-02-01',
      ends_on: '2025-02-28',
      status: 'open',
    });
  });

  it('refuses a count over part of another’s period, and of two at once exactly one wins', async () => {
    const week = await create('week', '2025-02-24'); // 24 February to 2 March: overlaps February
    expect(week.statusCode).toBe(422);
    expect(week.json()).toEqual({
      message:
        'Another count (month of 2025-02-01 to 2025-02-28) already covers these items in part of this period.',
      errors: {
        starts_on: [
          'Another count (month of 2025-02-01 to 2025-02-28) already covers these items in part of this period.',
        ],
      },
    });
    const [a, b] = await Promise.all([create('week', '2025-03-10'), create('week', '2025-03-10')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    const listed = await manager.get('/api/jf-inventory-logs?filter[starts_on][from]=2025-03-01');
    expect(listed.json().data.map((log: { starts_on: string }) => log.starts_on)).toEqual([
      '2025-03-10',
    ]);
  });

  it('lets a viewer read counts and items, and nothing more (403)', async () => {
    const viewer = await t.signedIn('driver', 2);
    const listed = await viewer.get('/api/jf-inventory-logs');
    expect(listed.statusCode).toBe(200);
    const [count] = listed.json().data as { id: number }[];
    expect((await viewer.get(`/api/jf-inventory-logs/${count?.id}/details`)).statusCode).toBe(200);
    expect((await viewer.get(`/api/jf-inventories/${jumbo}/movements`)).statusCode).toBe(200);
    const refused = [
      await viewer.post('/api/jf-inventory-logs', {
        form: { period: 'week', starts_on: '2025-05-12' },
      }),
      await viewer.post(`/api/jf-inventory-logs/${count?.id}/reconcile`, {
        form: { detail_id: '1', counted: '0' },
      }),
      await viewer.post('/api/jf-stock-receipts', {
        form: {
          received_on: '2025-05-12',
          inventory_id: String(jumbo),
          quantity: '1',
          unit_cost: '0',
        },
      }),
      await viewer.post('/api/jf-inventories', {
        form: { name: 'Nope', kind: 'other', unit: 'x', reorder_level: '0', unit_cost: '0' },
      }),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403]);
  });

  it('deletes an open count with the adjustments it posted', async () => {
    await post(t.database.handle.db, [
      {
        inventoryId: jumbo,
        movedOn: '2025-04-02',
        quantity: 90,
        source: 'egg_collection',
        sourceId: null,
      },
    ]);
    const made = await create('week', '2025-03-31');
    const id = made.json().data.id as number;
    const details = await detailsOf(manager, id);
    expect(details['Jumbo eggs']).toMatchObject({
      opening: 0,
      received: 90,
      used: 0,
      expected: 90,
    });
    const reconciled = await manager.post(`/api/jf-inventory-logs/${id}/reconcile`, {
      form: { detail_id: String(details['Jumbo eggs']?.id), counted: '84', reason: 'Six broken' },
    });
    // The only item: the count closes with it. A closed count stays.
    expect(reconciled.json().data.status).toBe('closed');
    expect(await onHand(manager, jumbo)).toEqual({ on_hand: 84, below_reorder: 0 });
    expect((await manager.delete(`/api/jf-inventory-logs/${id}`)).statusCode).toBe(409);

    // An open count (a new item makes two details) goes, with its adjustment.
    await makeItem(manager, {
      name: 'Dewormer',
      kind: 'medicine',
      unit: 'doses',
      reorder: 0,
      cost: 80,
    });
    const open = await create('week', '2025-04-07');
    const openId = open.json().data.id as number;
    // Its notes may change; its period may not.
    const noted = await manager.put(`/api/jf-inventory-logs/${openId}`, {
      form: { notes: 'Counted on Monday morning' },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().data).toMatchObject({ notes: 'Counted on Monday morning', status: 'open' });
    const moved = await manager.put(`/api/jf-inventory-logs/${openId}`, {
      form: { starts_on: '2025-04-14' },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({
      starts_on: ['The period of a count cannot be changed: delete the count and start another.'],
    });
    const openDetails = await detailsOf(manager, openId);
    expect(openDetails['Jumbo eggs']).toMatchObject({ opening: 84, expected: 84 });
    await manager.post(`/api/jf-inventory-logs/${openId}/reconcile`, {
      form: {
        detail_id: String(openDetails['Jumbo eggs']?.id),
        counted: '80',
        reason: 'Four used',
      },
    });
    expect(await onHand(manager, jumbo)).toEqual({ on_hand: 80, below_reorder: 0 });
    expect((await manager.delete(`/api/jf-inventory-logs/${openId}`)).statusCode).toBe(204);
    expect(await onHand(manager, jumbo)).toEqual({ on_hand: 84, below_reorder: 0 });
  });
});
