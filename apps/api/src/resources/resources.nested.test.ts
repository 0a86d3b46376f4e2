/**
 * Nested resources, records keyed by slug and record-level grants, on entities of the test's
 * own: shops found by their slug (`/api/test-shops/{slug}`), their items under the shop's slug
 * (`/api/test-shops/{shopSlug}/items`), and a user who holds no permission of their own but is
 * granted some for one shop.
 */
import { defineResource } from '@backoffice/contract';
import type { ResourceHooks } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { databaseKinds } from '../../test/helpers/database';
import { rowsOf } from './repository';

const shops = defineResource({
  name: 'test_shops',
  segment: 'test-shops',
  singular: 'shop',
  plural: 'shops',
  scope: 'brand',
  brands: [9],
  titleField: 'name',
  recordKey: 'slug',
  fields: {
    name: { type: 'string', label: 'Name', rules: ['required'] },
    slug: { type: 'string', label: 'Slug', rules: ['required', 'unique'] },
    state: {
      type: 'enum',
      label: 'State',
      options: ['open', 'closed'],
      default: 'open',
      readOnly: true,
    },
  },
  permissions: {
    list: 'access_evdati_stores',
    view: 'access_evdati_stores',
    create: 'manage_evdati_stores',
    update: 'manage_evdati_stores',
  },
  stateField: 'state',
  actions: {
    close: {
      label: 'Close',
      from: ['open'],
      to: 'closed',
      permission: 'manage_evdati_stores',
      wrongState: 'Only an open shop can be closed.',
    },
  },
});

const items = defineResource({
  name: 'test_shop_items',
  segment: 'test-shops/:shopSlug/items',
  parent: { resource: 'test_shops', field: 'shop_id', key: 'slug' },
  singular: 'item',
  plural: 'items',
  scope: 'brand',
  brands: [9],
  titleField: 'name',
  fields: {
    shop_id: { type: 'reference', label: 'Shop', resource: 'test_shops', readOnly: true },
    name: { type: 'string', label: 'Name', rules: ['required'], searchable: true },
    sku: { type: 'string', label: 'SKU', rules: ['required', 'unique'] },
    state: {
      type: 'enum',
      label: 'State',
      options: ['draft', 'live'],
      default: 'draft',
      readOnly: true,
    },
  },
  permissions: {
    list: 'access_evdati_products',
    view: 'access_evdati_products',
    create: 'manage_evdati_products',
    update: 'manage_evdati_products',
    delete: 'manage_evdati_products',
  },
  stateField: 'state',
  actions: {
    publish: {
      label: 'Publish',
      from: ['draft'],
      to: 'live',
      permission: 'manage_evdati_products',
      wrongState: 'Only a draft item can be published.',
    },
  },
});

/** The grants of the test: user id, shop slug, permissions (comma-separated). */
const GRANTS_TABLE = sql`create table if not exists test_shop_grants (
  user_id integer not null, slug text not null, permissions text not null)`;

const hooks: Record<string, ResourceHooks> = {
  test_shops: {
    grants: async (db, { userId }) => {
      const rows = await rowsOf<{ slug: string; permissions: string }>(
        db,
        sql`select slug, permissions from test_shop_grants where user_id = ${userId}`,
      );
      return Object.fromEntries(rows.map((row) => [row.slug, row.permissions.split(',')]));
    },
  },
};

describe.each(databaseKinds())('nested resources and store-level grants on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  const itemsOf = (slug: string) => `/api/test-shops/${slug}/items`;

  beforeAll(async () => {
    t = await createTestApp(kind, { resources: [shops, items], hooks });
    await t.database.handle.db.execute(GRANTS_TABLE);
    admin = await t.signedIn('admin', 9);
    for (const [name, slug] of [
      ['Green Grocer', 'green-grocer'],
      ['Corner Shop', 'corner-shop'],
    ] as const) {
      expect((await admin.post('/api/test-shops', { form: { name, slug } })).statusCode).toBe(201);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it('serves a nested resource under its parent’s slug, and only that parent’s rows', async () => {
    const made = await admin.post(itemsOf('green-grocer'), {
      form: { name: 'Apples', sku: 'GG-APL', shop_id: '999' },
    });
    expect(made.statusCode).toBe(201);
    const apple = made.json().data;
    const [shop] = await rowsOf<{ id: number }>(
      t.database.handle.db,
      sql`select id from test_shops where slug = 'green-grocer'`,
    );
    // The parent comes from the path; a `shop_id` in the body is ignored.
    expect(apple.shop_id).toBe(shop?.id);
    const pear = (
      await admin.post(itemsOf('corner-shop'), { form: { name: 'Pears', sku: 'CS-PER' } })
    ).json().data;

    const list = (await admin.get(itemsOf('green-grocer'))).json();
    expect(list.data.map((row: { name: string }) => row.name)).toEqual(['Apples']);
    expect(list.total).toBe(1);
    expect((await admin.get(`${itemsOf('green-grocer')}/${apple.id}`)).statusCode).toBe(200);

    // Another shop's item under this slug is not there, whatever is done to it.
    const elsewhere = `${itemsOf('green-grocer')}/${pear.id}`;
    for (const response of [
      await admin.get(elsewhere),
      await admin.put(elsewhere, { form: { name: 'Mine now' } }),
      await admin.post(`${elsewhere}/publish`, { form: {} }),
      await admin.get(`${elsewhere}/audit`),
      await admin.delete(elsewhere),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('The item was not found.');
    }
    const unknown = await admin.get(itemsOf('no-such-shop'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The shop was not found.');
    expect((await admin.get(`${itemsOf('corner-shop')}/${pear.id}`)).json().data.name).toBe(
      'Pears',
    );
  });

  it('keeps a unique field unique in the brand, across parents', async () => {
    await admin.post(itemsOf('green-grocer'), { form: { name: 'Plums', sku: 'PLUM-1' } });
    const again = await admin.post(itemsOf('corner-shop'), {
      form: { name: 'Plums', sku: 'plum-1' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ sku: ['The SKU has already been taken.'] });
  });

  it('addresses a record by its key: the slug, never the id', async () => {
    const shop = await admin.get('/api/test-shops/green-grocer');
    expect(shop.statusCode).toBe(200);
    expect(shop.json().data).toMatchObject({ name: 'Green Grocer', slug: 'green-grocer' });
    expect((await admin.get(`/api/test-shops/${shop.json().data.id}`)).statusCode).toBe(404);
    const renamed = await admin.put('/api/test-shops/green-grocer', {
      form: { name: 'Green Grocers', version: '1' },
    });
    expect(renamed.json().data.name).toBe('Green Grocers');
    const closed = await admin.post('/api/test-shops/corner-shop/close', { form: {} });
    expect(closed.json().data.state).toBe('closed');
    const twice = await admin.post('/api/test-shops/corner-shop/close', { form: {} });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Only an open shop can be closed.');
  });

  it('lets store-level permissions open one store’s routes, and no other', async () => {
    const hr = await t.signedIn('hr', 9);
    const [user] = await rowsOf<{ id: number }>(
      t.database.handle.db,
      sql`select id from users where email = 'hr@backoffice.test'`,
    );
    await t.database.handle.db.execute(
      sql`insert into test_shop_grants (user_id, slug, permissions)
          values (${user?.id}, 'green-grocer', 'ACCESS_EVDATI_PRODUCTS,manage_evdati_products,access_evdati_stores'),
                 (${user?.id}, 'corner-shop', 'access_evdati_products')`,
    );
    // Granted: the shop's items, a new one, a change, an action; the shop's own page.
    expect((await hr.get(itemsOf('green-grocer'))).statusCode).toBe(200);
    const made = await hr.post(itemsOf('green-grocer'), { form: { name: 'Kale', sku: 'GG-KAL' } });
    expect(made.statusCode).toBe(201);
    const kale = `${itemsOf('green-grocer')}/${made.json().data.id}`;
    expect((await hr.put(kale, { form: { name: 'Curly kale' } })).statusCode).toBe(200);
    expect((await hr.post(`${kale}/publish`, { form: {} })).json().data.state).toBe('live');
    expect((await hr.get('/api/test-shops/green-grocer')).statusCode).toBe(200);

    // Refused: what the grant does not hold, another shop's grant-less routes, every list of
    // shops (no slug to be granted on), and a slug that is no shop.
    expect((await hr.put('/api/test-shops/green-grocer', { form: { name: 'X' } })).statusCode).toBe(
      403,
    );
    expect((await hr.get(itemsOf('corner-shop'))).statusCode).toBe(200);
    expect(
      (await hr.post(itemsOf('corner-shop'), { form: { name: 'Figs', sku: 'CS-FIG' } })).statusCode,
    ).toBe(403);
    expect((await hr.get('/api/test-shops/corner-shop')).statusCode).toBe(403);
    expect((await hr.get('/api/test-shops')).statusCode).toBe(403);
    expect((await hr.get(itemsOf('no-such-shop'))).statusCode).toBe(403);

    // In another brand the grants count for nothing.
    const elsewhere = await t.signedIn('hr', 1);
    expect((await elsewhere.get(itemsOf('green-grocer'))).statusCode).toBe(403);
  });
});
