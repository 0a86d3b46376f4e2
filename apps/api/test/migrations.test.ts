/**
 * Upgrading keeps the data: an install of the build before the farm's sales were resources
 * (migrations 0000-0003, sales with `unit_price_cents` and `customer_name`) is migrated to this
 * build, and its sales, lines and refunds are read, refunded and reported through the API; one
 * from before its expenses were a resource (0004, `amount_cents`) keeps its bills, which are
 * then paid and reported.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Schema } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { migrationsFolder } from '../src/paths';
import { ensureCatalogue } from '../src/seed/catalogue';
import { seedDemo } from '../src/seed/demo';
import { createTestApp, type TestApp } from './helpers/app';
import { databaseKinds, openEmptyTestDatabase } from './helpers/database';

/** A copy of the migrations folder that ends with `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'backoffice-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  for (const entry of journal.entries as { tag: string }[]) {
    copyFileSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  }
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

async function migrateTo(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: folder,
    });
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, {
      migrationsFolder: folder,
    });
  }
}

describe.each(databaseKinds())('an install upgraded from 0003 on %s', (kind) => {
  let t: TestApp | undefined;
  const folders: string[] = [];
  afterAll(async () => {
    await t?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps its sales, lines and refunds, and serves them as resources', async () => {
    const database = await openEmptyTestDatabase(kind);
    const folder = migrationsUpTo('0003_poultry_pnl');
    folders.push(folder);
    await migrateTo(database.handle, folder);
    const db = database.handle.db;
    await ensureCatalogue(db);
    // As the build before this one stored them: 2 trays at $9.50 (cost $5.20) and a hen at
    // $6.00 (cost $2.50) sold to "corner grocery" by name, $9.50 refunded; a voided sale.
    await db.execute(sql`insert into customers (brand_id, name) values (2, 'Corner Grocery')`);
    await db.execute(sql`
      insert into jf_sale_items (brand_id, name, unit_price_cents, unit_cost_cents)
      values (2, 'Old tray', 950, 520), (2, 'Old hen', 600, 250)`);
    await db.execute(sql`
      insert into jf_sales (brand_id, sold_on, customer_name, payment_method, status, void_reason)
      values (2, '2023-11-02', 'corner grocery', 'cash', 'completed', null),
             (2, '2023-11-03', null, 'card', 'voided', 'Entered twice')`);
    await db.execute(sql`
      insert into jf_sale_lines
        (sale_id, sale_item_id, name, quantity, unit_price_cents, unit_cost_cents)
      select s.id, i.id, i.name, l.quantity, i.unit_price_cents, i.unit_cost_cents
      from jf_sales s
      join (values ('2023-11-02', 'Old tray', 2), ('2023-11-02', 'Old hen', 1),
                   ('2023-11-03', 'Old tray', 1)) as l(day, item, quantity)
        on s.sold_on = l.day::date
      join jf_sale_items i on i.name = l.item`);
    await db.execute(sql`
      insert into jf_sale_refunds (sale_id, refunded_on, amount_cents, reason)
      select id, '2023-11-04', 950, 'Cracked' from jf_sales where sold_on = '2023-11-02'`);

    // The upgrade: this build's migrations and resource tables, then its first start's seed.
    expect(await runMigrations(database.handle)).toEqual([]);
    await ensureCatalogue(db);
    await seedDemo(db, { domains: false });
    t = await createTestApp(kind, { database });
    const manager = await t.signedIn('manager', 2);

    const list = await manager.get('/api/jf-sales?sort=sold_on&direction=asc');
    expect(list.statusCode).toBe(200);
    const [kept, voided] = list.json().data;
    expect(kept).toMatchObject({
      sold_on: '2023-11-02',
      payment_method: 'cash',
      status: 'partially_refunded',
      labels: { customer_id: 'Corner Grocery' },
      total: 2 * 950 + 600,
      refunded_total: 950,
      version: 1,
      lines: [
        { name: 'Old tray', quantity: 2, unit_price: 950, unit_cost: 520 },
        { name: 'Old hen', quantity: 1, unit_price: 600, unit_cost: 250 },
      ],
    });
    expect(voided).toMatchObject({ status: 'voided', void_reason: 'Entered twice', total: 950 });
    const items = await manager.get('/api/jf-sale-items?sort=name');
    expect(items.json().data).toMatchObject([
      { name: 'Old hen', unit_price: 600, unit_cost: 250, active: true, version: 1 },
      { name: 'Old tray', unit_price: 950, unit_cost: 520, active: true, version: 1 },
    ]);

    // The kept sale takes a refund like a new one: $25.00 sold, $9.50 given back, so a tray
    // ($9.50) fits and leaves $6.00.
    const trayLine = kept.lines[0].id;
    const refund = await manager.post(`/api/jf-sales/${kept.id}/refund`, {
      form: {
        reason: 'Second tray cracked',
        'lines[0][sale_line_id]': String(trayLine),
        'lines[0][quantity]': '1',
      },
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().data).toMatchObject({
      refunded_total: 1900,
      status: 'partially_refunded',
      version: 2,
    });

    // November 2023 in the P&L: $25.00 of sales, the voided one nowhere, $9.50 refunded.
    const pnl = await manager.get('/api/jf-pnl-report?fromDate=2023-11-01&thruDate=2023-11-30');
    expect(pnl.json().revenue).toEqual([
      { name: 'Old hen', value: 600 },
      { name: 'Old tray', value: 1900 },
      { name: 'Refunds', value: -950 },
    ]);
  }, 120_000);
});

describe.each(databaseKinds())('an install upgraded from 0004 on %s', (kind) => {
  let t: TestApp | undefined;
  const folders: string[] = [];
  afterAll(async () => {
    await t?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  it('keeps its expenses, serves them as the expenses resource and the P&L reads them', async () => {
    const database = await openEmptyTestDatabase(kind);
    const folder = migrationsUpTo('0004_farm_sales');
    folders.push(folder);
    await migrateTo(database.handle, folder);
    const db = database.handle.db;
    await ensureCatalogue(db);
    // As the build before stored them: a $18.50 fuel bill unpaid and overdue, $600.00 rent paid.
    await db.execute(
      sql`insert into expense_categories (brand_id, name, kind) values (2, 'Fuel', 'variable'), (2, 'Rent', 'fixed')`,
    );
    await db.execute(sql`insert into jf_expenses (brand_id, spent_on, expense_category_id, description, amount_cents, due_on, status)
      select 2, '2023-11-05', id, name || ' bill', case when kind = 'fixed' then 60000 else 1850 end, '2023-11-20', case when kind = 'fixed' then 'paid' else 'unpaid' end from expense_categories`);
    expect(await runMigrations(database.handle)).toEqual([]);
    await ensureCatalogue(db);
    await seedDemo(db, { domains: false });
    t = await createTestApp(kind, { database });
    const manager = await t.signedIn('manager', 2);
    const list = await manager.get('/api/jf-expenses?sort=amount&direction=asc');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject([
      {
        description: 'Fuel bill',
        amount: 1850,
        status: 'unpaid',
        overdue: 1,
        version: 1,
        paid_on: null,
      },
      { description: 'Rent bill', amount: 60000, status: 'paid', overdue: 0, version: 1 },
    ]);
    const id = list.json().data[0].id;
    const paid = await manager.post(`/api/jf-expenses/${id}/pay`, {
      form: { paid_on: '2023-11-21', method: 'cash' },
    });
    expect(paid.json().data).toMatchObject({ status: 'paid', version: 2 });
    const pnl = await manager.get('/api/jf-pnl-report?fromDate=2023-11-01&thruDate=2023-11-30');
    expect(pnl.json()).toMatchObject({
      variable: [{ name: 'Fuel', value: 1850 }],
      fixed: [{ name: 'Rent', value: 60000 }],
    });
  }, 120_000);
});
