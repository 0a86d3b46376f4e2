/**
 * The Drizzle table of a resource, built from its definition: an id, the brand for brand-scoped
 * resources, one column per field, the timestamps and the record's `version` (1 when created,
 * one more at every change). Required fields are NOT NULL, enums are checked, references are
 * foreign keys (a record still referred to cannot be deleted) and `unique` fields get a unique
 * index (per brand, ignoring case) that backs the validator's check when two saves race.
 *
 * A resource with `lines` has a second table (`linesTable`): an id, the parent's key (a foreign
 * key deleted with the parent), the line's `position` and one column per line field.
 */
import type { FieldDefinition, LinesDefinition, ResourceDefinition } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from '../db/schema';

// biome-ignore lint/suspicious/noExplicitAny: a table built at run time has no static column types.
export type ResourceTable = PgTableWithColumns<any>;

function isRequired(field: FieldDefinition): boolean {
  return (field.rules ?? []).includes('required');
}

function isTextual(field: FieldDefinition): boolean {
  return ['string', 'text', 'email', 'phone', 'enum'].includes(field.type);
}

function columnOf(
  name: string,
  field: FieldDefinition,
  tables: Readonly<Record<string, ResourceTable>>,
): PgColumnBuilderBase {
  switch (field.type) {
    case 'number':
      return (field.rules ?? []).includes('integer') ? integer(name) : doublePrecision(name);
    case 'money':
      return bigint(name, { mode: 'number' });
    case 'date':
      return date(name, { mode: 'string' });
    case 'boolean':
      return boolean(name)
        .notNull()
        .default(Boolean(field.default ?? false));
    case 'reference': {
      const target = tables[field.resource ?? ''];
      if (!target) throw new Error(`The table of "${field.resource}" must be built first.`);
      return integer(name).references(() => target.id, { onDelete: 'restrict' });
    }
    case 'references':
      // The ids of rows of another resource (a line's add-ons): no foreign key holds an array.
      return integer(name).array().notNull().default(sql`'{}'::integer[]`);
    case 'file':
      // The key of the stored file (a row of `files`); its name, size and type live there.
      return text(name);
    default:
      return text(name);
  }
}

function columnGetter<T extends Record<string, unknown>>(table: string, t: T) {
  return (name: string) => {
    const column = t[name];
    if (!column) throw new Error(`Table ${table} has no column ${name}.`);
    return column as T[string] & object;
  };
}

function enumCheck(table: string, name: string, field: FieldDefinition) {
  const list = (field.options ?? []).map((o) => `'${o.replace(/'/g, "''")}'`).join(', ');
  return check(`${table}_${name}_check`, sql.raw(`"${name}" in (${list})`));
}

/** A field's column, NOT NULL when the field is required. */
function fieldColumn(
  name: string,
  field: FieldDefinition,
  tables: Readonly<Record<string, ResourceTable>>,
): PgColumnBuilderBase {
  const column = columnOf(name, field, tables);
  return isRequired(field) && !field.masked && field.type !== 'boolean'
    ? (column as ReturnType<typeof text>).notNull()
    : column;
}

/** The table of a resource's lines; `parent` is the resource's own table. */
export function linesTable(
  lines: LinesDefinition,
  parent: ResourceTable,
  tables: Readonly<Record<string, ResourceTable>> = {},
): ResourceTable {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: serial('id').primaryKey(),
    [lines.parentKey]: integer(lines.parentKey)
      .notNull()
      .references(() => parent.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  };
  for (const [name, field] of Object.entries(lines.fields)) {
    columns[name] = fieldColumn(name, field, tables);
  }
  const table = lines.table;
  return pgTable(table, columns, (t) => {
    const col = columnGetter(table, t);
    const extras = [];
    // A record's lines are read in order.
    extras.push(index(`${table}_${lines.parentKey}_idx`).on(col(lines.parentKey), col('position')));
    for (const [name, field] of Object.entries(lines.fields)) {
      if (field.type === 'enum') extras.push(enumCheck(table, name, field));
      if (field.type === 'reference') extras.push(index(`${table}_${name}_idx`).on(col(name)));
    }
    return extras;
  }) as ResourceTable;
}

export function resourceTable(
  resource: ResourceDefinition,
  tables: Readonly<Record<string, ResourceTable>> = {},
): ResourceTable {
  const columns: Record<string, PgColumnBuilderBase> = { id: serial('id').primaryKey() };
  if (resource.scope === 'brand') {
    columns.brand_id = integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' });
  }
  for (const [name, field] of Object.entries(resource.fields)) {
    columns[name] = fieldColumn(name, field, tables);
  }
  columns.created_at = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
  columns.updated_at = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
  columns.version = integer('version').notNull().default(1);

  const table = resource.name;
  return pgTable(table, columns, (t) => {
    const col = columnGetter(table, t);
    const extras = [];
    // Lists read one brand's rows; the id breaks ties in every order.
    if (resource.scope === 'brand')
      extras.push(index(`${table}_brand_idx`).on(col('brand_id'), col('id')));
    for (const [name, field] of Object.entries(resource.fields)) {
      const column = col(name);
      if (field.type === 'enum') extras.push(enumCheck(table, name, field));
      if (field.type === 'reference') extras.push(index(`${table}_${name}_idx`).on(column));
      if ((field.rules ?? []).includes('unique')) {
        const value = isTextual(field) ? sql`lower(${column})` : column;
        const unique = uniqueIndex(`${table}_${name}_unique`);
        extras.push(
          resource.scope === 'brand' ? unique.on(col('brand_id'), value) : unique.on(value),
        );
      }
    }
    return extras;
  }) as ResourceTable;
}
