/**
 * The worked example of the stock ledger, every figure written out. One week (Monday 3 June to
 * Sunday 9 June 2024) of a small farm:
 *
 * | day        | Large eggs                        | Medium eggs       | Layer mash (kg)     |
 * | ---------- | --------------------------------- | ----------------- | ------------------- |
 * | Fri 31 May | collected +600                    |                   | received +500       |
 * | Mon 3 Jun  | collected +450                    |                   | fed -120            |
 * | Tue 4 Jun  | sold 10 trays -300                | sold 2 trays -60  |                     |
 * | Wed 5 Jun  | collected +420; sold 2 trays -60, voided +60 |        |                     |
 * | Thu 6 Jun  |                                   |                   | received +250; fed -130 |
 * | Fri 7 Jun  | sold 8 trays -240                 |                   |                     |
 * | Sat 8 Jun  | 1 tray refunded, restocked +30; 1 tray refunded, not restocked |  |        |
 *
 * The week's count: Large eggs opening 600, received 450 + 420 + 60 + 30 = 960, used 300 + 60 +
 * 240 = 600, expected 960, counted 950 (variance -10, "Ten cracked in the store"); Medium eggs
 * opening 0, received 0, used 60, expected -60 (sold before any collection was entered),
 * counted 0 (variance +60); Layer mash opening 500, received 250, used 250, expected 500,
 * counted 500; Egg trays nothing moved: 0, counted 0.
 *
 * The collections and the feed use are entered as egg collection logs (large eggs in trays of
 * 30) and layer feeding logs of one flock, through their endpoints, which post the movements.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_HAS_MOVEMENTS } from './itemMovements';
import { detailsOf, makeItem, makeSaleItem, onHand } from './stockHelpers.testing';

describe.each(databaseKinds())('the farm stock ledger on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let large: number;
  let medium: number;
  let mash: number;
  let trays: number;
  let largeTray: number;
  let mediumTray: number;
  let flock: number;
  let mashFeed: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await t.signedIn('manager', 2);
    large = await makeItem(manager, {
      name: 'Large eggs',
      kind: 'eggs',
      grade: 'large',
      unit: 'eggs',
      reorder: 300,
      cost: 25,
    });
    medium = await makeItem(manager, {
      name: 'Medium eggs',
      kind: 'eggs',
      grade: 'medium',
      unit: 'eggs',
      reorder: 0,
      cost: 20,
    });
    mash = await makeItem(manager, {
      name: 'Layer mash',
      kind: 'feed',
      unit: 'kg',
      reorder: 100,
      cost: 60,
    });
    trays = await makeItem(manager, {
      name: 'Egg trays',
      kind: 'packaging',
      unit: 'trays',
      reorder: 50,
      cost: 15,
    });
    largeTray = await makeSaleItem(manager, 'Tray of large eggs (30)', 900, large, 30);
    mediumTray = await makeSaleItem(manager, 'Tray of medium eggs (30)', 750, medium, 30);
    const made = await manager.post('/api/livestock', {
      form: {
        name: 'House A layers',
        breed: 'ISA Brown',
        house: 'A',
        bird_count: '1000',
        acquired_on: '2024-01-15',
        status: 'laying',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    flock = made.json().data.id;
    const feedType = await manager.post('/api/feed-types', {
      form: {
        name: 'Layer mash 50 kg',
        unit: 'bag',
        bag_weight: '50',
        cost_per_bag: '3000',
        inventory_id: String(mash),
      },
    });
    expect(feedType.statusCode, feedType.body).toBe(201);
    mashFeed = feedType.json().data.id;
  }, 120_000);
  afterAll(async () => t?.close());

  const db = () => t.database.handle.db;
  /** An egg collection log of the flock: `trays` trays and `loose` loose large eggs. */
  const collect = async (day: string, trays: number, loose = 0) => {
    const created = await manager.post('/api/egg-collection-logs', {
      form: {
        collected_on: day,
        livestock_id: String(flock),
        large_trays: String(trays),
        large_loose: String(loose),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.id as number;
  };
  /** A layer feeding log of the flock: `kg` of layer mash. */
  const feed = async (day: string, kg: number) => {
    const created = await manager.post('/api/layer-feeding-logs', {
      form: {
        fed_on: day,
        livestock_id: String(flock),
        feed_type_id: String(mashFeed),
        quantity: String(kg),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.id as number;
  };
  const sell = async (soldOn: string, lines: [number, number][]) => {
    const created = await manager.post('/api/jf-sales', {
      json: {
        sold_on: soldOn,
        payment_method: 'card',
        lines: lines.map(([item, quantity]) => ({ sale_item_id: item, quantity })),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data as { id: number; lines: { id: number }[] };
  };
  const receive = (day: string, item: number, quantity: number, cost: number, ref: string) =>
    manager.post('/api/jf-stock-receipts', {
      form: {
        received_on: day,
        inventory_id: String(item),
        quantity: String(quantity),
        unit_cost: String(cost),
        reference: ref,
      },
    });

  it('keeps the week: sales, a void and refunds move stock; the count finds each figure', async () => {
    // Before the week: 600 large eggs collected (20 trays), 500 kg of layer mash received at $0.60.
    const friday31 = await collect('2024-05-31', 20);
    expect((await receive('2024-05-31', mash, 500, 60, 'PO-1')).statusCode).toBe(201);

    const monday = await collect('2024-06-03', 15);
    await feed('2024-06-03', 120);
    const tuesday = await sell('2024-06-04', [
      [largeTray, 10],
      [mediumTray, 2],
    ]);
    const wednesday = await collect('2024-06-05', 14);
    const mistake = await sell('2024-06-05', [[largeTray, 2]]);
    const voided = await manager.post(`/api/jf-sales/${mistake.id}/void`, {
      form: { reason: 'Rung up twice' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await receive('2024-06-06', mash, 250, 62, 'PO-2')).statusCode).toBe(201);
    await feed('2024-06-06', 130);
    const friday = await sell('2024-06-07', [[largeTray, 8]]);
    const refund = (sale: { id: number; lines: { id: number }[] }, restock: string) =>
      manager.post(`/api/jf-sales/${sale.id}/refund`, {
        form: {
          reason: 'Customer returned a tray',
          restock,
          refunded_on: '2024-06-08',
          'lines[0][sale_line_id]': String(sale.lines[0]?.id),
          'lines[0][quantity]': '1',
        },
      });
    expect((await refund(friday, '1')).statusCode).toBe(200);
    expect((await refund(tuesday, '0')).statusCode).toBe(200);

    // On hand: large 600 + 450 - 300 + 420 - 60 + 60 - 240 + 30 = 960; medium -60 (it stands
    // out: sold before any collection was entered); mash 500 - 120 + 250 - 130 = 500; trays 0,
    // under its reorder level of 50.
    expect(await onHand(manager, large)).toEqual({ on_hand: 960, below_reorder: 0 });
    expect(await onHand(manager, medium)).toEqual({ on_hand: -60, below_reorder: 1 });
    expect(await onHand(manager, mash)).toEqual({ on_hand: 500, below_reorder: 0 });
    expect(await onHand(manager, trays)).toEqual({ on_hand: 0, below_reorder: 1 });
    const flagged = await manager.get(
      '/api/jf-inventories?filter[below_reorder]=1&sort=name&direction=asc',
    );
    expect(flagged.json().data.map((row: { name: string }) => row.name)).toEqual([
      'Egg trays',
      'Medium eggs',
    ]);

    // The sale lines keep the units they moved, whatever the item says later.
    const changed = await manager.put(`/api/jf-sale-items/${largeTray}`, {
      form: { stock_units: '12' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const lines = await db().execute(
      sql`select inventory_id, stock_units from jf_sale_lines where sale_id = ${friday.id}`,
    );
    expect((lines as unknown as { rows: unknown[] }).rows).toEqual([
      { inventory_id: large, stock_units: 30 },
    ]);

    // The item's page: its movements, newest first, with the balance after each.
    const moves = await manager.get(`/api/jf-inventories/${large}/movements`);
    expect(moves.statusCode).toBe(200);
    expect(moves.json().data.total).toBe(8);
    expect(moves.json().data.on_hand).toBe(960);
    expect(
      moves
        .json()
        .data.movements.map(
          (m: {
            moved_on: string;
            source: string;
            quantity: number;
            balance: number;
            record_id: number | null;
          }) => [m.moved_on, m.source, m.quantity, m.balance, m.record_id],
        ),
    ).toEqual([
      ['2024-06-08', 'refund', 30, 960, friday.id],
      ['2024-06-07', 'sale', -240, 930, friday.id],
      ['2024-06-05', 'sale_void', 60, 1170, mistake.id],
      ['2024-06-05', 'sale', -60, 1110, mistake.id],
      ['2024-06-05', 'egg_collection', 420, 1170, wednesday],
      ['2024-06-04', 'sale', -300, 750, tuesday.id],
      ['2024-06-03', 'egg_collection', 450, 1050, monday],
      ['2024-05-31', 'egg_collection', 600, 600, friday31],
    ]);

    // The week's count: one detail per active item, its figures live from the movements.
    const created = await manager.post('/api/jf-inventory-logs', {
      form: { period: 'week', starts_on: '2024-06-03' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const log = created.json().data as { id: number; ends_on: string; status: string };
    expect(log).toMatchObject({ ends_on: '2024-06-09', status: 'open', items_count: 4 });
    const live = await detailsOf(manager, log.id);
    const figures = (name: string) => {
      const d = live[name];
      return [d?.opening, d?.received, d?.used, d?.expected, d?.counted, d?.variance];
    };
    expect(figures('Large eggs')).toEqual([600, 960, 600, 960, null, null]);
    expect(figures('Medium eggs')).toEqual([0, 0, 60, -60, null, null]);
    expect(figures('Layer mash')).toEqual([500, 250, 250, 500, null, null]);
    expect(figures('Egg trays')).toEqual([0, 0, 0, 0, null, null]);

    const reconcile = (name: string, counted: number, reason = '') =>
      manager.post(`/api/jf-inventory-logs/${log.id}/reconcile`, {
        form: { detail_id: String(live[name]?.id), counted: String(counted), reason },
      });
    // A count off the expected figure needs a reason.
    const noReason = await reconcile('Large eggs', 950);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({
      reason: ['The reason field is required when the count differs from the expected closing.'],
    });
    expect((await reconcile('Layer mash', 500)).json().data).toMatchObject({
      status: 'open',
      reconciled_count: 1,
    });
    expect((await reconcile('Egg trays', 0)).statusCode).toBe(200);
    expect(
      (await reconcile('Medium eggs', 0, 'Sold before the collection was entered')).statusCode,
    ).toBe(200);
    // Expected stays live until reconciled: a late collection of 15 loose eggs on Sunday counts.
    await collect('2024-06-09', 0, 15);
    expect((await detailsOf(manager, log.id))['Large eggs']?.expected).toBe(975);
    const last = await reconcile('Large eggs', 965, 'Ten cracked in the store');
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data).toMatchObject({ status: 'closed', reconciled_count: 4 });

    // Frozen: a movement in the period after the count leaves its figures as they were.
    await feed('2024-06-08', 5);
    const frozen = await detailsOf(manager, log.id);
    const final = (name: string) => {
      const d = frozen[name];
      return [d?.opening, d?.received, d?.used, d?.expected, d?.counted, d?.variance];
    };
    expect(final('Large eggs')).toEqual([600, 975, 600, 975, 965, -10]);
    expect(final('Medium eggs')).toEqual([0, 0, 60, -60, 0, 60]);
    expect(final('Layer mash')).toEqual([500, 250, 250, 500, 500, 0]);
    expect(final('Egg trays')).toEqual([0, 0, 0, 0, 0, 0]);

    // On hand after the count: large 975 - 10 = 965; medium -60 + 60 = 0; mash 500 - 5 = 495.
    expect(await onHand(manager, large)).toEqual({ on_hand: 965, below_reorder: 0 });
    expect(await onHand(manager, medium)).toEqual({ on_hand: 0, below_reorder: 0 });
    expect(await onHand(manager, mash)).toEqual({ on_hand: 495, below_reorder: 0 });
    const adjustments = await db().execute(
      sql`select inventory_id, moved_on::text as moved_on, quantity::int as quantity
          from jf_stock_movements where source = 'count' order by inventory_id`,
    );
    expect((adjustments as unknown as { rows: unknown[] }).rows).toEqual(
      [
        { inventory_id: large, moved_on: '2024-06-09', quantity: -10 },
        { inventory_id: medium, moved_on: '2024-06-09', quantity: 60 },
      ].sort((a, b) => a.inventory_id - b.inventory_id),
    );

    // A closed count is read-only.
    const again = await reconcile('Egg trays', 3, 'Found a box');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This count is closed: every item is reconciled and it is read-only.',
    });
    const edit = await manager.put(`/api/jf-inventory-logs/${log.id}`, { form: { notes: 'Late' } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      'This count is closed: every item is reconciled and it is read-only.',
    );
    expect((await manager.delete(`/api/jf-inventory-logs/${log.id}`)).statusCode).toBe(409);
  });

  it('receives stock: a receipt posts a purchase, a change posts it again, a delete takes it back', async () => {
    const feed = await makeItem(manager, {
      name: 'Grower crumbles',
      kind: 'feed',
      unit: 'kg',
      reorder: 50,
      cost: 55,
    });
    const made = await receive('2024-07-01', feed, 200, 55, 'PO-7');
    expect(made.statusCode, made.body).toBe(201);
    const receipt = made.json().data.id as number;
    expect(await onHand(manager, feed)).toEqual({ on_hand: 200, below_reorder: 0 });
    const changed = await manager.put(`/api/jf-stock-receipts/${receipt}`, {
      form: { quantity: '180' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await onHand(manager, feed)).toEqual({ on_hand: 180, below_reorder: 0 });
    const moves = await manager.get(`/api/jf-inventories/${feed}/movements`);
    expect(moves.json().data.movements).toEqual([
      expect.objectContaining({
        moved_on: '2024-07-01',
        source: 'purchase',
        quantity: 180,
        balance: 180,
        record_id: receipt,
        note: 'PO-7',
      }),
    ]);
    // An item with movements is kept: 409 with a sentence.
    const refused = await manager.delete(`/api/jf-inventories/${feed}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ITEM_HAS_MOVEMENTS });
    expect((await manager.delete(`/api/jf-stock-receipts/${receipt}`)).statusCode).toBe(204);
    expect(await onHand(manager, feed)).toEqual({ on_hand: 0, below_reorder: 1 });
    expect((await manager.delete(`/api/jf-inventories/${feed}`)).statusCode).toBe(204);
  });

  it('answers 403 without the permissions and 404 for another brand’s record', async () => {
    const hr = await t.signedIn('hr', 2);
    expect((await hr.get('/api/jf-inventories')).statusCode).toBe(403);
    expect((await hr.get(`/api/jf-inventories/${large}/movements`)).statusCode).toBe(403);
    expect((await hr.get('/api/jf-inventory-logs')).statusCode).toBe(403);
    expect(
      (
        await hr.post('/api/jf-inventory-logs', {
          form: { period: 'week', starts_on: '2024-09-02' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await hr.post('/api/jf-stock-receipts', { form: { received_on: '2024-09-02' } })).statusCode,
    ).toBe(403);

    const [other] = (
      (await db().execute(
        sql`insert into jf_inventories (brand_id, name, kind, unit, reorder_level, unit_cost)
            values (9, 'Elsewhere eggs', 'eggs', 'eggs', 0, 0) returning id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    expect((await manager.get(`/api/jf-inventories/${other?.id}`)).statusCode).toBe(404);
    expect((await manager.get(`/api/jf-inventories/${other?.id}/movements`)).statusCode).toBe(404);
  });
});
