/**
 * Reviews through the API: the seed after the stores and orders (every status, skipped without
 * customers), a product review taking its store from its product and waiting for moderation
 * unless the app settings publish at once, publish / hide (with a reason) / reply and every
 * wrong move with its sentence, who may moderate which kind, and two moderations at once.
 *
 * The stores', products' and customers' rows belong to other areas: written here by SQL into
 * their pinned tables (the server serves the whole registry).
 */
import {
  type Agent,
  createTestApp,
  databaseKinds,
  seedContext,
  type TestApp,
} from '@backoffice/api/testing';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamUser, userIdOf } from '../leads/teamUser.testing';
import { seedReviews } from './seed';

describe.each(databaseKinds())('marketplace reviews on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let serviceOnly: Agent;
  let ids: { stores: number[]; products: number[]; customers: number[] };
  const db = () => t.database.handle.db as unknown as Executor;
  const total = async (path: string) => (await manager.get(path)).json().total as number;
  const insertIds = async (query: ReturnType<typeof sql>) =>
    (await rowsOf<{ id: number }>(db(), query)).map((row) => Number(row.id));

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [seller] = await insertIds(
      sql`insert into evd_sellers (brand_id, name, email, status, joined_on)
          values (9, 'Cora Lane', 'cora@cedarlane.test', 'active', '2026-01-01') returning id`,
    );
    const stores = await insertIds(
      sql`insert into evd_stores (brand_id, seller_id, name, slug, email, plan, status) values
          (9, ${seller}, 'Cedar Lane Ceramics', 'cedar-lane', 'shop@cedarlane.test', 'basic', 'approved'),
          (9, ${seller}, 'Summit Fitness Gear', 'summit', 'shop@summit.test', 'growth', 'approved'),
          (9, ${seller}, 'Pending Pottery', 'pending-pottery', 'shop@pending.test', 'basic', 'pending_review')
          returning id`,
    );
    const products = await insertIds(
      sql`insert into evd_products (brand_id, store_id, name, price, status) values
          (9, ${stores[0]}, 'Stoneware mug', 1800, 'approved'),
          (9, ${stores[0]}, 'Linen apron', 2400, 'approved'),
          (9, ${stores[1]}, 'Trail socks', 1200, 'approved'),
          (9, ${stores[2]}, 'Draft vase', 3000, 'draft')
          returning id`,
    );
    const customers = await insertIds(
      sql`insert into evd_customers (brand_id, name, email) values
          (9, 'Ava Thompson', 'ava@shopper.test'), (9, 'Ben Carter', 'ben@shopper.test'),
          (9, 'Chris Doe', 'chris@shopper.test'), (9, 'Dana Lee', 'dana@shopper.test')
          returning id`,
    );
    ids = { stores, products, customers };
    const managerId = await userIdOf(db(), 'manager@backoffice.test');
    await t.database.handle.db.transaction(async (tx) =>
      seedReviews(
        tx as unknown as Executor,
        seedContext(new Date(Date.UTC(2026, 5, 15)), { Manager: managerId }),
      ),
    );
    // Made before anyone signs in: the server caches the roles for 30 seconds from then.
    const user = await createTeamUser(db(), {
      first: 'Sera',
      last: 'Service',
      role: 'Service Moderator',
      permissions: ['manage_evdati_service_reviews'],
    });
    manager = await t.signedIn('manager', 9);
    serviceOnly = t.agent();
    await serviceOnly.signInTo(user.email, 9);
  }, 120_000);
  afterAll(async () => t?.close());

  it('seeds reviews of approved products in every status, with replies', async () => {
    // 36 product reviews: in each ten, 4 pending, 4 published, the spam one and 1 more hidden.
    expect({
      all: await total('/api/evd-product-reviews'),
      pending: await total('/api/evd-product-reviews?filter[status]=pending'),
      published: await total('/api/evd-product-reviews?filter[status]=published'),
      hidden: await total('/api/evd-product-reviews?filter[status]=hidden'),
    }).toEqual({ all: 36, pending: 16, published: 14, hidden: 6 });
    expect({
      all: await total('/api/evd-service-reviews'),
      pending: await total('/api/evd-service-reviews?filter[status]=pending'),
      published: await total('/api/evd-service-reviews?filter[status]=published'),
      hidden: await total('/api/evd-service-reviews?filter[status]=hidden'),
    }).toEqual({ all: 18, pending: 6, published: 10, hidden: 2 });
    const replied = await rowsOf<{ n: number; by: string }>(
      db(),
      sql`select count(*)::int as n, min(replied_by_name) as by from evd_product_reviews
          where reply is not null`,
    );
    expect(replied[0]).toEqual({ n: 4, by: 'Mona Manager' });
    // Only approved products are reviewed; each review names its product's store.
    const wrong = await rowsOf(
      db(),
      sql`select 1 from evd_product_reviews r join evd_products p on p.id = r.product_id
          where p.status <> 'approved' or p.store_id <> r.store_id`,
    );
    expect(wrong).toHaveLength(0);
    const spam = (await manager.get('/api/evd-product-reviews?search=spam-deals')).json().data;
    expect(spam.every((r: { status: string }) => r.status === 'hidden')).toBe(true);
  });

  it('takes a review’s store from its product; it waits unless the settings publish at once', async () => {
    const body = {
      product_id: String(ids.products[2]),
      customer_id: String(ids.customers[0]),
      rating: '4',
      title: 'Warm and comfy',
      body: 'Good for long hikes.',
      status: 'published',
      store_id: String(ids.stores[0]),
    };
    const waiting = await manager.post('/api/evd-product-reviews', { form: body });
    expect(waiting.statusCode).toBe(201);
    expect(waiting.json().data).toMatchObject({
      store_id: ids.stores[1], // Summit Fitness Gear sells the socks, whatever was sent
      status: 'pending',
      labels: { store_id: 'Summit Fitness Gear', product_id: 'Trail socks' },
    });
    await db().execute(
      sql`insert into evd_app_settings (brand_id, commission_rate, payout_delay_days, min_payout,
            reviews_auto_publish, support_email)
          values (9, 1000, 7, 5000, true, 'support@marketplace.example')`,
    );
    const published = await manager.post('/api/evd-product-reviews', { form: body });
    expect(published.json().data.status).toBe('published');
    await db().execute(sql`delete from evd_app_settings where brand_id = 9`);
    const bad = await manager.post('/api/evd-product-reviews', {
      form: { ...body, rating: '6', product_id: '999999' },
    });
    expect(bad.json().errors).toMatchObject({
      rating: ['The rating field must be between 1 and 5.'],
      product_id: ['The selected product is invalid.'],
    });
  });

  it('publishes, hides with a reason and replies, refusing every wrong move', async () => {
    const created = await manager.post('/api/evd-product-reviews', {
      form: {
        product_id: String(ids.products[0]),
        customer_id: String(ids.customers[1]),
        rating: '2',
        title: 'Chipped rim',
        body: 'The rim was chipped on arrival.',
      },
    });
    const id = created.json().data.id as number;
    const act = (name: string, form: Record<string, string> = {}) =>
      manager.post(`/api/evd-product-reviews/${id}/${name}`, { form });

    expect((await act('publish')).json().data.status).toBe('published');
    const again = await act('publish');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This review is published already.');
    const noReason = await act('hide');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['The reason field is required.'] });
    const hidden = await act('hide', { reason: 'Names a staff member.' });
    expect(hidden.json().data).toMatchObject({
      status: 'hidden',
      hidden_reason: 'Names a staff member.',
    });
    expect((await act('hide', { reason: 'Again.' })).json().message).toBe(
      'This review is hidden already.',
    );
    const replyHidden = await act('reply', { reply: 'Sorry!' });
    expect(replyHidden.statusCode).toBe(409);
    expect(replyHidden.json().message).toBe(
      'A hidden review cannot take a reply; publish it first.',
    );
    expect((await act('publish')).json().data).toMatchObject({
      status: 'published',
      hidden_reason: null,
    });
    const emptyReply = await act('reply', { reply: '' });
    expect(emptyReply.json().errors).toEqual({ reply: ['The reply field is required.'] });
    const replied = (await act('reply', { reply: 'A replacement is on its way.' })).json().data;
    expect(replied).toMatchObject({
      status: 'published',
      reply: 'A replacement is on its way.',
      replied_by_name: 'Mona Manager',
    });
    expect(Date.now() - Date.parse(replied.replied_at)).toBeLessThan(60_000);
    const trail = (await manager.get(`/api/evd-product-reviews/${id}/audit`)).json().data;
    expect(trail.map((entry: { action: string }) => entry.action)).toEqual([
      'reply',
      'publish',
      'hide',
      'publish',
      'created',
    ]);
  });

  it('lets each moderator reach the kind of review they moderate', async () => {
    expect((await serviceOnly.get('/api/evd-product-reviews')).statusCode).toBe(403);
    expect((await serviceOnly.get('/api/evd-service-reviews')).statusCode).toBe(200);
    const pending = (
      await serviceOnly.get('/api/evd-service-reviews?filter[status]=pending&per_page=1')
    ).json().data[0];
    const res = await serviceOnly.post(`/api/evd-service-reviews/${pending.id}/publish`);
    expect(res.json().data.status).toBe('published');
    // Reviews are the customers' words: never changed or deleted by staff.
    expect(
      (await manager.put(`/api/evd-service-reviews/${pending.id}`, { form: { title: 'x' } }))
        .statusCode,
    ).toBe(405);
  });

  it('takes one of two moderations of the same review sent at once', async () => {
    const pending = (
      await manager.get('/api/evd-product-reviews?filter[status]=pending&per_page=1')
    ).json().data[0] as { id: number; version: number };
    const version = String(pending.version);
    const answers = await Promise.all([
      manager.post(`/api/evd-product-reviews/${pending.id}/publish`, { form: { version } }),
      manager.post(`/api/evd-product-reviews/${pending.id}/hide`, {
        form: { version, reason: 'Spam.' },
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('seeds nothing without customers', async () => {
    const before = await total('/api/evd-product-reviews');
    await db().execute(sql`update evd_customers set brand_id = 1`);
    await t.database.handle.db.transaction(async (tx) =>
      seedReviews(tx as unknown as Executor, seedContext(new Date(), {})),
    );
    await db().execute(sql`update evd_customers set brand_id = 9`);
    expect(await total('/api/evd-product-reviews')).toBe(before);
  });
});
