/**
 * The demo seed of a new install: every list of the shared entities opens on real rows in each
 * brand that uses it, and the rows refer only to their own brand's records; the busy lists have
 * saved views of the demo accounts, none of them a default.
 */
import { columnField, findResource } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { RESOURCES } from '../src/domains';
import { ensureCatalogue } from '../src/seed/catalogue';
import { seedDemo } from '../src/seed/demo';

const MENU_BRANDS = [1, 2, 8, 9];

describe('the demo seed', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({});
    await runMigrations(handle);
    await ensureCatalogue(handle.db);
    await seedDemo(handle.db);
  }, 120_000);
  afterAll(async () => handle?.close());

  const countsByBrand = async (table: string) => {
    const rows = await queryRows<{ brand_id: number; n: number }>(
      handle.db,
      sql`select brand_id, count(*)::int as n from ${sql.identifier(table)} group by brand_id order by brand_id`,
    );
    return Object.fromEntries(rows.map((row) => [row.brand_id, row.n]));
  };

  it('gives every brand with a menu its branches, vendors and staff', async () => {
    for (const table of ['branches', 'vendors', 'employees']) {
      const counts = await countsByBrand(table);
      for (const brand of MENU_BRANDS)
        expect(counts[brand], `${table} of ${brand}`).toBeGreaterThan(0);
    }
  });

  it('gives customers to the brands that have them, and expense categories to those with expenses', async () => {
    expect(Object.keys(await countsByBrand('customers')).map(Number)).toEqual([2, 9]);
    expect(Object.keys(await countsByBrand('expense_categories')).map(Number)).toEqual([2, 8, 9]);
    const [states] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from states`,
    );
    expect(states?.n).toBeGreaterThanOrEqual(5);
  });

  it('links staff only to branches of their own brand', async () => {
    const strays = await queryRows<{ id: number }>(
      handle.db,
      sql`select e.id from employees e join branches b on b.id = e.branch_id where b.brand_id <> e.brand_id`,
    );
    expect(strays).toEqual([]);
  });

  it('gives the busy lists saved views of the demo accounts of their brand, none a default', async () => {
    const views = await queryRows<{
      brand_id: number;
      list: string;
      name: string;
      query: string;
      shared: boolean;
      email: string;
      member: boolean;
    }>(
      handle.db,
      sql`select v.brand_id, v.list, v.name, v.query, v.shared, u.email,
            exists (select 1 from brand_user b where b.user_id = u.id and b.brand_id = v.brand_id)
              as member
          from saved_views v join users u on u.id = v.user_id order by v.id`,
    );
    const seen = (brand: number, list: string, name: string) =>
      views.find((view) => view.brand_id === brand && view.list === list && view.name === name);
    expect(seen(2, 'jf_sales', 'Card sales')).toMatchObject({
      query: 'filter[payment_method]=card',
      shared: true,
      email: 'manager@backoffice.test',
    });
    expect(seen(2, 'jf_invoices', 'Unpaid invoices, due first')).toMatchObject({
      shared: false,
      email: 'manager@backoffice.test',
    });
    expect(seen(9, 'evd_orders', 'Waiting for the stores')).toMatchObject({
      shared: true,
      email: 'manager@backoffice.test',
    });
    expect(seen(8, 'jfd_orders', 'Out for delivery')).toMatchObject({
      shared: true,
      email: 'dispatcher@backoffice.test',
    });
    expect(seen(1, 'beneficiaries', 'Largest households')).toMatchObject({
      shared: true,
      email: 'officer@backoffice.test',
    });
    for (const view of views) {
      expect(view.member, `${view.name}: its owner belongs to its brand`).toBe(true);
      // Every filter and sort a view holds is one its list offers.
      const resource = findResource(RESOURCES, view.list);
      expect(resource, view.list).toBeDefined();
      for (const [key, value] of new URLSearchParams(view.query)) {
        const filter = /^filter\[(\w+)\]/.exec(key)?.[1];
        if (filter) {
          const field = resource && columnField(resource, filter);
          expect(field?.filterable, `${view.name}: ${filter} filters`).toBe(true);
          if (field?.type === 'enum') expect(field.options, view.name).toContain(value);
        } else if (key === 'sort') {
          expect(resource && columnField(resource, value)?.sortable, `${view.name}: ${value}`).toBe(
            true,
          );
        } else {
          expect(key, view.name).toBe('direction');
        }
      }
    }
    const [defaults] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from saved_view_defaults`,
    );
    expect(defaults?.n).toBe(0);
  });
});
