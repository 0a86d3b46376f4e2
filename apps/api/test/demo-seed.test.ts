/**
 * The demo seed of a new install: every list of the shared entities opens on real rows in each
 * brand that uses it, and the rows refer only to their own brand's records.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
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
});
