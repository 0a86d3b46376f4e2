/**
 * The SQL of a resource's lines: read in order with the records that own them, written in the
 * parent's transaction (in the order sent, as `position` 0, 1, ...), and replaced as a whole when
 * a change sends lines. Identifiers come from the definition only; values travel as parameters.
 */
import type { FieldDefinition, LinesDefinition } from '@backoffice/contract';
import { type Executor, type Row, rowsOf } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';

const id = (name: string) => sql.identifier(name);

function lineColumns(lines: LinesDefinition): SQL {
  const parts = [sql`l.id`, sql`l.${id(lines.parentKey)} as __parent`];
  for (const [name, field] of Object.entries(lines.fields)) {
    parts.push(
      field.type === 'date' ? sql`l.${id(name)}::text as ${id(name)}` : sql`l.${id(name)}`,
    );
  }
  return sql.join(parts, sql`, `);
}

/** A stored line as records answer it: its id and its fields in their wire types. */
function toLine(lines: LinesDefinition, row: Row): Row {
  const line: Row = { id: Number(row.id) };
  for (const [name, field] of Object.entries(lines.fields)) {
    line[name] = lineValue(field, row[name]);
  }
  return line;
}

function lineValue(field: FieldDefinition, value: unknown): unknown {
  if (field.type === 'references') return Array.isArray(value) ? value.map(Number) : [];
  if (value === null || value === undefined) return null;
  if (['number', 'money', 'reference'].includes(field.type)) return Number(value);
  if (field.type === 'boolean') return Boolean(value);
  return String(value);
}

/** A line's value as a parameter: a list of references as an integer array. */
function lineParam(field: FieldDefinition | undefined, value: unknown): SQL {
  if (field?.type === 'references') {
    const ids = Array.isArray(value) ? value.map((item) => Math.trunc(Number(item))) : [];
    return sql`${`{${ids.join(',')}}`}::integer[]`;
  }
  return sql`${value ?? null}`;
}

/** The lines of some records, in order, by record id (every id present, maybe with none). */
export async function linesOf(
  db: Executor,
  lines: LinesDefinition,
  recordIds: readonly number[],
): Promise<Map<number, Row[]>> {
  const byRecord = new Map<number, Row[]>(recordIds.map((recordId) => [recordId, []]));
  if (recordIds.length === 0) return byRecord;
  const rows = await rowsOf<Row>(
    db,
    sql`select ${lineColumns(lines)} from ${id(lines.table)} l
        where l.${id(lines.parentKey)} in (${sql.join(
          recordIds.map((recordId) => sql`${recordId}`),
          sql`, `,
        )})
        order by l.${id(lines.parentKey)}, l.position, l.id`,
  );
  for (const row of rows) byRecord.get(Number(row.__parent))?.push(toLine(lines, row));
  return byRecord;
}

/** Writes a record's lines in one statement, in order; answers their ids. */
export async function insertLines(
  db: Executor,
  lines: LinesDefinition,
  recordId: number,
  values: readonly Row[],
): Promise<number[]> {
  if (values.length === 0) return [];
  const names = Object.keys(lines.fields);
  const columns = [id(lines.parentKey), id('position'), ...names.map((name) => id(name))];
  const tuples = values.map(
    (line, position) =>
      sql`(${sql.join(
        [
          sql`${recordId}`,
          sql`${position}`,
          ...names.map((name) => lineParam(lines.fields[name], line[name])),
        ],
        sql`, `,
      )})`,
  );
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into ${id(lines.table)} (${sql.join(columns, sql`, `)})
        values ${sql.join(tuples, sql`, `)} returning id`,
  );
  return rows.map((row) => Number(row.id));
}

/** Replaces a record's lines with new ones (a change that sends lines sends all of them). */
export async function replaceLines(
  db: Executor,
  lines: LinesDefinition,
  recordId: number,
  values: readonly Row[],
): Promise<void> {
  await db.execute(sql`delete from ${id(lines.table)} where ${id(lines.parentKey)} = ${recordId}`);
  await insertLines(db, lines, recordId, values);
}
