/**
 * The machinery of records beyond flat fields, on an entity of the test's own: lines in a child
 * table (made at start, deleted with the parent, kept in order, replaced by a change that sends
 * them), a computed field from SQL the test supplies, an action that only moves the state, and
 * the version column added to a table made before versions.
 */
import { defineResource, everyAction } from '@backoffice/contract';
import { DomainError, type ResourceHooks } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { databaseKinds } from '../../test/helpers/database';
import { RESOURCE_HOOKS, RESOURCES } from '../domains';
import { rowsOf } from './repository';

/** A delivery brand's crate orders: a note, lines of crates, open until shipped or cancelled. */
const crateOrders = defineResource({
  name: 'test_crate_orders',
  segment: 'test-crate-orders',
  singular: 'crate order',
  plural: 'crate orders',
  scope: 'brand',
  brands: [8],
  titleField: 'note',
  fields: {
    note: { type: 'string', label: 'Note', rules: ['required'], listed: true },
    state: {
      type: 'enum',
      label: 'State',
      options: ['open', 'shipped', 'cancelled'],
      default: 'open',
      readOnly: true,
      rules: ['required'],
    },
  },
  lines: {
    label: 'Crates',
    table: 'test_crate_order_lines',
    parentKey: 'order_id',
    min: 1,
    fields: {
      size: { type: 'enum', label: 'Size', options: ['small', 'large'], rules: ['required'] },
      quantity: { type: 'number', label: 'Quantity', rules: ['required', 'integer', 'min:1'] },
    },
  },
  computed: { crates: { type: 'number', label: 'Crates', listed: true, sortable: true } },
  permissions: everyAction('access_vehicles'),
  stateField: 'state',
  actions: {
    cancel: {
      label: 'Cancel',
      from: ['open'],
      to: 'cancelled',
      permission: 'access_vehicles',
      wrongState: 'Only open crate orders can be cancelled.',
    },
  },
});

const hooks: Record<string, ResourceHooks> = {
  ...RESOURCE_HOOKS,
  test_crate_orders: {
    computed: {
      crates: (row) =>
        sql`(select coalesce(sum(l.quantity), 0) from test_crate_order_lines l
             where l.order_id = ${row}.id)`,
    },
    // Rows that need the record's id, written in the save's transaction: a tally per save.
    afterSave: async ({ db, recordId, mode, values, linesChanged }) => {
      if (values.note === 'roll back') throw DomainError.conflict('The tally refused it.');
      await db.execute(sql`insert into test_crate_tallies (order_id, mode, lines_changed)
                           values (${recordId}, ${mode}, ${linesChanged})`);
    },
    beforeDelete: async ({ db, recordId, before }) => {
      if (before.note === 'keep') throw DomainError.conflict('This crate order is kept.');
      await db.execute(sql`delete from test_crate_tallies where order_id = ${recordId}`);
    },
  },
};

describe.each(databaseKinds())('lines, computed fields and actions on %s', (kind) => {
  let t: TestApp;
  const url = '/api/test-crate-orders';

  beforeAll(async () => {
    t = await createTestApp(kind, { resources: [...RESOURCES, crateOrders], hooks });
    await t.database.handle.db.execute(
      sql`create table test_crate_tallies (order_id integer, mode text, lines_changed boolean)`,
    );
  }, 120_000);
  afterAll(async () => t?.close());

  it('makes the lines’ table with its parent key, position and cascade', async () => {
    const columns = await rowsOf<{ column_name: string }>(
      t.database.handle.db,
      sql`select column_name from information_schema.columns
          where table_name = 'test_crate_order_lines' order by ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      'id',
      'order_id',
      'position',
      'size',
      'quantity',
    ]);
    const [key] = await rowsOf<{ definition: string }>(
      t.database.handle.db,
      sql`select pg_get_constraintdef(c.oid) as definition from pg_constraint c
          where c.conrelid = 'test_crate_order_lines'::regclass and c.contype = 'f'`,
    );
    expect(key?.definition).toMatch(/REFERENCES test_crate_orders\(id\) ON DELETE CASCADE/);
  });

  it('saves lines in order with the record, replaces them on change, and deletes them with it', async () => {
    const admin = await t.signedIn('admin', 8);
    const refused = await admin.post(url, {
      form: { note: 'Monday', 'lines[0][size]': 'huge', 'lines[1][quantity]': '2' },
    });
    expect(refused.json().errors).toEqual({
      'lines.0.size': ['Line 1: the selected size is invalid.'],
      'lines.0.quantity': ['Line 1: the quantity field is required.'],
      'lines.1.size': ['Line 2: the size field is required.'],
    });
    const created = await admin.post(url, {
      form: {
        note: 'Monday',
        'lines[1][size]': 'large',
        'lines[1][quantity]': '2',
        'lines[0][size]': 'small',
        'lines[0][quantity]': '5',
      },
    });
    expect(created.statusCode).toBe(201);
    const order = created.json().data;
    expect(order).toMatchObject({ state: 'open', crates: 7, version: 1 });
    expect(order.lines).toEqual([
      { id: expect.any(Number), size: 'small', quantity: 5 },
      { id: expect.any(Number), size: 'large', quantity: 2 },
    ]);
    const changed = await admin.put(`${url}/${order.id}`, {
      json: { version: 1, lines: [{ size: 'large', quantity: 1 }] },
    });
    expect(changed.json().data).toMatchObject({
      crates: 1,
      version: 2,
      lines: [{ size: 'large', quantity: 1 }],
    });
    const trail = await admin.get(`${url}/${order.id}/audit`);
    expect(trail.json().data[0]).toMatchObject({
      action: 'updated',
      changes: { lines: { old: 2, new: 1 } },
    });
    // A change without lines keeps them.
    const renamed = await admin.put(`${url}/${order.id}`, { form: { note: 'Tuesday' } });
    expect(renamed.json().data).toMatchObject({ note: 'Tuesday', crates: 1 });
    // A form cannot send an empty list: its empty `lines=` is none (here refused: one at least).
    const emptied = await admin.put(`${url}/${order.id}`, { form: { lines: '' } });
    expect(emptied.json().errors).toEqual({
      lines: ['The crates field is required.'],
    });
    const sorted = await admin.get(`${url}?sort=crates&direction=desc`);
    expect(sorted.json().data[0].crates).toBe(1);
    expect((await admin.delete(`${url}/${order.id}`)).statusCode).toBe(204);
    const left = await rowsOf<{ n: number }>(
      t.database.handle.db,
      sql`select count(*)::int as n from test_crate_order_lines where order_id = ${order.id}`,
    );
    expect(left[0]?.n).toBe(0);
  });

  it('runs an action that only moves the state, from its states only', async () => {
    const admin = await t.signedIn('admin', 8);
    const created = await admin.post(url, {
      json: { note: 'Friday', lines: [{ size: 'small', quantity: 1 }] },
    });
    const id = created.json().data.id;
    const cancelled = await admin.post(`${url}/${id}/cancel`);
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled', version: 2 });
    const again = await admin.post(`${url}/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Only open crate orders can be cancelled.' });
    const trail = await admin.get(`${url}/${id}/audit`);
    expect(trail.json().data[0]).toMatchObject({
      action: 'cancel',
      changes: { state: { old: 'open', new: 'cancelled' } },
    });
  });

  it('adds the version to a table made before versions, its rows at 1', async () => {
    const db = t.database.handle.db;
    await db.execute(sql`alter table test_crate_orders drop column version`);
    await db.execute(
      sql`insert into test_crate_orders (brand_id, note, state) values (8, 'Old order', 'open')`,
    );
    const { runMigrations } = await import('../db/migrate');
    expect(
      await runMigrations(t.database.handle, { resources: [...RESOURCES, crateOrders] }),
    ).toEqual([]);
    const rows = await rowsOf<{ version: number }>(
      db,
      sql`select version from test_crate_orders where note = 'Old order'`,
    );
    expect(rows).toEqual([{ version: 1 }]);
  });

  it('runs afterSave with the id in the save’s transaction, and beforeDelete before the delete', async () => {
    const admin = await t.signedIn('admin', 8);
    const tallies = () =>
      rowsOf<{ order_id: number; mode: string; lines_changed: boolean }>(
        t.database.handle.db,
        sql`select order_id, mode, lines_changed from test_crate_tallies order by mode`,
      );
    await t.database.handle.db.execute(sql`delete from test_crate_tallies`);
    const lines = { 'lines[0][size]': 'small', 'lines[0][quantity]': '1' };
    const created = await admin.post(url, { form: { note: 'keep', ...lines } });
    const id = created.json().data.id;
    await admin.put(`${url}/${id}`, { json: { note: 'keep it' } });
    await admin.put(`${url}/${id}`, { json: { note: 'keep it' } }); // no change: no hook
    expect(await tallies()).toEqual([
      { order_id: id, mode: 'create', lines_changed: true },
      { order_id: id, mode: 'update', lines_changed: false },
    ]);
    // A hook's refusal rolls back the save it follows.
    const refused = await admin.post(url, { form: { note: 'roll back', ...lines } });
    expect(refused.statusCode).toBe(409);
    const rolledBack = await rowsOf(
      t.database.handle.db,
      sql`select id from test_crate_orders where note = 'roll back'`,
    );
    expect(rolledBack).toEqual([]);
    // beforeDelete may refuse, or remove the record's rows with it.
    await admin.put(`${url}/${id}`, { json: { note: 'keep' } });
    const kept = await admin.delete(`${url}/${id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe('This crate order is kept.');
    await admin.put(`${url}/${id}`, { json: { note: 'gone' } });
    expect((await admin.delete(`${url}/${id}`)).statusCode).toBe(204);
    expect(await tallies()).toEqual([]);
  });
});
