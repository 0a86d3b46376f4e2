/**
 * An order's life through its actions, each by the role that may run it: every transition, every
 * wrong state (409 with its sentence), the per-line pick with its refunds, the drivers' own
 * orders, the pickup code, the proof of delivery and the timeline.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ACTIONS } from '../../resources/orders/actions';
import { ORDER_STATUSES } from '../../resources/orders/states';
import { type OrderFixture, orderFixture } from './fixtures.testing';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('doorstep'),
]);

describe.each(databaseKinds())('order actions on %s', (kind) => {
  let t: TestApp;
  let db: Executor;
  let f: OrderFixture;
  let dispatcher: Agent;
  let concierge: Agent;
  let driver: Agent;
  let dev: Agent;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.handle.db as unknown as Executor;
    f = await orderFixture(db);
    dispatcher = await t.signedIn('dispatcher', 8);
    concierge = await t.signedIn('concierge', 8);
    driver = await t.signedIn('driver', 8);
    admin = await t.signedIn('admin', 8);
    dev = t.agent();
    await dev.signInTo('dev.driver@backoffice.test', 8);
  }, 120_000);
  afterAll(async () => t?.close());

  async function place(kindOf: 'delivery' | 'pickup' = 'delivery') {
    const res = await dispatcher.post('/api/jfd-orders', {
      form: {
        customer_id: String(f.customer),
        kind: kindOf,
        ...(kindOf === 'delivery'
          ? { zone_id: String(f.zone), shipping_speed_id: String(f.standard) }
          : { pickup_location_id: String(f.location) }),
        'lines[0][product_id]': String(f.products.coffee),
        'lines[0][quantity]': '2',
        'lines[1][product_id]': String(f.products.milk),
        'lines[1][quantity]': '3',
        'lines[1][addon_ids][]': [String(f.addons.ice)],
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data;
  }

  /** Runs an action with a valid input of its own. */
  function act(agent: Agent, id: number, action: string, input: Record<string, string> = {}) {
    if (action === 'deliver') {
      return agent.post(`/api/jfd-orders/${id}/deliver`, {
        multipart: {
          fields: { recipient_name: 'Priya Shah', ...input },
          files: [{ field: 'photo', filename: 'door.png', type: 'image/png', data: PNG }],
        },
      });
    }
    const defaults: Record<string, Record<string, string>> = {
      pick: { line_id: '0', outcome: 'found' },
      'assign-driver': { driver_id: String(f.drivers.dora) },
      fail: { reason: 'Nobody home' },
      cancel: { reason: 'Customer called' },
      'hand-over': { pickup_code: '000000' },
    };
    return agent.post(`/api/jfd-orders/${id}/${action}`, {
      form: { ...defaults[action], ...input },
    });
  }

  async function pickAll(order: { id: number; lines: { id: number }[] }) {
    for (const line of order.lines) {
      const res = await act(concierge, order.id, 'pick', { line_id: String(line.id) });
      expect(res.statusCode).toBe(200);
    }
  }

  it('takes a delivery from placed to delivered, with its timeline and proof', async () => {
    const order = await place();
    expect((await act(dispatcher, order.id, 'confirm')).json().data.status).toBe('confirmed');
    expect((await act(concierge, order.id, 'start-fulfilment')).json().data.status).toBe(
      'fulfilling',
    );
    await pickAll(order);
    expect((await act(concierge, order.id, 'ready')).json().data.status).toBe('ready');
    const assigned = (await act(dispatcher, order.id, 'assign-driver')).json().data;
    expect(assigned).toMatchObject({
      status: 'ready',
      driver_id: f.drivers.dora,
      driver_user_id: f.users.dora,
    });
    // Only the assigned driver reaches it: to another driver it does not exist.
    const other = await act(dev, order.id, 'dispatch');
    expect(other.statusCode).toBe(404);
    expect((await dev.get(`/api/jfd-orders/${order.id}`)).statusCode).toBe(404);
    expect((await dev.get(`/api/jfd-orders/${order.id}/timeline`)).statusCode).toBe(404);
    const devList = (await dev.get('/api/jfd-orders?per_page=100')).json();
    expect(devList.data.map((row: { id: number }) => row.id)).not.toContain(order.id);
    const doraList = (await driver.get('/api/jfd-orders?per_page=100')).json();
    expect(doraList.data.map((row: { id: number }) => row.id)).toContain(order.id);
    expect(
      doraList.data.every(
        (row: { driver_user_id: number; kind: string }) =>
          row.driver_user_id === f.users.dora || row.kind === 'pickup',
      ),
    ).toBe(true);
    expect((await act(driver, order.id, 'dispatch')).json().data.status).toBe('out_for_delivery');
    const delivered = await act(driver, order.id, 'deliver');
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data).toMatchObject({
      status: 'delivered',
      proof_name: 'Priya Shah',
      proof_photo: { name: 'door.png', type: 'image/png' },
    });
    expect(delivered.json().data.closed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const photo = await admin.get(`/api/jfd-orders/${order.id}/files/proof_photo`);
    expect(photo.statusCode).toBe(200);

    const timeline = (await concierge.get(`/api/jfd-orders/${order.id}/timeline`)).json().data;
    expect(timeline.map((e: { action: string; status: string }) => [e.action, e.status])).toEqual([
      ['place', 'placed'],
      ['confirm', 'confirmed'],
      ['start-fulfilment', 'fulfilling'],
      ['pick', 'fulfilling'],
      ['pick', 'fulfilling'],
      ['ready', 'ready'],
      ['assign-driver', 'ready'],
      ['dispatch', 'out_for_delivery'],
      ['deliver', 'delivered'],
    ]);
    expect(timeline[0].by).toEqual({ id: expect.any(Number), name: 'Dan Dispatcher' });
    expect(timeline[8]).toMatchObject({
      by: { name: 'Dora Driver' },
      note: 'Received by Priya Shah',
    });
    const times = timeline.map((e: { at: string }) => e.at);
    expect([...times].sort()).toEqual(times);

    // The driver's own list.
    const mine = await driver.get(`/api/jfd-orders?filter[driver_user_id]=${f.users.dora}`);
    expect(mine.json().data.map((o: { id: number }) => o.id)).toContain(order.id);
  }, 120_000);

  it('brings a failed delivery back, sends it out again with another driver, or cancels it', async () => {
    const order = await place();
    await act(dispatcher, order.id, 'confirm');
    await act(concierge, order.id, 'start-fulfilment');
    await pickAll(order);
    await act(concierge, order.id, 'ready');
    await act(dispatcher, order.id, 'assign-driver');
    await act(driver, order.id, 'dispatch');
    const failed = (await act(driver, order.id, 'fail', { reason: 'Nobody home' })).json().data;
    expect(failed).toMatchObject({ status: 'returned', fail_reason: 'Nobody home' });
    const again = await act(dispatcher, order.id, 'assign-driver', {
      driver_id: String(f.drivers.dev),
    });
    expect(again.json().data.driver_user_id).toBe(f.users.dev);
    // Dora's no more: to her it does not exist.
    expect((await act(driver, order.id, 'dispatch')).statusCode).toBe(404);
    expect((await act(dev, order.id, 'dispatch')).json().data.status).toBe('out_for_delivery');
    await act(dev, order.id, 'fail');
    const cancelled = (await act(dispatcher, order.id, 'cancel', { reason: 'Moved away' })).json();
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Moved away' });

    const resting = await act(dispatcher, (await place()).id, 'assign-driver');
    expect(resting.statusCode).toBe(409); // placed: not ready yet
  }, 120_000);

  it('refunds unavailable lines and cheaper substitutes, and is ready only once all are picked', async () => {
    const order = await place();
    // 2 × coffee 8.99 = 17.98; 3 × (milk 1.49 + ice 0.50) = 5.97; subtotal 23.95,
    // delivery 4.99, grocery fee 1.50 (20.00-50.00): total 30.44.
    expect(order).toMatchObject({
      subtotal: 2395,
      delivery_fee: 499,
      grocery_fee: 150,
      total: 3044,
    });
    await act(dispatcher, order.id, 'confirm');
    await act(concierge, order.id, 'start-fulfilment');
    const [coffee, milk] = order.lines;
    const early = await act(concierge, order.id, 'ready');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Every line must be picked before the order is ready.');

    const noSubstitute = await act(concierge, order.id, 'pick', {
      line_id: String(milk.id),
      outcome: 'substituted',
    });
    expect(noSubstitute.json().errors).toEqual({
      substitute_product_id: ['The substitute field is required when outcome is substituted.'],
    });
    // Milk 1.49 becomes oat drink 1.89: dearer, so the customer pays nothing more.
    const dearer = await act(concierge, order.id, 'pick', {
      line_id: String(milk.id),
      outcome: 'substituted',
      substitute_product_id: String(f.products.oatMilk),
    });
    expect(dearer.json().data).toMatchObject({ refunded: 0, total: 3044 });
    expect(dearer.json().data.lines[1]).toMatchObject({
      pick_status: 'substituted',
      substitute_product_id: f.products.oatMilk,
      substitute_price: 189,
    });
    // Coffee unavailable: 17.98 back; total 23.95 − 17.98 + 4.99 + 1.50 = 12.46.
    const gone = await act(concierge, order.id, 'pick', {
      line_id: String(coffee.id),
      outcome: 'unavailable',
    });
    expect(gone.json().data).toMatchObject({ refunded: 1798, total: 1246 });
    // Picked again as found: the refund is summed again.
    const found = await act(concierge, order.id, 'pick', { line_id: String(coffee.id) });
    expect(found.json().data).toMatchObject({ refunded: 0, total: 3044 });
    const unknownLine = await act(concierge, order.id, 'pick', { line_id: '999999' });
    expect(unknownLine.json().errors).toEqual({ line_id: ['The selected line is invalid.'] });
    expect((await act(concierge, order.id, 'ready')).json().data.status).toBe('ready');
  }, 120_000);

  it('hands a pickup over against its code; a pickup has no driver', async () => {
    const order = await place('pickup');
    await act(dispatcher, order.id, 'confirm');
    await act(concierge, order.id, 'start-fulfilment');
    await pickAll(order);
    await act(concierge, order.id, 'ready');
    const assign = await act(dispatcher, order.id, 'assign-driver');
    expect(assign.statusCode).toBe(409);
    expect(assign.json().message).toBe(
      'A pickup order is handed over at its location, not delivered by a driver.',
    );
    expect((await act(driver, order.id, 'dispatch')).statusCode).toBe(409);
    const wrong = await act(driver, order.id, 'hand-over', { pickup_code: '12345x' });
    expect(wrong.json().errors).toEqual({
      pickup_code: ['The pickup code does not match this order.'],
    });
    const handed = await act(driver, order.id, 'hand-over', { pickup_code: order.pickup_code });
    expect(handed.json().data.status).toBe('picked_up');
    const delivery = await place();
    await db.execute(
      sql`update jfd_orders set status = 'ready', driver_user_id = ${f.users.dora}
          where id = ${delivery.id}`,
    );
    expect((await act(driver, delivery.id, 'hand-over')).json().message).toBe(
      'Only pickup orders are handed over.',
    );
  }, 120_000);

  it('answers 409 with its sentence for every action from every state it does not run from', async () => {
    const order = await place();
    const [line] = order.lines;
    const refused: string[] = [];
    for (const status of ORDER_STATUSES) {
      for (const [name, action] of Object.entries(ORDER_ACTIONS)) {
        if ((action.from as readonly string[]).includes(status)) continue;
        await db.execute(sql`update jfd_orders set status = ${status} where id = ${order.id}`);
        const res = await act(admin, order.id, name, { line_id: String(line.id) });
        const sentence =
          ('stateMessages' in action
            ? (action.stateMessages as Record<string, string>)[status]
            : undefined) ?? action.wrongState;
        if (res.statusCode !== 409 || res.json().message !== sentence) {
          refused.push(`${name} from ${status}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(refused).toEqual([]);
    const [events] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from jfd_order_events where order_id = ${order.id}`,
    );
    expect(Number(events?.n)).toBe(1); // only its placement: refusals write nothing
  }, 120_000);

  it('lets each action run only with its permission', async () => {
    const order = await place();
    expect((await act(driver, order.id, 'confirm')).statusCode).toBe(403);
    expect((await act(driver, order.id, 'cancel')).statusCode).toBe(403);
    expect((await act(dispatcher, order.id, 'start-fulfilment')).statusCode).toBe(403);
    await act(dispatcher, order.id, 'confirm');
    expect((await act(dispatcher, order.id, 'start-fulfilment')).statusCode).toBe(403);
    expect((await act(concierge, order.id, 'dispatch')).statusCode).toBe(403);
    // Concierges read every order, drivers only their own (and pickups); only access_orders
    // places them.
    expect((await concierge.get(`/api/jfd-orders/${order.id}`)).statusCode).toBe(200);
    expect((await driver.get(`/api/jfd-orders/${order.id}`)).statusCode).toBe(404);
    expect((await driver.post('/api/jfd-orders', { form: {} })).statusCode).toBe(403);
  }, 120_000);
});
