/**
 * The catalogue settings through the API, every figure written out: the seed (every list
 * filled, quickly), policy pages sanitised on the server (a script and an onclick are gone) and
 * found by slug, one app settings row per brand (even for two first saves at once), one value
 * of a name per attribute, a shipping promise that makes sense, who may read and change.
 */
import {
  type Agent,
  createTestApp,
  databaseKinds,
  seedContext,
  type TestApp,
} from '@backoffice/api/testing';
import { COMMON_RESOURCES } from '@backoffice/common';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_RESOURCES } from '../../resources/catalogue';
import { createTeamUser } from '../leads/teamUser.testing';
import { catalogueArea } from '.';
import { seedCatalogue } from './seed';

const TODAY = new Date(Date.UTC(2026, 5, 15));
const states = COMMON_RESOURCES.filter((resource) => resource.name === 'states');

describe.each(databaseKinds())('the marketplace catalogue settings on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let reader: Agent;
  let elapsed: number;
  const db = () => t.database.handle.db as unknown as Executor;
  const total = async (path: string) => (await manager.get(path)).json().total as number;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      resources: [...states, ...CATALOGUE_RESOURCES],
      hooks: catalogueArea.resources ?? {},
    });
    // The area's own indexes, as the server makes them at start for the registry's tables.
    for (const ddl of catalogueArea.tables ?? []) await db().execute(sql.raw(ddl));
    await db().execute(
      sql`insert into states (name, code) values ('Texas', 'TX'), ('California', 'CA')`,
    );
    const started = performance.now();
    await t.database.handle.db.transaction(async (tx) =>
      seedCatalogue(tx as unknown as Executor, seedContext(TODAY, {})),
    );
    elapsed = performance.now() - started;
    // Made before anyone signs in: the server caches the roles for 30 seconds from then.
    const user = await createTeamUser(db(), {
      first: 'Cass',
      last: 'Reader',
      role: 'Shipping Reader',
      permissions: ['access_evdati_shipping_methods', 'access_evdati_leads'],
    });
    manager = await t.signedIn('manager', 9);
    reader = t.agent();
    await reader.signInTo(user.email, 9);
  }, 120_000);
  afterAll(async () => t?.close());

  it('seeds every list', async () => {
    // How long it took is a figure to read, not a check: a busy machine takes longer.
    console.info(`marketplace catalogue seed: ${Math.round(elapsed)} ms`);
    expect({
      categories: await total('/api/evd-categories'),
      activeCategories: await total('/api/evd-categories?filter[active]=1'),
      subcategories: await total('/api/evd-subcategories'),
      attributes: await total('/api/evd-attributes'),
      values: await total('/api/evd-attribute-values'),
      categoryAttributes: await total('/api/evd-category-attributes'),
      variantAttributes: await total('/api/evd-category-variant-attributes'),
      taxes: await total('/api/evd-taxes'),
      shippingMethods: await total('/api/evd-shipping-methods'),
      policyPages: await total('/api/evd-policy-pages'),
      appSettings: await total('/api/evd-app-settings'),
    }).toEqual({
      categories: 6, // Groceries, Home & Kitchen, Fashion, Electronics, Beauty, Toys & Games (off)
      activeCategories: 5,
      subcategories: 22, // 5 categories x 4 + 2
      attributes: 5,
      values: 22, // Size 5, Colour 6, Weight 4, Material 4, Volume 3
      categoryAttributes: 8,
      variantAttributes: 6,
      taxes: 6,
      shippingMethods: 5,
      policyPages: 4,
      appSettings: 1,
    });
    const texas = (await manager.get('/api/evd-taxes?search=Texas')).json().data[0];
    expect(texas).toMatchObject({ rate: 625, labels: { state_id: 'Texas' } });
    const settings = (await manager.get('/api/evd-app-settings')).json().data[0];
    expect(settings).toMatchObject({
      commission_rate: 1000,
      payout_delay_days: 7,
      min_payout: 5000,
      reviews_auto_publish: false,
    });
    const fashion = (await manager.get('/api/evd-categories?filter[slug]=fashion')).json().data[0];
    expect(
      await total(`/api/evd-category-variant-attributes?filter[category_id]=${fashion.id}`),
    ).toBe(2); // Size and Colour
  });

  it('sanitises a policy page on the server: a script and an onclick are gone', async () => {
    const sent =
      '<h2 style="color:red">Gift cards</h2><p onclick="steal()">Valid for <b>one year</b>.</p>' +
      '<script>alert(1)</script><a href="javascript:alert(1)">x</a>';
    const created = await manager.post('/api/evd-policy-pages', {
      form: { title: 'Gift cards', slug: 'gift-cards', body: sent, published: '1' },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json().data.body as string;
    expect(body).not.toMatch(/script|onclick|javascript|style=/);
    expect(body).toBe(
      '<h2>Gift cards</h2><p>Valid for <b>one year</b>.</p><a rel="noopener noreferrer">x</a>',
    );
    // A change is sanitised too; found by its slug, changed by its id.
    const found = (await manager.get('/api/evd-policy-pages?filter[slug]=gift-cards')).json();
    expect(found.total).toBe(1);
    const changed = await manager.put(`/api/evd-policy-pages/${found.data[0].id}`, {
      form: { body: '<p>Valid for two years.<img src=x onerror="alert(1)"></p>' },
    });
    expect(changed.json().data.body).toBe('<p>Valid for two years.</p>');
    // A body with nothing left once sanitised is no body.
    const empty = await manager.post('/api/evd-policy-pages', {
      form: { title: 'Empty', slug: 'empty', body: '<script>alert(1)</script>' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ body: ['The body field is required.'] });
    const stored = await rowsOf<{ body: string }>(
      db(),
      sql`select body from evd_policy_pages where slug = 'gift-cards'`,
    );
    expect(stored[0]?.body).toBe('<p>Valid for two years.</p>');
  });

  it('keeps policy page slugs as addresses, unique in the brand', async () => {
    const bad = await manager.post('/api/evd-policy-pages', {
      form: { title: 'Terms', slug: 'Terms Page', body: '<p>x</p>' },
    });
    expect(bad.json().errors).toEqual({
      slug: ['The slug may only hold lower-case letters, digits and single hyphens.'],
    });
    const taken = await manager.post('/api/evd-policy-pages', {
      form: { title: 'Returns again', slug: 'returns', body: '<p>x</p>' },
    });
    expect(taken.json().errors).toEqual({ slug: ['The slug has already been taken.'] });
  });

  it('keeps one app settings row per brand, even for two first saves at once', async () => {
    const body = {
      commission_rate: '1250',
      payout_delay_days: '14',
      min_payout: '2500',
      support_email: 'help@marketplace.example',
    };
    const second = await manager.post('/api/evd-app-settings', { form: body });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('The brand has its app settings already; change those.');
    const tooMuch = await manager.put(
      `/api/evd-app-settings/${(await manager.get('/api/evd-app-settings')).json().data[0].id}`,
      { form: { commission_rate: '10001' } },
    );
    expect(tooMuch.json().errors).toEqual({
      commission_rate: ['The commission rate (basis points) field must be between 0 and 10,000.'],
    });
    // Without a row, two first saves sent together: one is made, the other refused.
    await db().execute(sql`delete from evd_app_settings where brand_id = 9`);
    const answers = await Promise.all([
      manager.post('/api/evd-app-settings', { form: body }),
      manager.post('/api/evd-app-settings', { form: { ...body, commission_rate: '900' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await rowsOf(db(), sql`select 1 from evd_app_settings where brand_id = 9`);
    expect(rows).toHaveLength(1);
    // The figure the payables read in SQL.
    const [rate] = await rowsOf<{ commission_rate: number }>(
      db(),
      sql`select commission_rate from evd_app_settings where brand_id = 9`,
    );
    expect([1250, 900]).toContain(Number(rate?.commission_rate));
  });

  it('keeps a value once per attribute, and an attribute once per category', async () => {
    const size = (await manager.get('/api/evd-attributes?search=Size')).json().data[0];
    const colour = (await manager.get('/api/evd-attributes?search=Colour')).json().data[0];
    const again = await manager.post('/api/evd-attribute-values', {
      form: { attribute_id: String(size.id), value: 'xl' },
    });
    expect(again.json().errors).toEqual({ value: ['The attribute has this value already.'] });
    const elsewhere = await manager.post('/api/evd-attribute-values', {
      form: { attribute_id: String(colour.id), value: 'XL' },
    });
    expect(elsewhere.statusCode).toBe(201);
    const fashion = (await manager.get('/api/evd-categories?filter[slug]=fashion')).json().data[0];
    const twice = await manager.post('/api/evd-category-attributes', {
      form: { category_id: String(fashion.id), attribute_id: String(size.id), required: '1' },
    });
    expect(twice.json().errors).toEqual({
      attribute_id: ['The category has this attribute already.'],
    });
  });

  it('refuses a promise whose most days are fewer than its fewest', async () => {
    const res = await manager.post('/api/evd-shipping-methods', {
      form: { name: 'Courier', carrier: 'DHL', fee: '899', days_min: '3', days_max: '2' },
    });
    expect(res.json().errors).toEqual({
      days_max: ['The most days field must be greater than or equal to fewest days.'],
    });
    const ok = await manager.post('/api/evd-shipping-methods', {
      form: { name: 'Courier', carrier: 'DHL', fee: '899', days_min: '2', days_max: '3' },
    });
    expect(ok.json().data).toMatchObject({ fee: 899, free_over: null, active: true });
  });

  it('lets whoever may read shipping methods read them, and only managers change them', async () => {
    const session = (await reader.get('/api/session')).json().data.user;
    expect(session.permissions).toEqual(['access_evdati_leads', 'access_evdati_shipping_methods']);
    expect((await reader.get('/api/evd-shipping-methods')).statusCode).toBe(200);
    const refused = await reader.post('/api/evd-shipping-methods', {
      form: { name: 'Drone', carrier: 'Sky', fee: '100', days_min: '0', days_max: '1' },
    });
    expect(refused.statusCode).toBe(403);
    // Taxes are read by every signed-in user of the brand (orders show them); changed by those
    // with access_evdati_taxes only.
    expect((await reader.get('/api/evd-taxes')).statusCode).toBe(200);
    expect(
      (await reader.post('/api/evd-taxes', { form: { name: 'X', rate: '1' } })).statusCode,
    ).toBe(403);
    expect((await reader.get('/api/evd-policy-pages')).statusCode).toBe(403);
    expect((await reader.get('/api/evd-app-settings')).statusCode).toBe(403);
  });
});
