/**
 * The command palette's search, on entities of the test's own: wagons in two brands, runs a
 * driver reaches only when assigned to them (a `rows` hook), ledgers only the administrator may
 * list, signals found by a title the list does not search, and fees with nothing to search by.
 */
import { hasPermission } from '@backoffice/access';
import { defineResource, everyAction, SEARCH_PATH, type SearchHit } from '@backoffice/contract';
import type { ResourceHooks } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from '../../../test/helpers/app';
import { databaseKinds } from '../../../test/helpers/database';
import { RESOURCES } from '../../domains';
import { rowsOf } from '../../resources/repository';
import { searchedResources } from './searchedResources';

const wagons = defineResource({
  name: 'test_wagons',
  segment: 'test-wagons',
  singular: 'wagon',
  plural: 'wagons',
  scope: 'brand',
  brands: [1, 8],
  titleField: 'name',
  fields: { name: { type: 'string', label: 'Name', rules: ['required'], searchable: true } },
  permissions: everyAction('access_vehicles'),
});

const runs = defineResource({
  name: 'test_runs',
  segment: 'test-runs',
  singular: 'run',
  plural: 'runs',
  scope: 'brand',
  brands: [8],
  titleField: 'code',
  fields: {
    code: { type: 'string', label: 'Code', rules: ['required'], searchable: true },
    note: { type: 'text', label: 'Note', searchable: true },
    driver_user_id: { type: 'number', label: 'Driver', staff: true },
  },
  permissions: everyAction('access_orders'),
  readers: ['deliver_orders'],
});

const ledgers = defineResource({
  name: 'test_ledgers',
  segment: 'test-ledgers',
  singular: 'ledger',
  plural: 'ledgers',
  scope: 'brand',
  brands: [8],
  titleField: 'name',
  fields: { name: { type: 'string', label: 'Name', rules: ['required'], searchable: true } },
  permissions: everyAction('admin'),
});

const signals = defineResource({
  name: 'test_signals',
  segment: 'test-signals',
  singular: 'signal',
  plural: 'signals',
  scope: 'brand',
  brands: [8],
  titleField: 'message',
  fields: { message: { type: 'text', label: 'Message' } },
  permissions: everyAction('access_vehicles'),
});

const fees = defineResource({
  name: 'test_fees',
  segment: 'test-fees',
  singular: 'fee',
  plural: 'fees',
  scope: 'brand',
  brands: [8],
  titleField: 'fee',
  fields: { fee: { type: 'money', label: 'Fee' } },
  permissions: everyAction('access_vehicles'),
});

/** Addressed by its code (`/api/test-depots/north`), as stores are by their slug. */
const depots = defineResource({
  name: 'test_depots',
  segment: 'test-depots',
  singular: 'depot',
  plural: 'depots',
  scope: 'brand',
  brands: [8],
  titleField: 'name',
  recordKey: 'code',
  fields: {
    name: { type: 'string', label: 'Name', rules: ['required'], searchable: true },
    code: { type: 'string', label: 'Code', rules: ['required', 'unique'] },
  },
  permissions: everyAction('access_vehicles'),
});

const hooks: Record<string, ResourceHooks> = {
  test_runs: {
    rows: ({ userId, permissions }) =>
      hasPermission(permissions, 'access_orders')
        ? null
        : (row) => sql`${row}.driver_user_id = ${userId}`,
  },
};

const hit = (resource: string, title: string, kind: string) => ({
  resource,
  id: expect.any(Number),
  key: null,
  title,
  kind,
});

describe('searchedResources', () => {
  const names = (permissions: string[], brandId: number) =>
    searchedResources(RESOURCES, permissions, brandId).map((resource) => resource.name);

  it('takes the lists a user may open in the brand, by permission or as a reader, never nested ones', () => {
    expect(names(['deliver_orders'], 8)).toEqual(expect.arrayContaining(['jfd_orders']));
    expect(names(['deliver_orders'], 8)).not.toContain('jfd_expenses');
    expect(names(['access_evdati_products'], 9)).toContain('evd_categories');
    expect(names(['access_evdati_products'], 9)).not.toContain('evd_products');
    expect(names(['access_orders'], 2)).not.toContain('jfd_orders');
    expect(names([], 8)).toEqual(['states', 'ding_accounts']);
  });
});

describe.each(databaseKinds())('GET /api/search on %s', (kind) => {
  let t: TestApp;

  const insert = async (table: string, brandId: number, values: Record<string, unknown>) => {
    const columns = Object.keys(values).map((name) => sql.identifier(name));
    const params = Object.values(values).map((value) => sql`${value}`);
    await t.database.handle.db.execute(
      sql`insert into ${sql.identifier(table)} (brand_id, ${sql.join(columns, sql`, `)})
          values (${brandId}, ${sql.join(params, sql`, `)})`,
    );
  };
  const userId = async (email: string) => {
    const [row] = await rowsOf<{ id: number }>(
      t.database.handle.db,
      sql`select id from users where email = ${email}`,
    );
    return Number(row?.id);
  };
  const search = async (role: 'admin' | 'dispatcher' | 'driver', q: string) => {
    const agent = await t.signedIn(role, 8);
    const answer = await agent.get(`${SEARCH_PATH}?q=${encodeURIComponent(q)}`);
    expect(answer.statusCode).toBe(200);
    return answer.json().data as SearchHit[];
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      resources: [wagons, runs, ledgers, signals, fees, depots],
      hooks,
    });
    const driver = await userId(ACCOUNTS.driver);
    const admin = await userId(ACCOUNTS.admin);
    await insert('test_wagons', 8, { name: 'Bravo alpha' });
    await insert('test_wagons', 8, { name: 'Alpha wagon' });
    await insert('test_wagons', 8, { name: 'Charlie' });
    await insert('test_wagons', 1, { name: 'Alpha of the charity' });
    for (let i = 1; i <= 7; i++) await insert('test_wagons', 8, { name: `Spare ${i}` });
    await insert('test_runs', 8, { code: 'RUN-1', note: 'Alpha street', driver_user_id: driver });
    await insert('test_runs', 8, { code: 'RUN-2', note: 'Alpha avenue', driver_user_id: admin });
    await insert('test_runs', 8, { code: 'ALPHA-3', note: null, driver_user_id: null });
    await insert('test_ledgers', 8, { name: 'Alpha ledger' });
    await insert('test_signals', 8, { message: 'Alpha is down' });
    await insert('test_signals', 8, { message: null });
    await insert('test_fees', 8, { fee: 1200 });
    await insert('test_depots', 8, { name: 'North depot', code: 'north' });
  }, 120_000);
  afterAll(async () => t?.close());

  it('finds records by title and searchable fields across resources, ignoring case, best first', async () => {
    expect(await search('admin', 'ALPHA')).toEqual([
      hit('test_wagons', 'Alpha wagon', 'wagon'),
      hit('test_wagons', 'Bravo alpha', 'wagon'),
      hit('test_runs', 'ALPHA-3', 'run'),
      hit('test_runs', 'RUN-1', 'run'),
      hit('test_runs', 'RUN-2', 'run'),
      hit('test_ledgers', 'Alpha ledger', 'ledger'),
      hit('test_signals', 'Alpha is down', 'signal'),
    ]);
  });

  it('names the key of a record its key addresses, for its page', async () => {
    expect(await search('admin', 'north dep')).toEqual([
      {
        resource: 'test_depots',
        id: expect.any(Number),
        key: 'north',
        title: 'North depot',
        kind: 'depot',
      },
    ]);
  });

  it('answers at most five records a resource, by title', async () => {
    const found = await search('admin', 'spare');
    expect(found.map((one) => one.title)).toEqual([
      'Spare 1',
      'Spare 2',
      'Spare 3',
      'Spare 4',
      'Spare 5',
    ]);
  });

  it('never finds another brand’s records', async () => {
    const found = await search('admin', 'charity');
    expect(found).toEqual([]);
    const agent = await t.signedIn('admin', 1);
    const inCharity = (await agent.get(`${SEARCH_PATH}?q=alpha`)).json().data;
    expect(inCharity).toEqual([hit('test_wagons', 'Alpha of the charity', 'wagon')]);
  });

  it('never searches a list the user may not open', async () => {
    const found = await search('dispatcher', 'alpha');
    expect(found.map((one) => one.resource)).not.toContain('test_ledgers');
    expect(found.map((one) => one.title)).toEqual([
      'Alpha wagon',
      'Bravo alpha',
      'ALPHA-3',
      'RUN-1',
      'RUN-2',
      'Alpha is down',
    ]);
  });

  it('keeps to the rows each resource lets the user reach', async () => {
    // The driver reads runs (a reader) but reaches only those assigned to them; no wagons.
    expect(await search('driver', 'alpha')).toEqual([hit('test_runs', 'RUN-1', 'run')]);
    expect(await search('driver', 'run-2')).toEqual([]);
  });

  it('answers no hits for a search shorter than two characters, or a wildcard', async () => {
    expect(await search('admin', 'a')).toEqual([]);
    expect(await search('admin', '  a  ')).toEqual([]);
    expect(await search('admin', '%%')).toEqual([]);
    expect(await search('admin', '__')).toEqual([]);
    const agent = await t.signedIn('admin', 8);
    expect((await agent.get(SEARCH_PATH)).json()).toEqual({ data: [] });
  });

  it('needs a session and an active brand; refuses an overlong search', async () => {
    const stranger = t.agent();
    expect((await stranger.get(`${SEARCH_PATH}?q=alpha`)).statusCode).toBe(401);
    const brandless = t.agent();
    await brandless.login(ACCOUNTS.hr);
    const noBrand = await brandless.get(`${SEARCH_PATH}?q=alpha`);
    expect(noBrand.statusCode).toBe(403);
    const admin = await t.signedIn('admin', 8);
    const long = await admin.get(`${SEARCH_PATH}?q=${'x'.repeat(256)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      q: ['The q field must not be greater than 255 characters.'],
    });
  });
});

describe.each(databaseKinds())('GET /api/search over the domains’ resources on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const brandId of [1, 2, 8, 9]) {
      await t.database.handle.db.execute(
        sql`insert into vendors (brand_id, name) values (${brandId}, ${`Anchor supplies ${brandId}`})`,
      );
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it('searches every list of each brand in one query', async () => {
    for (const brandId of [1, 2, 8, 9]) {
      const admin = await t.signedIn('admin', brandId);
      const answer = await admin.get(`${SEARCH_PATH}?q=anchor`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toEqual([
        {
          resource: 'vendors',
          id: expect.any(Number),
          key: null,
          title: `Anchor supplies ${brandId}`,
          kind: 'vendor',
        },
      ]);
    }
  });
});
