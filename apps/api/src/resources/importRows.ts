/**
 * The rows of an import file, checked as a create checks its input: each row's cells become the
 * field's input (money from dollars, references from their record's title, Yes/No), then the
 * contract's `validateResource` gives Laravel's messages, with `unique` answered against the
 * stored rows and the file's earlier rows, and each reference looked up in the brand. Lookups
 * are one query per referenced resource and unique field, whatever the file's size.
 */
import {
  addError,
  type FieldErrors,
  importCellValue,
  importFields,
  type ResourceDefinition,
  resourceAttributes,
  resourceInput,
  resourceValues,
  ruleMessage,
  validateResource,
} from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { type Executor, type Row, rowsOf, type Scope } from './repository';

/** A column of the file: the field it sets (null for a column that is skipped). */
interface Column {
  label: string;
  field: string | null;
}

/** One data row of the file, checked. */
export interface CheckedRow {
  /** Its line in the file (the header is line 1). */
  line: number;
  /** Its cells by field name, as written. */
  cells: Record<string, string>;
  errors: FieldErrors;
  /** The values to store, when it has no errors. */
  values: Row | null;
}

export interface CheckedFile {
  columns: { name: string; label: string }[];
  rows: CheckedRow[];
}

/** A problem of the file as a whole (no header, an unknown column): 422 under `file`. */
export class ImportFileError extends Error {}

const normalise = (text: string) => text.trim().toLowerCase();

/**
 * The file's columns: each header cell a field's label or name (ignoring case); the columns the
 * list's export adds (`ID`, `Created at`, read-only and computed fields) are skipped, anything
 * else refused.
 */
function readHeader(resource: ResourceDefinition, header: readonly string[]): Column[] {
  const writable = new Map<string, string>();
  for (const name of importFields(resource)) {
    writable.set(normalise(name), name);
    writable.set(normalise(resource.fields[name]?.label ?? name), name);
  }
  const skipped = new Set(['id', 'created at']);
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!importFields(resource).includes(name)) skipped.add(normalise(field.label));
  }
  for (const field of Object.values(resource.computed)) skipped.add(normalise(field.label));
  const seen = new Set<string>();
  return header.map((label) => {
    const field = writable.get(normalise(label)) ?? null;
    if (!field && !skipped.has(normalise(label))) {
      throw new ImportFileError(
        `The column "${label.trim()}" is not a field of ${resource.plural}.`,
      );
    }
    if (field && seen.has(field)) {
      throw new ImportFileError(`The column "${label.trim()}" is in the file twice.`);
    }
    if (field) seen.add(field);
    return { label, field };
  });
}

/** The ids of a referenced resource's records in the brand, by lower-case title and by id. */
async function titlesOf(
  db: Executor,
  scope: Scope,
  target: ResourceDefinition,
): Promise<{ byTitle: Map<string, number>; ids: Set<number> }> {
  const brand = target.scope === 'brand' ? sql`where brand_id = ${scope.brandId}` : sql``;
  const rows = await rowsOf<{ id: number; title: unknown }>(
    db,
    sql`select id, ${sql.identifier(target.titleField)} as title from ${sql.identifier(target.name)}
        ${brand} order by id`,
  );
  const byTitle = new Map<string, number>();
  for (const row of rows) {
    const title = normalise(String(row.title ?? ''));
    if (!byTitle.has(title)) byTitle.set(title, Number(row.id));
  }
  return { byTitle, ids: new Set(rows.map((row) => Number(row.id))) };
}

/** The values a unique field already holds in the brand (lower-case text). */
async function takenValues(db: Executor, scope: Scope, field: string): Promise<Set<string>> {
  const brand = scope.resource.scope === 'brand' ? sql`where brand_id = ${scope.brandId}` : sql``;
  const rows = await rowsOf<{ value: unknown }>(
    db,
    sql`select ${sql.identifier(field)}::text as value from ${sql.identifier(scope.resource.name)} ${brand}`,
  );
  return new Set(rows.map((row) => normalise(String(row.value))));
}

/** Reads and checks every row of a parsed file (its header first), on the brand's `today`. */
export async function checkRows(
  db: Executor,
  scope: Scope,
  table: readonly (readonly string[])[],
  today: string,
): Promise<CheckedFile> {
  const { resource } = scope;
  const [header, ...data] = table;
  if (!header || data.length === 0) throw new ImportFileError('The file has no rows to import.');
  const columns = readHeader(resource, header);
  const references = new Map<string, Awaited<ReturnType<typeof titlesOf>>>();
  const unique = new Map<string, Set<string>>();
  for (const column of columns) {
    const field = column.field ? resource.fields[column.field] : undefined;
    if (!column.field || !field) continue;
    const target = field.type === 'reference' ? scope.resources.get(field.resource ?? '') : null;
    if (target) references.set(column.field, await titlesOf(db, scope, target));
    if ((field.rules ?? []).includes('unique')) {
      unique.set(column.field, await takenValues(db, scope, column.field));
    }
  }
  const attributes = resourceAttributes(resource);
  const rows = data.map((cellsOfRow, index): CheckedRow => {
    const cells: Record<string, string> = {};
    const raw: Row = {};
    const unknownReferences: string[] = [];
    columns.forEach((column, i) => {
      if (!column.field) return;
      const cell = cellsOfRow[i] ?? '';
      cells[column.field] = cell;
      const field = resource.fields[column.field]!;
      let value = importCellValue(field, cell);
      const lookup = references.get(column.field);
      if (lookup && value !== null) {
        const byTitle = lookup.byTitle.get(normalise(String(value)));
        const asId = /^\d+$/.test(String(value).trim()) ? Number(value) : null;
        if (byTitle !== undefined) value = byTitle;
        else if (asId !== null && lookup.ids.has(asId)) value = asId;
        else {
          unknownReferences.push(column.field);
          value = 0;
        }
      }
      raw[column.field] = value;
    });
    const input = resourceInput(resource, raw, 'create');
    const result = validateResource(resource, input, {
      mode: 'create',
      today,
      isUnique: (name, value) => !unique.get(name)?.has(normalise(String(value))),
    });
    const errors: FieldErrors = result.errors;
    for (const name of unknownReferences) {
      if (!errors[name]) addError(errors, name, ruleMessage('in', name, {}, attributes));
    }
    const valid = Object.keys(errors).length === 0;
    // A later row with the same value of a unique field is taken by this one.
    if (valid) {
      for (const [name, taken] of unique) {
        const value = input[name];
        if (value !== null && value !== undefined) taken.add(normalise(String(value)));
      }
    }
    return {
      line: index + 2,
      cells,
      errors,
      values: valid ? resourceValues(resource, input, 'create') : null,
    };
  });
  return {
    columns: columns.flatMap((column) =>
      column.field ? [{ name: column.field, label: resource.fields[column.field]!.label }] : [],
    ),
    rows,
  };
}
