/**
 * Resource tables made and extended from their definitions at start: a new definition is served
 * with nothing else written, a field added later gets its column on a table that already holds
 * rows (which are kept), a changed enum gets its new check, and running it again changes
 * nothing.
 */
import { defineResource, everyAction, type ResourceDefinition } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/database';
import { runMigrations } from '../db/migrate';
import { RESOURCES } from '../domains';
import { rowsOf } from './repository';
import { tableStatements } from './schemaSync';
import { buildResourceTables } from './tables';

const permissions = everyAction('manage_vendors');

const vehicleKindsInput = {
  name: 'sync_vehicle_kinds',
  segment: 'sync-vehicle-kinds',
  singular: 'vehicle kind',
  plural: 'vehicle kinds',
  scope: 'brand',
  titleField: 'name',
  fields: {
    name: {
      type: 'string',
      label: 'Name',
      rules: ['required', 'unique'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    size: {
      type: 'enum',
      label: 'Size',
      options: ['small', 'large'],
      rules: ['required'],
      listed: true,
      filterable: true,
    },
  },
  permissions,
} as const;

/** A brand's kinds of vehicle, as a new entity is first written. */
const vehicleKinds = defineResource(vehicleKindsInput);

/** The same entity a version later: a field of each kind added, and an enum option more. */
const vehicleKindsLater = defineResource({
  ...vehicleKindsInput,
  fields: {
    ...vehicleKindsInput.fields,
    size: { ...vehicleKindsInput.fields.size, options: ['small', 'large', 'articulated'] },
    code: { type: 'string', label: 'Code', rules: ['required', 'unique'], listed: true },
    seats: { type: 'number', label: 'Seats' },
    refrigerated: { type: 'boolean', label: 'Refrigerated', default: false },
  },
});

interface ColumnInfo {
  column_name: string;
  is_nullable: 'YES' | 'NO';
}

describe.each(databaseKinds())('resource tables kept from definitions on %s', (kind) => {
  let database: TestDatabase;
  const sync = (resources: readonly ResourceDefinition[]) =>
    runMigrations(database.handle, { resources });
  const columns = async (table: string) =>
    rowsOf<ColumnInfo>(
      database.handle.db,
      sql`select column_name, is_nullable from information_schema.columns
          where table_name = ${table} order by ordinal_position`,
    );
  const count = async (query: string) => {
    const [row] = await rowsOf<{ n: number }>(database.handle.db, sql.raw(query));
    return Number(row?.n);
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 120_000);
  afterAll(async () => database?.drop());

  it('gives every registry resource its table, and a second run changes nothing', async () => {
    for (const resource of RESOURCES) {
      expect((await columns(resource.name)).length, resource.name).toBeGreaterThan(3);
    }
    const describeSchema = async () =>
      rowsOf(
        database.handle.db,
        sql`select c.conname, obj_description(c.oid, 'pg_constraint') as comment,
                   pg_get_constraintdef(c.oid) as definition
            from pg_constraint c join pg_class t on t.oid = c.conrelid
            where t.relname in (${sql.join(
              RESOURCES.map((r) => sql`${r.name}`),
              sql`, `,
            )})
            order by c.conname`,
      );
    const before = await describeSchema();
    const indexes = await count(`select count(*) as n from pg_indexes where schemaname = 'public'`);
    expect(await sync(RESOURCES)).toEqual([]);
    expect(await describeSchema()).toEqual(before);
    expect(await count(`select count(*) as n from pg_indexes where schemaname = 'public'`)).toBe(
      indexes,
    );
  });

  it('adds the fields of a later version to a table with rows, and keeps the rows', async () => {
    expect(await sync([vehicleKinds])).toEqual([]);
    expect((await columns('sync_vehicle_kinds')).map((c) => c.column_name)).toEqual([
      'id',
      'brand_id',
      'name',
      'size',
      'created_at',
      'updated_at',
      'version',
    ]);
    await database.handle.db.execute(
      sql`insert into sync_vehicle_kinds (brand_id, name, size)
          values (8, 'Van', 'small'), (8, 'Lorry', 'large')`,
    );
    await expect(
      database.handle.db.execute(
        sql`insert into sync_vehicle_kinds (brand_id, name, size) values (8, 'Bus', 'articulated')`,
      ),
    ).rejects.toThrow();

    expect(await sync([vehicleKindsLater])).toEqual([]);
    const later = await columns('sync_vehicle_kinds');
    expect(later.map((c) => c.column_name)).toEqual([
      'id',
      'brand_id',
      'name',
      'size',
      'created_at',
      'updated_at',
      'version',
      'code',
      'seats',
      'refrigerated',
    ]);
    // The old rows have no code: the column is added nullable, and the validator requires it.
    expect(later.find((c) => c.column_name === 'code')?.is_nullable).toBe('YES');
    expect(later.find((c) => c.column_name === 'refrigerated')?.is_nullable).toBe('NO');
    const rows = await rowsOf<{ name: string; refrigerated: boolean }>(
      database.handle.db,
      sql`select name, refrigerated from sync_vehicle_kinds order by name`,
    );
    expect(rows).toEqual([
      { name: 'Lorry', refrigerated: false },
      { name: 'Van', refrigerated: false },
    ]);
    await database.handle.db.execute(
      sql`insert into sync_vehicle_kinds (brand_id, name, size, code)
          values (8, 'Bus', 'articulated', 'B1')`,
    );
    await expect(
      database.handle.db.execute(
        sql`insert into sync_vehicle_kinds (brand_id, name, size, code)
            values (8, 'Coach', 'tiny', 'C1')`,
      ),
    ).rejects.toThrow();
    await expect(
      database.handle.db.execute(
        sql`insert into sync_vehicle_kinds (brand_id, name, size, code)
            values (8, 'Minibus', 'small', 'b1')`,
      ),
    ).rejects.toThrow();
    // A third run of the same version changes nothing and warns of nothing.
    expect(await sync([vehicleKindsLater])).toEqual([]);
    expect(await count('select count(*) as n from sync_vehicle_kinds')).toBe(3);
  });

  it('warns of a unique index the stored rows break, and still starts', async () => {
    const duplicates = defineResource({
      ...vehicleKindsInput,
      name: 'sync_duplicates',
      segment: 'sync-duplicates',
      fields: { name: { type: 'string', label: 'Name', rules: ['required'] } },
    });
    await sync([duplicates]);
    await database.handle.db.execute(
      sql`insert into sync_duplicates (brand_id, name) values (8, 'Van'), (8, 'van')`,
    );
    const unique = defineResource({
      ...vehicleKindsInput,
      name: 'sync_duplicates',
      segment: 'sync-duplicates',
      fields: { name: { type: 'string', label: 'Name', rules: ['required', 'unique'] } },
    });
    const warnings = await sync([unique]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^sync_duplicates: /);
    expect(await count('select count(*) as n from sync_duplicates')).toBe(2);
  });
});

describe.each(databaseKinds())('a new entity with nothing but its definition on %s', (kind) => {
  const served = [...RESOURCES, vehicleKindsLater];
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { resources: served });
  }, 120_000);
  afterAll(async () => t?.close());

  it('is listed, created, validated, changed, audited and deleted', async () => {
    const admin = await t.signedIn('admin', 8);
    const url = '/api/sync-vehicle-kinds';
    const refused = await admin.post(url, { form: { name: 'Van', size: 'huge' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      size: ['The selected size is invalid.'],
      code: ['The code field is required.'],
    });
    const created = await admin.post(url, {
      form: { name: 'Van', size: 'small', code: 'V1', seats: '3' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ name: 'Van', seats: 3, refrigerated: false });
    const changed = await admin.put(`${url}/${id}`, {
      form: { name: 'Van', size: 'large', code: 'V1', refrigerated: '1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const list = (await admin.get(`${url}?filter[size]=large`)).json();
    expect(list.data.map((row: { name: string }) => row.name)).toEqual(['Van']);
    const audit = (await admin.get(`${url}/${id}/audit`)).json();
    expect(audit.data[0].changes).toMatchObject({
      size: { old: 'small', new: 'large' },
      refrigerated: { old: false, new: true },
    });
    // A user without the definition's permission is refused.
    const driver = await t.signedIn('driver', 8);
    expect((await driver.get(url)).statusCode).toBe(403);
    expect((await admin.delete(`${url}/${id}`)).statusCode).toBe(204);
    expect((await admin.get(`${url}/${id}`)).statusCode).toBe(404);
  });
});

describe('the statements of one table', () => {
  it('create it if missing, add each column if missing, and replace a changed check', () => {
    const [table] = Object.values(buildResourceTables([vehicleKinds]));
    const statements = tableStatements(table!).map((statement) => statement.sql);
    expect(statements[0]).toMatch(/^CREATE TABLE IF NOT EXISTS "sync_vehicle_kinds"/);
    expect(statements).toContain(
      'ALTER TABLE "sync_vehicle_kinds" ADD COLUMN IF NOT EXISTS "name" text',
    );
    expect(
      statements.some((s) => s.includes(`COMMENT ON CONSTRAINT "sync_vehicle_kinds_size_check"`)),
    ).toBe(true);
    expect(statements).toContain(
      'CREATE UNIQUE INDEX IF NOT EXISTS "sync_vehicle_kinds_name_unique" ON "sync_vehicle_kinds" USING btree ("brand_id", lower("name"))',
    );
  });
});
