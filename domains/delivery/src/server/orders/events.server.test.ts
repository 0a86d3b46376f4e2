/**
 * Who hears of an order: each change's channels and events (sent after the commit), and the
 * notifications stored for the users of brand 8 holding the role, or for the assigned driver.
 * A user of another brand, or without the role, gets nothing; a refused action sends nothing.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OrderFixture, orderFixture } from './fixtures.testing';

interface Sent {
  channels: string[];
  event: string;
  data: Record<string, unknown>;
}

describe.each(databaseKinds())('order alerts on %s', (kind) => {
  let t: TestApp;
  let db: Executor;
  let f: OrderFixture;
  let dispatcher: Agent;
  let concierge: Agent;
  const sent: Sent[] = [];
  const ids: Record<string, number> = {};
  let start = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.handle.db as unknown as Executor;
    f = await orderFixture(db);
    dispatcher = await t.signedIn('dispatcher', 8);
    concierge = await t.signedIn('concierge', 8);
    const users = await rowsOf<{ id: number; email: string }>(db, sql`select id, email from users`);
    for (const user of users) ids[user.email] = Number(user.id);
    // A dispatcher of another brand only: never told of brand 8's orders.
    const [other] = await rowsOf<{ id: number }>(
      db,
      sql`insert into users (first_name, last_name, email, password_hash)
          values ('Otto', 'Elsewhere', 'otto@backoffice.test', 'x') returning id`,
    );
    ids.otto = Number(other?.id);
    await db.execute(
      sql`insert into user_roles (user_id, role_id) select ${ids.otto}, id from roles where name = 'Dispatcher'`,
    );
    await db.execute(sql`insert into brand_user (user_id, brand_id) values (${ids.otto}, 2)`);
    const publish = t.app.realtime.publish.bind(t.app.realtime);
    start = await lastNotification();
    vi.spyOn(t.app.realtime, 'publish').mockImplementation(async (channels, event, data) => {
      sent.push({ channels, event, data: data as Record<string, unknown> });
      await publish(channels, event, data);
    });
  }, 120_000);
  afterAll(async () => t?.close());
  beforeEach(() => {
    sent.length = 0;
  });

  /** The notifications stored since `after`, as `email: title -> link`. */
  async function notified(after: number): Promise<string[]> {
    const rows = await rowsOf<{ email: string; title: string; link: string }>(
      db,
      sql`select u.email, n.title, n.link from notifications n join users u on u.id = n.user_id
          where n.id > ${after} order by u.email, n.id`,
    );
    return rows.map((row) => `${row.email}: ${row.title} -> ${row.link}`);
  }
  async function lastNotification(): Promise<number> {
    const [row] = await rowsOf<{ id: number | null }>(
      db,
      sql`select max(id) as id from notifications`,
    );
    return Number(row?.id ?? 0);
  }
  const byChannel = () => sent.map((s) => `${s.channels.join(',')} ${s.event}`);

  it('tells dispatchers of a new order, on their private channel and bell', async () => {
    const mark = await lastNotification();
    const res = await dispatcher.post('/api/jfd-orders', {
      form: {
        customer_id: String(f.customer),
        kind: 'delivery',
        zone_id: String(f.zone),
        shipping_speed_id: String(f.standard),
        slot: '10:00-12:00',
        'lines[0][product_id]': String(f.products.milk),
        'lines[0][quantity]': '1',
      },
    });
    const order = res.json().data;
    expect(byChannel()).toEqual([
      'private-jfd-orders jfd-orders',
      `private-user.${ids['dispatcher@backoffice.test']} notification`,
    ]);
    // Nothing personal: no customer, address or prices.
    expect(sent[0]?.data).toEqual({
      id: order.id,
      number: order.number,
      status: 'placed',
      kind: 'delivery',
      zone_id: f.zone,
      slot_date: order.slot_date,
      slot: '10:00-12:00',
    });
    expect(await notified(mark)).toEqual([
      `dispatcher@backoffice.test: New order ${order.number} -> /jfd-orders/${order.id}`,
    ]);

    // Confirmed: everyone's update, the concierges' queue.
    const mark2 = await lastNotification();
    sent.length = 0;
    await dispatcher.post(`/api/jfd-orders/${order.id}/confirm`);
    expect(byChannel()).toEqual([
      'jfd-order-updates jfd-order-updates',
      'order-fulfillment order-fulfillment',
      `private-user.${ids['concierge@backoffice.test']} notification`,
      `private-user.${ids['dispatcher@backoffice.test']} notification`,
    ]);
    expect(await notified(mark2)).toEqual([
      `concierge@backoffice.test: Order ${order.number} is waiting to be fulfilled -> /fulfillments/${order.id}`,
      `dispatcher@backoffice.test: Order ${order.number} was confirmed -> /jfd-orders/${order.id}`,
    ]);

    // Nothing for a refused action.
    sent.length = 0;
    const mark3 = await lastNotification();
    const refused = await dispatcher.post(`/api/jfd-orders/${order.id}/confirm`);
    expect(refused.statusCode).toBe(409);
    expect(sent).toEqual([]);
    expect(await notified(mark3)).toEqual([]);

    // Fulfilled, then assigned: the driver hears of it on their channel and bell.
    await concierge.post(`/api/jfd-orders/${order.id}/start-fulfilment`);
    await concierge.post(`/api/jfd-orders/${order.id}/pick`, {
      form: { line_id: String(order.lines[0].id), outcome: 'found' },
    });
    await concierge.post(`/api/jfd-orders/${order.id}/ready`);
    sent.length = 0;
    const mark4 = await lastNotification();
    await dispatcher.post(`/api/jfd-orders/${order.id}/assign-driver`, {
      form: { driver_id: String(f.drivers.dora) },
    });
    expect(byChannel()).toEqual([
      'jfd-order-updates jfd-order-updates',
      'jfd-order-delivery jfd-order-delivery',
      `private-user.${ids['driver@backoffice.test']} notification`,
      `private-user.${ids['dispatcher@backoffice.test']} notification`,
      `private-user.${ids['concierge@backoffice.test']} notification`,
    ]);
    expect(sent[1]?.data).toMatchObject({ status: 'ready', driver_user_id: f.users.dora });
    expect(await notified(mark4)).toEqual([
      `concierge@backoffice.test: Order ${order.number} has a driver -> /fulfillments/${order.id}`,
      `dispatcher@backoffice.test: Order ${order.number} has a driver -> /jfd-orders/${order.id}`,
      `driver@backoffice.test: Order ${order.number} is assigned to you -> /deliveries/${order.id}`,
    ]);
    // Never the other brand's dispatcher, the other drivers, or the administrator.
    const strangers = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from notifications
          where id > ${start} and user_id in (${ids.otto}, ${ids['dev.driver@backoffice.test']}, ${ids['admin@backoffice.test']})`,
    );
    expect(Number(strangers[0]?.n)).toBe(0);
  }, 120_000);

  it('sends the events only after the commit: none when the transaction rolls back', async () => {
    const mark = await lastNotification();
    // A placement the hook refuses late (a used-up coupon) after writing nothing it keeps.
    await db.execute(
      sql`update jfd_coupons set usage_limit = 1, times_used = 1 where id = ${f.coupons.limited}`,
    );
    const res = await dispatcher.post('/api/jfd-orders', {
      form: {
        customer_id: String(f.customer),
        kind: 'delivery',
        zone_id: String(f.zone),
        shipping_speed_id: String(f.standard),
        coupon_code: 'LIMITED',
        'lines[0][product_id]': String(f.products.milk),
        'lines[0][quantity]': '1',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(sent).toEqual([]);
    expect(await notified(mark)).toEqual([]);
  });
});
