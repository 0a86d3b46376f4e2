/**
 * Marketplace orders: placement (priced from the variants, split by store, stock checked and
 * taken, numbers without gaps), the parts' state machine with the order's derived status and
 * the timeline, wrong states, and '*' access within brand 9.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrdersFixture, orderForm, ordersFixture } from './fixtures.testing';

describe.each(databaseKinds())('marketplace orders on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let db: Executor;
  let f: OrdersFixture;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.handle.db as unknown as Executor;
    f = await ordersFixture(db);
    admin = await t.signedIn('admin', 9);
  }, 120_000);
  afterAll(async () => t?.close());

  const place = (lines: [number, number][], extra: Record<string, string> = {}) =>
    admin.post('/api/evd-orders', { form: orderForm(f, lines, extra) });
  const stockOf = async (id: number) =>
    Number(
      (
        await rowsOf<{ stock: number }>(
          db,
          sql`select stock from evd_product_variants where id = ${id}`,
        )
      )[0]?.stock,
    );

  it('prices an order from its variants, splits it by store and takes the stock', async () => {
    const res = await place(
      [
        [f.variants.mugBlue, 2], // North: 2 × 12.00 = 24.00
        [f.variants.rug, 1], // South: 1 × 80.00 = 80.00
        [f.variants.lamp, 1], // North: 1 × 45.00 = 45.00
      ],
      { 'lines[0][unit_price]': '1', total: '1' },
    );
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      // North 69.00 pays shipping 5.00 (under the 100.00 free-over); South 80.00 too.
      subtotal: 14_900,
      shipping: 1_000,
      total: 15_900,
      stores_count: 2,
      status: 'placed',
      open: 1,
      ship_to: '4 Elm Row, Riverton',
    });
    expect(order.number).toMatch(/^MKT-\d{6}$/);
    expect(
      order.lines.map((l: Record<string, unknown>) => [l.sku, l.unit_price, l.store_id]),
    ).toEqual([
      ['MUG-BLUE-a', 1200, f.stores.north],
      ['RUG-a', 8000, f.stores.south],
      ['LAMP-a', 4500, f.stores.north],
    ]);
    const parts = (
      await admin.get(
        `/api/evd-store-orders?filter[order_id]=${order.id}&sort=number&direction=asc`,
      )
    ).json().data;
    expect(
      parts.map((p: Record<string, unknown>) => [
        p.number,
        p.store_id,
        p.subtotal,
        p.shipping,
        p.total,
        p.status,
      ]),
    ).toEqual([
      [`${order.number}-A`, f.stores.north, 6900, 500, 7400, 'placed'],
      [`${order.number}-B`, f.stores.south, 8000, 500, 8500, 'placed'],
    ]);
    expect(
      parts[0].lines.map((l: Record<string, unknown>) => [l.name, l.quantity, l.unit_price]),
    ).toEqual([
      ['Mug a (Blue)', 2, 1200],
      ['Lamp a', 1, 4500],
    ]);
    expect(await stockOf(f.variants.mugBlue)).toBe(8);
    expect(await stockOf(f.variants.rug)).toBe(2);
  }, 30_000);

  it('refuses variants not on sale, unknown ones and more than the stock', async () => {
    const unknown = await place([[999_999, 1]]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      'lines.0.variant_id': ['Line 1: the selected variant is invalid.'],
    });
    const res = await place([
      [f.variants.hidden, 1],
      [f.variants.pendingStore, 1],
      [f.variants.mugRed, 2],
      [f.variants.mugRed, 1],
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'lines.0.variant_id': ['This product is not on sale.'],
      'lines.1.variant_id': ['This product is not on sale.'],
      'lines.2.quantity': ['Only 2 of this variant are left in stock.'],
      'lines.3.quantity': ['Only 2 of this variant are left in stock.'],
    });
    expect(await stockOf(f.variants.mugRed)).toBe(2);
  }, 30_000);

  it('never sells more than the stock, even to parallel orders, and numbers them without gaps', async () => {
    const before = (
      await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from evd_orders`)
    )[0]?.n;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => place([[f.variants.mugRed, 1]])),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 422, 422]);
    expect(await stockOf(f.variants.mugRed)).toBe(0);
    const numbers = (
      await rowsOf<{ number: string }>(db, sql`select number from evd_orders order by number`)
    ).map((row) => Number(row.number.slice(4)));
    expect(numbers).toEqual(Array.from({ length: Number(before) + 2 }, (_, i) => i + 1));
  }, 30_000);

  it('moves each part through its states; the order follows its parts; wrong states refused', async () => {
    const order = (
      await place([
        [f.variants.mugBlue, 1],
        [f.variants.rug, 1],
      ])
    ).json().data;
    const parts = (
      await admin.get(
        `/api/evd-store-orders?filter[order_id]=${order.id}&sort=number&direction=asc`,
      )
    ).json().data;
    const [north, south] = parts as { id: number }[];
    const act = (id: number | undefined, action: string, form: Record<string, string> = {}) =>
      admin.post(`/api/evd-store-orders/${id}/${action}`, { form });
    const orderStatus = async () =>
      (await admin.get(`/api/evd-orders/${order.id}`)).json().data.status;

    expect((await act(north?.id, 'ship')).json()).toEqual({
      message: 'Accept this part before shipping it.',
    });
    expect((await act(north?.id, 'deliver')).statusCode).toBe(409);
    expect((await act(north?.id, 'accept')).json().data.status).toBe('accepted');
    expect(await orderStatus()).toBe('processing');
    expect((await act(north?.id, 'ship', { tracking_number: 'UPS-1' })).json().data).toMatchObject({
      status: 'shipped',
      tracking_number: 'UPS-1',
    });
    const cancelShipped = await act(north?.id, 'cancel', { reason: 'Too late' });
    expect(cancelShipped.statusCode).toBe(409);
    expect(cancelShipped.json()).toEqual({
      message: 'A part that has shipped cannot be cancelled.',
    });
    const noReason = await act(south?.id, 'cancel');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['The reason field is required.'] });
    const rugStock = await stockOf(f.variants.rug);
    expect(
      (await act(south?.id, 'cancel', { reason: 'Customer changed their mind' })).json().data,
    ).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Customer changed their mind',
    });
    expect(await stockOf(f.variants.rug)).toBe(rugStock + 1);
    expect(await orderStatus()).toBe('shipped');
    const future = await act(north?.id, 'deliver', { delivered_on: '2999-01-01' });
    expect(future.json().errors).toEqual({
      delivered_on: ['The delivered on field must be a date before or equal to today.'],
    });
    expect((await act(north?.id, 'deliver')).json().data.status).toBe('delivered');
    const closed = (await admin.get(`/api/evd-orders/${order.id}`)).json().data;
    expect(closed).toMatchObject({ status: 'delivered', open: 0 });
    const history = (await admin.get('/api/evd-orders?filter[open]=0')).json().data;
    expect(history.map((o: { id: number }) => o.id)).toContain(order.id);

    const timeline = (await admin.get(`/api/evd-orders/${order.id}/timeline`)).json().data;
    expect(
      timeline.map((e: Record<string, unknown>) => [e.action, e.status, e.part, e.note]),
    ).toEqual([
      ['place', 'placed', null, 'Split between 2 stores'],
      ['accept', 'accepted', `${order.number}-A`, null],
      ['ship', 'shipped', `${order.number}-A`, 'Tracking UPS-1'],
      ['cancel', 'cancelled', `${order.number}-B`, 'Customer changed their mind'],
      ['deliver', 'delivered', `${order.number}-A`, null],
    ]);
    expect(timeline[0].by.name).toBeTruthy();
  }, 30_000);

  it('lets any signed-in user of brand 9 read orders, but not place or move them', async () => {
    const sales = await t.signedIn('sales', 9);
    expect((await sales.get('/api/evd-orders')).statusCode).toBe(200);
    expect((await sales.get('/api/evd-store-orders')).statusCode).toBe(200);
    expect(
      (await sales.post('/api/evd-orders', { form: orderForm(f, [[f.variants.mugBlue, 1]]) }))
        .statusCode,
    ).toBe(403);
    const [part] = (await sales.get('/api/evd-store-orders?filter[status]=placed')).json().data;
    if (part)
      expect(
        (await sales.post(`/api/evd-store-orders/${part.id}/accept`, { form: {} })).statusCode,
      ).toBe(403);
    const other = await t.signedIn('dispatcher', 8);
    expect((await other.get('/api/evd-orders')).statusCode).toBe(403);
  }, 30_000);
});
