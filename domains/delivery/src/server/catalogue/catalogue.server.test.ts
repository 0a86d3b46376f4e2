/**
 * The catalogue and settings through the API on the demo rows, every figure written out: the
 * seed (fast, every list filled), coupons' rules, one delivery fee per zone and speed, grocery
 * tiers that never overlap, drivers that are Driver users of the brand, one app status.
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
import { CATALOGUE_RESOURCES } from '../../resources/catalogue';
import { catalogueArea } from '.';
import { seedCatalogue } from './seed';
import { staffWithRole } from './staffQuery';

const TODAY = new Date(Date.UTC(2026, 5, 15));

describe.each(databaseKinds())('the delivery catalogue and settings on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let dispatcher: Agent;
  let elapsed: number;
  const db = () => t.database.handle.db as unknown as Executor;
  const total = async (path: string) => (await admin.get(path)).json().total as number;

  beforeAll(async () => {
    // The area's own definitions and hooks, so its tests stand alone.
    t = await createTestApp(kind, {
      resources: CATALOGUE_RESOURCES,
      hooks: catalogueArea.resources ?? {},
    });
    const started = performance.now();
    await t.database.handle.db.transaction(async (tx) =>
      seedCatalogue(tx as unknown as Executor, seedContext(TODAY, {})),
    );
    elapsed = performance.now() - started;
    admin = await t.signedIn('admin', 8);
    dispatcher = await t.signedIn('dispatcher', 8);
  }, 120_000);
  afterAll(async () => t?.close());

  it('seeds every list', async () => {
    // How long it took is a figure to read, not a check: a busy machine takes longer.
    console.info(`delivery catalogue seed: ${Math.round(elapsed)} ms`);
    expect({
      categories: await total('/api/jfd-categories'),
      products: await total('/api/jfd-products'),
      addons: await total('/api/addons'),
      coupons: await total('/api/coupons'),
      speeds: await total('/api/jfd-shipping-speeds'),
      towns: await total('/api/dlv-service-towns'),
      zones: await total('/api/zones'),
      deliveryFees: await total('/api/jfd-delivery-fees'),
      groceryTiers: await total('/api/jfd-grocery-delivery-fees'),
      pickupLocations: await total('/api/jfd-pickup-locations'),
      pickupFees: await total('/api/jfd-pickup-fees'),
      vehicles: await total('/api/vehicles'),
      drivers: await total('/api/jfd-drivers'),
      customers: await total('/api/jfd-customers'),
      appStatus: await total('/api/dlv-app-status'),
    }).toEqual({
      categories: 6,
      products: 150,
      addons: 5,
      coupons: 7,
      speeds: 3,
      towns: 2,
      zones: 6,
      deliveryFees: 18,
      groceryTiers: 4,
      pickupLocations: 3,
      pickupFees: 3,
      vehicles: 6,
      drivers: 4,
      customers: 80,
      appStatus: 1,
    });
    const drivers = (await admin.get('/api/jfd-drivers?sort=id&direction=asc')).json().data;
    expect(drivers[0]).toMatchObject({ name: 'Dora Driver', available: true });
    expect(await total('/api/jfd-drivers?filter[available]=1')).toBe(3);
    const milk = (await admin.get('/api/jfd-products?search=DRY-0001')).json().data[0];
    expect(milk).toMatchObject({ name: 'Whole milk (small)', price: 149, active: true });
  });

  it('seeds phones as the phone field stores them: ten digits', async () => {
    const customers = (await admin.get('/api/jfd-customers?per_page=100')).json().data;
    const drivers = (await admin.get('/api/jfd-drivers')).json().data;
    const phones = [...customers, ...drivers].map((row: { phone: string }) => row.phone);
    expect(phones).toHaveLength(84);
    for (const phone of phones) expect(phone).toMatch(/^\d{10}$/);
  });

  it('lets the dispatcher read products but not manage coupons', async () => {
    expect((await dispatcher.get('/api/jfd-products')).statusCode).toBe(200);
    expect((await dispatcher.get('/api/coupons')).statusCode).toBe(200); // a reader
    const refused = await dispatcher.post('/api/coupons', { json: { code: 'X' } });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a unique reference that is not an id with 422, never a server error', async () => {
    for (const sent of ['abc', '1e+308', '1; -- x', '99999999999']) {
      const res = await admin.post('/api/jfd-pickup-fees', {
        form: { pickup_location_id: sent, fee: '150' },
      });
      expect(res.statusCode, sent).toBe(422);
      expect(Object.keys(res.json().errors)).toContain('pickup_location_id');
    }
    const taken = (await admin.get('/api/jfd-pickup-fees')).json().data[0];
    const again = await admin.post('/api/jfd-pickup-fees', {
      form: { pickup_location_id: String(taken.pickup_location_id), fee: '150' },
    });
    expect(again.json().errors.pickup_location_id).toEqual([
      'The pickup location has already been taken.',
    ]);
  });

  it('stores a coupon code upper-case, unique ignoring case', async () => {
    const body = {
      code: 'summer5',
      kind: 'fixed',
      value: 500,
      min_order: 2000,
      starts_on: '2026-07-01',
      ends_on: '2026-07-31',
    };
    const created = await admin.post('/api/coupons', { json: body });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      code: 'SUMMER5',
      times_used: 0,
      usage_limit: null,
    });
    const again = await admin.post('/api/coupons', { json: { ...body, code: 'Summer5' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: ['The code has already been taken.'] });
  });

  it('refuses a percent over 100, an end before the start, a limit below the uses', async () => {
    const bad = await admin.post('/api/coupons', {
      json: {
        code: 'BAD',
        kind: 'percent',
        value: 101,
        min_order: 0,
        starts_on: '2026-07-10',
        ends_on: '2026-07-01',
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      value: ['The value (% or cents off) field must not be greater than 100.'],
      ends_on: ['The ends on field must be a date after or equal to starts on.'],
    });
    const zero = await admin.post('/api/coupons', {
      json: {
        code: 'ZERO',
        kind: 'percent',
        value: 0,
        starts_on: '2026-07-01',
        ends_on: '2026-07-01',
      },
    });
    expect(zero.json().errors.value).toEqual([
      'The value (% or cents off) field must be at least 1.',
    ]);
    const used = (await admin.get('/api/coupons?search=WELCOME10')).json().data[0];
    expect(used.times_used).toBe(37);
    const lower = await admin.put(`/api/coupons/${used.id}`, { json: { usage_limit: 20 } });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().errors).toEqual({
      usage_limit: ['The usage limit field must be at least 37.'],
    });
  });

  it('keeps one delivery fee per zone and speed', async () => {
    const fee = (await admin.get('/api/jfd-delivery-fees?per_page=1&sort=id&direction=asc')).json()
      .data[0];
    const twice = await admin.post('/api/jfd-delivery-fees', {
      json: { zone_id: fee.zone_id, shipping_speed_id: fee.shipping_speed_id, fee: 100 },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({
      shipping_speed_id: ['The zone has a fee for this shipping speed already; change that one.'],
    });
    const changed = await admin.put(`/api/jfd-delivery-fees/${fee.id}`, { json: { fee: 333 } });
    expect(changed.json().data.fee).toBe(333);
  });

  it('keeps grocery fee tiers from overlapping', async () => {
    // Seeded: $0-$25 $4.99, $25-$50 $2.99, $50-$100 $1.49, $100 and up free.
    const overlap = await admin.post('/api/jfd-grocery-delivery-fees', {
      json: { min_subtotal: 4000, max_subtotal: 6000, fee: 199 },
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors).toEqual({
      min_subtotal: ['This tier overlaps the tier from $25.00 to $50.00.'],
    });
    const open = await admin.post('/api/jfd-grocery-delivery-fees', {
      json: { min_subtotal: 20000, fee: 0 },
    });
    expect(open.json().errors).toEqual({
      min_subtotal: ['This tier overlaps the tier from $100.00 with no upper bound.'],
    });
    const upside = await admin.post('/api/jfd-grocery-delivery-fees', {
      json: { min_subtotal: 5000, max_subtotal: 5000, fee: 0 },
    });
    expect(upside.json().errors).toEqual({
      max_subtotal: ['The max subtotal field must be greater than min subtotal.'],
    });
    const tiers = (await admin.get('/api/jfd-grocery-delivery-fees')).json().data;
    const top = tiers.at(-1);
    // Moving the open tier up leaves a gap, which is allowed; moving it into $50-$100 is not.
    expect(
      (
        await admin.put(`/api/jfd-grocery-delivery-fees/${top.id}`, {
          json: { min_subtotal: 12000 },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await admin.put(`/api/jfd-grocery-delivery-fees/${top.id}`, {
          json: { min_subtotal: 9000 },
        })
      ).statusCode,
    ).toBe(422);
  });

  it('lists the Driver users of the active brand for the driver form to pick', async () => {
    const staff = await dispatcher.get('/api/staff?role=Driver');
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data.map((user: { name: string }) => user.name)).toEqual([
      'Dev Okafor',
      'Dora Driver',
      'Lena Marsh',
      'Tom Reyes',
    ]);
    expect((await dispatcher.get('/api/staff?role=driver')).json().data).toHaveLength(4);
    expect((await dispatcher.get('/api/staff?role=Manager')).json().data).toEqual([]);
    expect((await dispatcher.get('/api/staff?role=')).statusCode).toBe(422);
    expect((await t.agent().get('/api/staff?role=Driver')).statusCode).toBe(401);
  });

  it('takes a driver only from the Driver users of the brand, once each', async () => {
    const dora = (await staffWithRole(db(), 8, 'Driver'))[0]!;
    const [dispatcherRow] = await rowsOf<{ id: number }>(
      db(),
      sql`select id from users where email = 'dispatcher@backoffice.test'`,
    );
    const dispatcherId = Number(dispatcherRow?.id);
    const body = {
      phone: '555-555-0300',
      licence_number: 'DL-1',
      licence_expires_on: '2028-01-31',
    };
    const notDriver = await admin.post('/api/jfd-drivers', {
      json: { ...body, user_id: dispatcherId },
    });
    expect(notDriver.statusCode).toBe(422);
    expect(notDriver.json().errors).toEqual({
      user_id: ['The selected user is not a driver of this brand.'],
    });
    const twice = await admin.post('/api/jfd-drivers', { json: { ...body, user_id: dora.id } });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ user_id: ['The user has already been taken.'] });
    const row = (await admin.get('/api/jfd-drivers?search=Dora')).json().data[0];
    const renamed = await admin.put(`/api/jfd-drivers/${row.id}`, {
      json: { name: 'Someone else', available: false },
    });
    expect(renamed.json().data).toMatchObject({ name: 'Dora Driver', available: false });
  });

  it('keeps one app status per brand, with a version of numbers and dots', async () => {
    const second = await admin.post('/api/dlv-app-status', {
      json: { open: false, min_version: '1.0.0' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('The brand has its app status already; change that one.');
    const status = (await admin.get('/api/dlv-app-status')).json().data[0];
    const bad = await admin.put(`/api/dlv-app-status/${status.id}`, {
      json: { min_version: 'v2' },
    });
    expect(bad.json().errors).toEqual({
      min_version: ['The min version field format is invalid.'],
    });
    const closed = await admin.put(`/api/dlv-app-status/${status.id}`, {
      json: { open: false, message: 'Closed for the holiday.', min_version: '1.3.0' },
    });
    expect(closed.json().data).toMatchObject({ open: false, min_version: '1.3.0' });
    expect((await dispatcher.get('/api/dlv-app-status')).statusCode).toBe(403);
  });
});
