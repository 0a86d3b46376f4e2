/**
 * Keeps the resource tables in step with their definitions, at every start, without a written
 * migration: a new resource gets its table, a new field its column, index and constraints. It
 * only ever adds (a field taken out of a definition keeps its column and data; changing a
 * field's type needs a migration of its own), and every statement is safe to run again.
 *
 * - A column added to a table that already has rows is NOT NULL only when it has a default;
 *   otherwise the validator alone makes it required, as the old rows have no value.
 * - An enum's check is replaced when its options change; it is added `NOT VALID`, so old rows
 *   are kept as they are.
 * - A unique index the stored rows break cannot be built: it is skipped with a warning, and
 *   the validator's `unique` rule still refuses new duplicates.
 */
import { is, SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { ResourceTable } from './resourceTable';

/** Runs one SQL statement; the database handle's, in the server. */
export type RunStatement = (statement: string) => Promise<void>;

const dialect = new PgDialect();

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

function defaultOf(column: PgColumn): string | null {
  if (!column.hasDefault || column.default === undefined) return null;
  const value: unknown = column.default;
  if (is(value, SQL)) return dialect.sqlToQuery(value).sql;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return literal(String(value));
}

/** A column's type and default, and NOT NULL when asked and allowed. */
function columnSql(column: PgColumn, withNotNull: boolean): string {
  const parts = [quote(column.name), column.getSQLType()];
  if (column.primary) parts.push('PRIMARY KEY');
  const fallback = defaultOf(column);
  if (fallback !== null) parts.push(`DEFAULT ${fallback}`);
  if (column.notNull && (withNotNull || fallback !== null)) parts.push('NOT NULL');
  return parts.join(' ');
}

function expressionSql(value: SQL): string {
  return dialect.sqlToQuery(value, 'indexes').sql;
}

/** Runs `statement` once a constraint of that name is not on the table. */
function unlessConstraint(table: string, name: string, statement: string): string {
  return `DO $$ BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_constraint
    WHERE conname = ${literal(name)} AND conrelid = ${literal(quote(table))}::regclass
  ) THEN
    ${statement};
  END IF;
END $$`;
}

/** One statement and whether a failure stops the start (false: warn and go on). */
export interface SchemaStatement {
  sql: string;
  required: boolean;
}

/**
 * The statements that bring one resource table up to its definition. Checks carry their own
 * text as the constraint's comment, which is how a changed check is told from an unchanged one.
 */
export function tableStatements(table: ResourceTable): SchemaStatement[] {
  const config = getTableConfig(table);
  const name = config.name;
  const statements: SchemaStatement[] = [];
  const add = (text: string, required = true) => statements.push({ sql: text, required });

  const checks = config.checks.map((check) => ({
    name: check.name,
    text: expressionSql(check.value),
  }));
  const definitions = [
    ...config.columns.map((column) => columnSql(column, true)),
    ...checks.map((check) => `CONSTRAINT ${quote(check.name)} CHECK (${check.text})`),
  ];
  add(`CREATE TABLE IF NOT EXISTS ${quote(name)} (\n  ${definitions.join(',\n  ')}\n)`);

  for (const column of config.columns) {
    if (column.primary) continue;
    add(`ALTER TABLE ${quote(name)} ADD COLUMN IF NOT EXISTS ${columnSql(column, false)}`);
  }

  for (const foreignKey of config.foreignKeys) {
    const reference = foreignKey.reference();
    const target = getTableConfig(reference.foreignTable).name;
    const from = reference.columns.map((column) => quote(column.name)).join(', ');
    const to = reference.foreignColumns.map((column) => quote(column.name)).join(', ');
    const keyName = foreignKey.getName();
    add(
      unlessConstraint(
        name,
        keyName,
        `ALTER TABLE ${quote(name)} ADD CONSTRAINT ${quote(keyName)} FOREIGN KEY (${from})
      REFERENCES ${quote(target)} (${to}) ON DELETE ${foreignKey.onDelete ?? 'no action'}`,
      ),
    );
  }

  for (const check of checks) {
    const comment = literal(check.text);
    add(`DO $$ BEGIN
  IF (
    SELECT obj_description(oid, 'pg_constraint') IS DISTINCT FROM ${comment}
    FROM pg_constraint
    WHERE conname = ${literal(check.name)} AND conrelid = ${literal(quote(name))}::regclass
  ) IS NOT FALSE THEN
    ALTER TABLE ${quote(name)} DROP CONSTRAINT IF EXISTS ${quote(check.name)};
    ALTER TABLE ${quote(name)} ADD CONSTRAINT ${quote(check.name)} CHECK (${check.text}) NOT VALID;
    COMMENT ON CONSTRAINT ${quote(check.name)} ON ${quote(name)} IS ${comment};
  END IF;
END $$`);
  }

  for (const index of config.indexes) {
    const { name: indexName, unique, columns } = index.config;
    const keys = columns
      .map((part) => (is(part, SQL) ? expressionSql(part) : quote((part as PgColumn).name)))
      .join(', ');
    const kind = unique ? 'UNIQUE INDEX' : 'INDEX';
    add(
      `CREATE ${kind} IF NOT EXISTS ${quote(indexName ?? `${name}_idx`)} ON ${quote(name)} USING btree (${keys})`,
      !unique,
    );
  }
  return statements;
}

/**
 * Brings every table up to its definition, in order (a referenced table before the tables that
 * refer to it). Answers the warnings of the statements that could not run but need not stop the
 * start.
 */
export async function syncResourceTables(
  tables: readonly ResourceTable[],
  run: RunStatement,
): Promise<string[]> {
  const warnings: string[] = [];
  for (const table of tables) {
    for (const statement of tableStatements(table)) {
      try {
        await run(statement.sql);
      } catch (error) {
        if (statement.required) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        warnings.push(`${getTableConfig(table).name}: ${reason}`);
      }
    }
  }
  return warnings;
}
