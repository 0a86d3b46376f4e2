/**
 * Placing an order (`POST /api/jfd-orders`): the server prices it, every figure written out; a
 * kind's required fields; a coupon's rules and its limit under parallel orders; numbers without
 * gaps under parallel placements.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderFixture, orderFixture } from './fixtures.testing';

describe.each(databaseKinds())('placing orders on %s', (kind) => {
  let t: TestApp;
  let dispatcher: Agent;
  let f: OrderFixture;
  let db: Executor;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.handle.db as unknown as Executor;
    f = await orderFixture(db);
    dispatcher = await t.signedIn('dispatcher', 8);
  }, 120_000);
  afterAll(async () => t?.close());

  const delivery = (extra: Record<string, string | string[]> = {}) => ({
    customer_id: String(f.customer),
    kind: 'delivery',
    zone_id: String(f.zone),
    shipping_speed_id: String(f.standard),
    'lines[0][product_id]': String(f.products.milk),
    'lines[0][quantity]': '2',
    ...extra,
  });
  const place = (form: Record<string, string | string[]>) =>
    dispatcher.post('/api/jfd-orders', { form });

  it('prices an order on the server: lines, add-ons, coupon, delivery and grocery fees', async () => {
    const res = await place(
      delivery({
        shipping_speed_id: String(f.express),
        coupon_code: 'save10',
        // 2 × coffee 8.99 with gift wrap 1.50 = 2 × 10.49 = 20.98
        'lines[0][product_id]': String(f.products.coffee),
        'lines[0][quantity]': '2',
        'lines[0][addon_ids][]': [String(f.addons.wrap)],
        // 3 × milk 1.49 = 4.47
        'lines[1][product_id]': String(f.products.milk),
        'lines[1][quantity]': '3',
        // 1 × bread 2.75 with extra ice 0.50 and gift wrap 1.50 = 4.75
        'lines[2][product_id]': String(f.products.bread),
        'lines[2][quantity]': '1',
        'lines[2][addon_ids][]': [String(f.addons.ice), String(f.addons.wrap)],
        // A price sent by the app is not taken.
        'lines[2][unit_price]': '1',
        total: '1',
      }),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order.lines.map((l: Record<string, unknown>) => [l.unit_price, l.addons_price])).toEqual(
      [
        [899, 150],
        [149, 0],
        [275, 200],
      ],
    );
    expect(order.lines[2].addon_ids).toEqual([f.addons.ice, f.addons.wrap]);
    expect(order).toMatchObject({
      subtotal: 3020, // 20.98 + 4.47 + 4.75
      discount: 302, // 10 % of 30.20
      delivery_fee: 999, // Riverside North express 6.99 + the express surcharge 3.00
      grocery_fee: 150, // the 20.00-50.00 tier
      pickup_fee: 0,
      refunded: 0,
      total: 3867, // 30.20 − 3.02 + 9.99 + 1.50
      status: 'placed',
      coupon_code: 'SAVE10',
      coupon_id: f.coupons.save10,
      address: '4 Elm Row, Riverton',
      pickup_code: null,
    });
    expect(order.number).toMatch(/^ORD-\d{6}$/);
  });

  it('prices a pickup with its location fee, and a fixed coupon never below zero', async () => {
    const res = await place({
      customer_id: String(f.customer),
      kind: 'pickup',
      pickup_location_id: String(f.location),
      zone_id: String(f.zone),
      coupon_code: 'FIVEOFF',
      'lines[0][product_id]': String(f.products.milk),
      'lines[0][quantity]': '2',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      subtotal: 298, // 2 × 1.49
      discount: 298, // 5.00 off, at most the subtotal
      delivery_fee: 0,
      grocery_fee: 0,
      pickup_fee: 100,
      total: 100,
      zone_id: null,
    });
    expect(res.json().data.pickup_code).toMatch(/^\d{6}$/);
  });

  it('refuses what a kind needs, products and add-ons not on sale, and bad coupons', async () => {
    const missing = await place(delivery({ zone_id: '', shipping_speed_id: '' }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      zone_id: ['The zone field is required when kind is delivery.'],
      shipping_speed_id: ['The shipping speed field is required when kind is delivery.'],
    });
    const pickup = await place(delivery({ kind: 'pickup' }));
    expect(pickup.json().errors).toEqual({
      pickup_location_id: ['The pickup location field is required when kind is pickup.'],
    });
    const far = await place(
      delivery({ zone_id: String(f.farZone), shipping_speed_id: String(f.express) }),
    );
    expect(far.json().errors).toEqual({
      shipping_speed_id: ['This zone has no delivery at this shipping speed.'],
    });
    const retired = await place(
      delivery({
        'lines[0][product_id]': String(f.products.retired),
        'lines[0][addon_ids][]': [String(f.addons.ice), '999999'],
      }),
    );
    expect(retired.json().errors).toEqual({
      'lines.0.addon_ids.1': ['Line 1: the selected add-ons is invalid.'],
    });
    const retiredOnly = await place(
      delivery({ 'lines[0][product_id]': String(f.products.retired) }),
    );
    expect(retiredOnly.json().errors).toEqual({
      'lines.0.product_id': ['Line 1: the selected product is invalid.'],
    });
    const unknown = await place(delivery({ coupon_code: 'NOPE' }));
    expect(unknown.json().errors).toEqual({ coupon_code: ['The coupon code is invalid.'] });
    const small = await place(delivery({ coupon_code: 'SAVE10' }));
    expect(small.json().errors).toEqual({
      coupon_code: ['This coupon needs an order of at least $10.00.'],
    });
    const past = await place(delivery({ slot_date: '2020-01-01' }));
    expect(past.json().errors).toEqual({
      slot_date: ['The slot date field must be a date after or equal to today.'],
    });
  });

  it('finds an order by its number or its customer, open on the board and closed in the history', async () => {
    const priya = (await place(delivery())).json().data;
    const tom = (await place(delivery({ customer_id: String(f.otherCustomer) }))).json().data;
    const ids = async (query: string) =>
      (await dispatcher.get(`/api/jfd-orders?per_page=100&${query}`))
        .json()
        .data.map((row: { id: number }) => row.id);
    expect(await ids('search=becker')).toContain(tom.id);
    expect(await ids('search=becker')).not.toContain(priya.id);
    expect(await ids(`search=${priya.number}`)).toEqual([priya.id]);
    await db.execute(sql`update jfd_orders set status = 'cancelled' where id = ${tom.id}`);
    expect(await ids('filter[open]=1')).toContain(priya.id);
    expect(await ids('filter[open]=1')).not.toContain(tom.id);
    expect(await ids('filter[open]=0')).toEqual(expect.arrayContaining([tom.id]));
    expect(await ids('filter[open]=0')).not.toContain(priya.id);
  });

  it('never uses a coupon more times than its limit, with 8 orders raced', async () => {
    const raced = await Promise.all(
      Array.from({ length: 8 }, () => place(delivery({ coupon_code: 'LIMITED' }))),
    );
    const codes = raced.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
    const refused = raced.find((res) => res.statusCode === 422);
    expect(refused?.json().errors).toEqual({ coupon_code: ['This coupon has been used up.'] });
    const [coupon] = await rowsOf<{ times_used: number }>(
      db,
      sql`select times_used from jfd_coupons where id = ${f.coupons.limited}`,
    );
    expect(Number(coupon?.times_used)).toBe(3);
    // A cancelled order gives its use back: the next order may take it.
    const taken = raced.find((res) => res.statusCode === 201)?.json().data;
    const cancel = await dispatcher.post(`/api/jfd-orders/${taken.id}/cancel`, {
      form: { reason: 'Customer changed their mind' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await place(delivery({ coupon_code: 'LIMITED' }))).statusCode).toBe(201);
    expect((await place(delivery({ coupon_code: 'LIMITED' }))).statusCode).toBe(422);
  }, 120_000);

  it('numbers 12 raced orders without gaps or repeats; a refused order takes no number', async () => {
    const before = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from jfd_orders where brand_id = 8`,
    );
    const start = Number(before[0]?.n);
    const raced = await Promise.all(Array.from({ length: 12 }, () => place(delivery())));
    expect(raced.map((res) => res.statusCode)).toEqual(Array(12).fill(201));
    const numbers = raced.map((res) => res.json().data.number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 12 }, (_, i) => `ORD-${String(start + i + 1).padStart(6, '0')}`),
    );
    expect((await place(delivery({ coupon_code: 'NOPE' }))).statusCode).toBe(422);
    const next = await place(delivery());
    expect(next.json().data.number).toBe(`ORD-${String(start + 13).padStart(6, '0')}`);
  }, 120_000);
});
