/**
 * Products and variants under their store's slug, on both databases: another store's product or
 * variant answers 404, store-level permissions open one store's products and nothing else, the
 * approvals queue (new and changed products, approve, reject with the reason the seller reads,
 * two reviewers at once), SKUs unique in the brand and stock never below zero.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(databaseKinds())('store products on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  const values: Record<string, number> = {};
  const attributes: Record<string, number> = {};

  const db = () => t.database.handle.db as unknown as Executor;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signedIn('admin', 9);
    const seller = await admin.post('/api/evd-sellers', {
      form: { name: 'Sofia Marquez', email: 'sofia@example.com', joined_on: '2026-02-01' },
    });
    for (const slug of ['urban-threads', 'green-grocer', 'tea-leaf']) {
      const made = await admin.post('/api/evd-stores', {
        form: {
          seller_id: String(seller.json().data.id),
          name: slug,
          slug,
          email: `${slug}@example.com`,
          plan: 'basic',
        },
      });
      expect(made.statusCode).toBe(201);
      await admin.post(`/api/evd-stores/${slug}/approve`, { form: {} });
    }
    for (const [name, kindOf, list] of [
      ['Colour', 'colour', ['Black', 'White']],
      ['Size', 'size', ['S', 'M', 'L']],
      ['Material', 'material', ['Cotton']],
    ] as const) {
      const attribute = await admin.post('/api/evd-attributes', { form: { name, kind: kindOf } });
      expect(attribute.statusCode).toBe(201);
      attributes[name] = attribute.json().data.id;
      for (const value of list) {
        const made = await admin.post('/api/evd-attribute-values', {
          form: { attribute_id: String(attributes[name]), value },
        });
        expect(made.statusCode).toBe(201);
        values[value] = made.json().data.id;
      }
    }
  }, 120_000);
  afterAll(async () => t?.close());

  const products = (slug: string) => `/api/evd-stores/${slug}/products`;
  const variants = (slug: string) => `/api/evd-stores/${slug}/variants`;
  const product = (agent: Agent, slug: string, name: string, extra: Record<string, string> = {}) =>
    agent.post(products(slug), { form: { name, price: '2200', ...extra } });
  const variant = (agent: Agent, slug: string, productId: number, sku: string, extra = {}) =>
    agent.post(variants(slug), {
      json: { product_id: productId, sku, price: 2200, stock: 10, lines: [], ...extra },
    });

  it('keeps a store’s products and variants under its slug: another store’s answer 404', async () => {
    const tee = await product(admin, 'urban-threads', 'Organic T-shirt', {
      'lines[0][attribute_id]': String(attributes.Material),
      'lines[0][attribute_value_id]': String(values.Cotton),
    });
    expect(tee.statusCode).toBe(201);
    const teeId = tee.json().data.id as number;
    expect(tee.json().data).toMatchObject({
      status: 'draft',
      lines: [{ attribute_id: attributes.Material }],
    });
    const [store] = await rowsOf<{ id: number }>(
      db(),
      sql`select id from evd_stores where slug = 'urban-threads'`,
    );
    expect(tee.json().data.store_id).toBe(store?.id);

    const blackM = await variant(admin, 'urban-threads', teeId, 'UT-TEE-BLK-M', {
      lines: [{ attribute_value_id: values.Black }, { attribute_value_id: values.M }],
    });
    expect(blackM.statusCode).toBe(201);
    expect(blackM.json().data).toMatchObject({ name: 'Black / M', stock: 10 });
    const variantId = blackM.json().data.id as number;

    // Its own store reaches both; another store's slug does not, whatever the method.
    expect((await admin.get(`${products('urban-threads')}/${teeId}`)).statusCode).toBe(200);
    expect((await admin.get(`${products('green-grocer')}/${teeId}`)).statusCode).toBe(404);
    expect(
      (await admin.put(`${products('green-grocer')}/${teeId}`, { form: { name: 'Stolen' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin.post(`${products('green-grocer')}/${teeId}/submit`, { form: {} })).statusCode,
    ).toBe(404);
    expect((await admin.delete(`${products('green-grocer')}/${teeId}`)).statusCode).toBe(404);
    expect((await admin.get(`${variants('urban-threads')}/${variantId}`)).statusCode).toBe(200);
    expect((await admin.get(`${variants('green-grocer')}/${variantId}`)).statusCode).toBe(404);
    const list = await admin.get(products('green-grocer'));
    expect(list.json().total).toBe(0);
    expect((await admin.get(products('no-such-store'))).json()).toEqual({
      message: 'The store was not found.',
    });

    // A variant under one store's slug of another store's product is refused.
    const crossed = await variant(admin, 'green-grocer', teeId, 'GG-X-1');
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().errors.product_id).toEqual(['The selected product is invalid.']);
    // A value of the wrong attribute, and an attribute given twice, are refused.
    const wrong = await product(admin, 'urban-threads', 'Bad tee', {
      'lines[0][attribute_id]': String(attributes.Material),
      'lines[0][attribute_value_id]': String(values.Black),
    });
    expect(wrong.json().errors['lines.0.attribute_value_id']).toEqual([
      'The value is not one of the attribute’s values.',
    ]);
    const twice = await variant(admin, 'urban-threads', teeId, 'UT-TEE-2', {
      lines: [{ attribute_value_id: values.S }, { attribute_value_id: values.M }],
    });
    expect(twice.json().errors['lines.1.attribute_value_id']).toEqual([
      'A variant takes one value of each attribute.',
    ]);
  });

  it('keeps a product’s attributes when left out, and clears them with an empty list', async () => {
    const made = await product(admin, 'tea-leaf', 'Cotton tea towel', {
      'lines[0][attribute_id]': String(attributes.Material),
      'lines[0][attribute_value_id]': String(values.Cotton),
    });
    const url = `${products('tea-leaf')}/${made.json().data.id}`;
    expect(made.json().data.lines).toHaveLength(1);
    // Left out, the lines stay; sent as an empty list, they go.
    expect((await admin.put(url, { form: { name: 'Tea towel' } })).json().data.lines).toHaveLength(
      1,
    );
    expect((await admin.put(url, { json: { lines: [] } })).json().data.lines).toEqual([]);
  });

  it('keeps SKUs unique in the brand and stock at zero or more', async () => {
    const tea = await product(admin, 'tea-leaf', 'Assam tea');
    const teaId = tea.json().data.id as number;
    expect((await variant(admin, 'tea-leaf', teaId, 'TLT-001')).statusCode).toBe(201);
    // Another store, another case: the same SKU is still taken.
    const gg = await product(admin, 'green-grocer', 'Bananas');
    const taken = await variant(admin, 'green-grocer', gg.json().data.id, 'tlt-001');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.sku).toEqual(['The SKU has already been taken.']);
    // Two creates of one SKU at once: one wins.
    const raced = await Promise.all([
      variant(admin, 'tea-leaf', teaId, 'TLT-002'),
      variant(admin, 'tea-leaf', teaId, 'TLT-002'),
    ]);
    expect(raced.map((res) => res.statusCode).sort()).toEqual([201, 422]);

    const negative = await variant(admin, 'tea-leaf', teaId, 'TLT-003', { stock: -1 });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors.stock).toEqual(['The stock field must be at least 0.']);
    const made = await variant(admin, 'tea-leaf', teaId, 'TLT-004', { stock: 2 });
    const id = made.json().data.id as number;
    const down = await admin.put(`${variants('tea-leaf')}/${id}`, { json: { stock: -3 } });
    expect(down.statusCode).toBe(422);
    // Whoever writes the stock (an order taking units), the table refuses it below zero.
    await expect(
      db().execute(sql`update evd_product_variants set stock = stock - 3 where id = ${id}`),
    ).rejects.toThrow();
    expect((await admin.get(`${variants('tea-leaf')}/${id}`)).json().data.stock).toBe(2);
  });

  it('opens one store to its member’s store-level permissions, and nothing more', async () => {
    const store = await t.signedIn('store', 9);
    // No marketplace permission of their own.
    expect((await store.get(products('green-grocer'))).statusCode).toBe(403);
    const [user] = await rowsOf<{ id: number }>(
      db(),
      sql`select id from users where email = 'store@backoffice.test'`,
    );
    const member = await admin.post('/api/evd-stores/green-grocer/members', {
      json: {
        user_id: user?.id,
        lines: [{ permission: 'access_evdati_products' }, { permission: 'manage_evdati_products' }],
      },
    });
    expect(member.statusCode).toBe(201);
    expect(member.json().data.user_name).toBe('Sol Storekeeper');
    const again = await admin.post('/api/evd-stores/green-grocer/members', {
      json: { user_id: user?.id, lines: [{ permission: 'access_evdati_products' }] },
    });
    expect(again.json().errors.user_id).toEqual(['This user is already a member of this store.']);
    // Only reading on the tea shop.
    await admin.post('/api/evd-stores/tea-leaf/members', {
      json: { user_id: user?.id, lines: [{ permission: 'access_evdati_products' }] },
    });

    const session = await store.get('/api/session');
    expect(session.json().data.user.store_permissions).toEqual({
      'green-grocer': ['access_evdati_products', 'manage_evdati_products'],
      'tea-leaf': ['access_evdati_products'],
    });
    expect((await store.get(products('green-grocer'))).statusCode).toBe(200);
    const made = await product(store, 'green-grocer', 'Heirloom tomatoes', { price: '399' });
    expect(made.statusCode).toBe(201);
    expect(
      (await store.post(`${products('green-grocer')}/${made.json().data.id}/submit`, { form: {} }))
        .statusCode,
    ).toBe(200);

    // The product form's catalogue comes through the store, so the member reaches it too.
    const catalogue = await store.get('/api/evd-stores/green-grocer/catalogue');
    expect(catalogue.statusCode).toBe(200);
    expect(
      (catalogue.json().data.values as { value: string }[]).map((row) => row.value).sort(),
    ).toEqual(['Black', 'Cotton', 'L', 'M', 'S', 'White']);
    expect((await store.get('/api/evd-stores/urban-threads/catalogue')).statusCode).toBe(403);

    // Another store: refused; a permission not granted there: refused.
    expect((await store.get(products('urban-threads'))).statusCode).toBe(403);
    expect((await product(store, 'urban-threads', 'Sneaky')).statusCode).toBe(403);
    expect((await store.get(products('tea-leaf'))).statusCode).toBe(200);
    expect((await product(store, 'tea-leaf', 'Green tea')).statusCode).toBe(403);
    // Its own store's record is read with the products it manages there (a reader of stores);
    // another store's is not, nor the list of stores, nor the members.
    expect((await store.get('/api/evd-stores/green-grocer')).statusCode).toBe(200);
    expect((await store.get('/api/evd-stores/urban-threads')).statusCode).toBe(403);
    expect((await store.get('/api/evd-stores/tea-leaf')).statusCode).toBe(403);
    expect(
      (await store.post('/api/evd-stores/green-grocer/approve', { form: {} })).statusCode,
    ).toBe(403);
    expect((await store.get('/api/evd-stores')).statusCode).toBe(403);
    expect(
      (await store.post('/api/evd-stores/green-grocer/members', { json: { user_id: 1 } }))
        .statusCode,
    ).toBe(403);
    expect((await store.get('/api/evd-product-approvals')).statusCode).toBe(403);
  });

  it('queues new and changed products; approve makes them live, reject tells the seller why', async () => {
    const queue = () =>
      admin
        .get('/api/evd-product-approvals?filter[status]=pending&per_page=100')
        .then((res) => res.json().data as Record<string, unknown>[]);
    const made = await product(admin, 'urban-threads', 'Relaxed chinos', { price: '5400' });
    const id = made.json().data.id as number;
    const url = `${products('urban-threads')}/${id}`;
    expect((await admin.get(url)).json().data.status).toBe('draft');

    const submitted = await admin.post(`${url}/submit`, { form: {} });
    expect(submitted.json().data.status).toBe('pending_approval');
    const again = await admin.post(`${url}/submit`, { form: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This product is already waiting for approval.');
    const entry = (await queue()).find((row) => row.product_id === id);
    expect(entry).toMatchObject({ kind: 'new', status: 'pending', product_name: 'Relaxed chinos' });
    const approval = `/api/evd-product-approvals/${entry?.id}`;

    // Reject needs a reason; the seller reads it on the product.
    const bare = await admin.post(`${approval}/reject`, { form: {} });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.reason).toEqual(['The reason field is required.']);
    const rejected = await admin.post(`${approval}/reject`, {
      form: { reason: 'Add the fabric and fit to the description.' },
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reason: 'Add the fabric and fit to the description.',
      decided_by: 'Ada Admin',
    });
    expect((await admin.get(url)).json().data).toMatchObject({
      status: 'rejected',
      status_reason: 'Add the fabric and fit to the description.',
    });
    expect((await admin.post(`${approval}/approve`, { form: {} })).json().message).toBe(
      'Only pending approvals can be decided.',
    );

    // Fixed and resubmitted: a new entry; two reviewers approve at once, one wins.
    await admin.put(url, { form: { description: 'Garment-dyed cotton twill, relaxed fit.' } });
    await admin.post(`${url}/submit`, { form: {} });
    const second = (await queue()).find((row) => row.product_id === id);
    expect(second).toMatchObject({ kind: 'new' });
    const raced = await Promise.all([
      admin.post(`/api/evd-product-approvals/${second?.id}/approve`, { form: {} }),
      admin.post(`/api/evd-product-approvals/${second?.id}/approve`, { form: {} }),
    ]);
    expect(raced.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await admin.get(url)).json().data).toMatchObject({
      status: 'approved',
      status_reason: null,
    });

    // A live product whose content changes leaves the shop until the change is approved.
    const stockOnly = await admin.put(url, { form: { name: 'Relaxed chinos' } });
    expect(stockOnly.json().data.status).toBe('approved');
    const changed = await admin.put(url, { form: { price: '5900' } });
    expect(changed.json().data).toMatchObject({ status: 'pending_approval', price: 5900 });
    const change = (await queue()).find((row) => row.product_id === id);
    expect(change).toMatchObject({ kind: 'change', status: 'pending' });
    const live = await admin.get(`${products('urban-threads')}?filter[status]=approved`);
    expect((live.json().data as { id: number }[]).map((row) => row.id)).not.toContain(id);
    await admin.post(`/api/evd-product-approvals/${change?.id}/approve`, { form: {} });
    expect((await admin.get(url)).json().data.status).toBe('approved');

    // What has been live is never deleted; a draft is.
    expect((await admin.delete(url)).statusCode).toBe(409);
    const draft = await product(admin, 'urban-threads', 'Sample tee');
    expect(
      (await admin.delete(`${products('urban-threads')}/${draft.json().data.id}`)).statusCode,
    ).toBe(204);
  });
});
