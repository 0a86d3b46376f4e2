/**
 * Undo of a sale's void through the API, every figure written out: the void answers an undo
 * offer, takes the sale out of the list's totals and the profit and loss statement and puts its
 * eggs back on hand; its undo makes the sale completed again with no reason, counts its money
 * again, takes the eggs off again, and is audited. An undo is refused a second time and to
 * anyone but the user who voided.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Reply {
  statusCode: number;
  body: string;
  json(): unknown;
}

describe.each(databaseKinds())('undo of a farm sale’s void on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let eggs: number;
  let tray: number;
  let hen: number;

  /** The answer's `data`, after checking it succeeded. */
  const dataOf = async <T>(reply: Promise<Reply>): Promise<T> => {
    const answer = await reply;
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return (answer.json() as { data: T }).data;
  };
  const onHand = async () =>
    (await dataOf<{ on_hand: number }>(manager.get(`/api/jf-inventories/${eggs}`))).on_hand;
  const saleOf = (id: number) =>
    dataOf<Record<string, unknown>>(manager.get(`/api/jf-sales/${id}`));
  const dayTotals = async (day: string) =>
    ((await manager.get(`/api/jf-sales?filter[sold_on]=${day}`)).json() as { totals: unknown })
      .totals;
  const pnlTotals = async (day: string) =>
    (
      (await manager.get(`/api/jf-pnl-report?fromDate=${day}&thruDate=${day}`)).json() as {
        totals: unknown;
      }
    ).totals;

  /** 2 trays of 30 eggs at $9.00 (cost $4.50) and 1 hen at $6.00 (cost $2.50), by card. */
  const ringUp = (day: string) =>
    dataOf<{ id: number; version: number }>(
      manager.post('/api/jf-sales', {
        json: {
          sold_on: day,
          payment_method: 'card',
          lines: [
            { sale_item_id: tray, quantity: 2 },
            { sale_item_id: hen, quantity: 1 },
          ],
        },
      }),
    );
  const voidSale = (id: number) =>
    manager.post(`/api/jf-sales/${id}/void`, { form: { reason: 'Rung up twice' } });
  const undo = (token: string) => manager.post(`/api/undo/${token}`, { json: {} });

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await t.signedIn('manager', 2);
    eggs = (
      await dataOf<{ id: number }>(
        manager.post('/api/jf-inventories', {
          form: {
            name: 'Void undo eggs',
            kind: 'eggs',
            unit: 'eggs',
            reorder_level: '0',
            unit_cost: '15',
          },
        }),
      )
    ).id;
    tray = (
      await dataOf<{ id: number }>(
        manager.post('/api/jf-sale-items', {
          form: {
            name: 'Void undo tray',
            unit_price: '900',
            unit_cost: '450',
            inventory_id: String(eggs),
            stock_units: '30',
          },
        }),
      )
    ).id;
    hen = (
      await dataOf<{ id: number }>(
        manager.post('/api/jf-sale-items', {
          form: { name: 'Void undo hen', unit_price: '600', unit_cost: '250' },
        }),
      )
    ).id;
  }, 120_000);
  afterAll(async () => t?.close());

  it('puts the sale, its money and its stock back as they were before the void', async () => {
    const day = '2019-09-10';
    const sale = await ringUp(day);
    // Total 2 × $9.00 + 1 × $6.00 = $24.00; 2 trays × 30 eggs = 60 eggs taken.
    const completed = {
      status: 'completed',
      void_reason: null,
      total: 2 * 900 + 600,
      refunded_total: 0,
      sold_total: 2400,
      net_total: 2400,
    };
    expect(await saleOf(sale.id)).toMatchObject({ ...completed, version: 1 });
    expect(await onHand()).toBe(-60);
    const counted = { sold_total: 2400, refunded_total: 0, net_total: 2400 };
    expect(await dayTotals(day)).toEqual(counted);
    // Revenue $18.00 + $6.00 = $24.00; cost 2 × $4.50 + $2.50 = $11.50; gross $12.50.
    const pnl = { revenue: 2400, cogs: 900 + 250, gross: 2400 - 1150, expense: 0, net: 1250 };
    expect(await pnlTotals(day)).toEqual(pnl);

    const voided = await voidSale(sale.id);
    expect(voided.statusCode, voided.body).toBe(200);
    const offer = voided.json() as { data: unknown; undo: { token: string; expires_at: string } };
    expect(offer.data).toMatchObject({
      status: 'voided',
      void_reason: 'Rung up twice',
      sold_total: 0,
      net_total: 0,
      version: 2,
    });
    expect(offer.undo).toEqual({ token: expect.any(String), expires_at: expect.any(String) });
    // Voided, it counts nowhere and its 60 eggs are back.
    expect(await onHand()).toBe(0);
    expect(await dayTotals(day)).toEqual({ sold_total: 0, refunded_total: 0, net_total: 0 });
    expect(await pnlTotals(day)).toEqual({ revenue: 0, cogs: 0, gross: 0, expense: 0, net: 0 });

    const undone = await undo(offer.undo.token);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({
      data: {
        resource: 'jf_sales',
        id: sale.id,
        change: 'void',
        record: { status: 'completed', void_reason: null },
      },
    });
    // As before the void, the version moved on once more.
    expect(await saleOf(sale.id)).toMatchObject({ ...completed, version: 3 });
    expect(await onHand()).toBe(-60);
    expect(await dayTotals(day)).toEqual(counted);
    expect(await pnlTotals(day)).toEqual(pnl);
    const trail = (await manager.get(`/api/jf-sales/${sale.id}/audit`)).json() as {
      data: { action: string }[];
    };
    expect(trail.data.map((entry) => entry.action).slice(0, 2)).toEqual(['undo-void', 'void']);

    // Once only; the sale may be voided again, and that void is undone in turn.
    const twice = await undo(offer.undo.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'This change was already undone.' });
    const again = await voidSale(sale.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(await onHand()).toBe(0);
    const second = (again.json() as { undo: { token: string } }).undo.token;
    expect((await undo(second)).statusCode).toBe(200);
    expect(await onHand()).toBe(-60);
    expect(await saleOf(sale.id)).toMatchObject({ ...completed, version: 5 });
  });

  it('leaves the void standing when someone else tries its undo', async () => {
    const day = '2019-09-11';
    const sale = await ringUp(day);
    const before = await onHand();
    const voided = await voidSale(sale.id);
    const token = (voided.json() as { undo: { token: string } }).undo.token;
    expect(await onHand()).toBe(before + 60);
    // The administrator works in the same brand, but the change is the manager's.
    const admin = await t.signedIn('admin', 2);
    const stranger = await admin.post(`/api/undo/${token}`, { json: {} });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'This change was not found.' });
    expect(await saleOf(sale.id)).toMatchObject({ status: 'voided', sold_total: 0, version: 2 });
    expect(await onHand()).toBe(before + 60);
    expect(await dayTotals(day)).toEqual({ sold_total: 0, refunded_total: 0, net_total: 0 });
    // The manager's own undo still holds: $24.00 counted and 60 eggs taken again.
    expect((await undo(token)).statusCode).toBe(200);
    expect(await dayTotals(day)).toEqual({ sold_total: 2400, refunded_total: 0, net_total: 2400 });
    expect(await onHand()).toBe(before);
  });
});
