/**
 * The SQL of a resource, written once from its definition: rows of one brand (or of all, for a
 * global resource) searched, filtered, sorted and paged, read in keyset batches for exports,
 * and created, changed and deleted, and the files of its `file` fields. Identifiers come from
 * the definition only; values always travel as parameters.
 */
import { randomUUID } from 'node:crypto';
import {
  type FieldDefinition,
  maskValue,
  type ResourceDefinition,
  resourceFilePath,
  type SortDirection,
  type StoredFile,
} from '@backoffice/contract';
import { type ComputedSql, type Executor, type Row, rowsOf } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import { toIso } from '../lib/time';
import { linesOf } from './lineRepository';

/** Anything that runs SQL (the database or a transaction), and its rows: server-kit's. */
export { type Executor, type Row, rowsOf };
export type ResourceRecordData = Record<string, unknown> & { id: number };

/** Where the rows of a request live: its resource, and its brand for brand-scoped ones. */
export interface Scope {
  resource: ResourceDefinition;
  /** The resource definitions by name, to follow references. */
  resources: ReadonlyMap<string, ResourceDefinition>;
  brandId: number;
  /** The SQL of the resource's computed fields (the domain's), by name. */
  computed: Readonly<Record<string, ComputedSql>>;
  /**
   * The rows the user may reach within the brand, when the domain narrows them (a driver's own
   * orders): a condition over the row `t` (the hooks' `rows`). Others answer 404, as another
   * brand's do.
   */
  rows?: SQL | null;
}

const LABEL_PREFIX = '__label_';
const FILE_PREFIX = '__file_';
const SORT_KEY = '__sort_key';

/**
 * The `files.kind` of a resource's file. The file endpoint of its record serves it, with the
 * record's permission and brand checks.
 */
export const RESOURCE_FILE_KIND = 'resource_file';

const id = (name: string) => sql.identifier(name);
const col = (name: string) => sql`t.${id(name)}`;

/**
 * A field's value in SQL over the row `t`: its column, or a computed field's expression. Both
 * are selected, searched, filtered and sorted the same way.
 */
function sqlValue(scope: Scope, name: string): SQL {
  const computed = scope.computed[name];
  if (computed) return sql`(${computed(sql`t`)})`;
  return col(name);
}

/** A field or computed field of the resource, by name: what sorts and filters compare. */
function comparable(scope: Scope, name: string): Pick<FieldDefinition, 'type'> | undefined {
  return scope.resource.fields[name] ?? scope.resource.computed[name];
}

/** The PostgreSQL type a field's values are compared as. */
export function sqlType(field: Pick<FieldDefinition, 'type'> | undefined): SQL {
  switch (field?.type) {
    case 'number':
      return sql.raw('float8');
    case 'money':
      return sql.raw('int8');
    case 'reference':
      return sql.raw('int4');
    case 'date':
      return sql.raw('date');
    case 'boolean':
      return sql.raw('boolean');
    default:
      return sql.raw('text');
  }
}

function isTextual(field: Pick<FieldDefinition, 'type'>): boolean {
  return ['string', 'text', 'email', 'phone', 'enum'].includes(field.type);
}

function referenced(scope: Scope, field: FieldDefinition): ResourceDefinition {
  const target = scope.resources.get(field.resource ?? '');
  if (!target) throw new Error(`Unknown resource "${field.resource}".`);
  return target;
}

/** Every column of a record, dates as text, plus each referenced record's title. */
function selectList(scope: Scope): SQL {
  const { resource } = scope;
  const parts = [sql`t.id`];
  if (resource.scope === 'brand') parts.push(sql`t.brand_id`);
  for (const [name, field] of Object.entries(resource.fields)) {
    parts.push(field.type === 'date' ? sql`${col(name)}::text as ${id(name)}` : col(name));
    if (field.type === 'reference') {
      const target = referenced(scope, field);
      parts.push(
        sql`(select r.${id(target.titleField)} from ${id(target.name)} r where r.id = ${col(name)}) as ${id(`${LABEL_PREFIX}${name}`)}`,
      );
    }
    if (field.staff) {
      parts.push(
        sql`(select u.first_name || ' ' || u.last_name from users u where u.id = ${col(name)}) as ${id(`${LABEL_PREFIX}${name}`)}`,
      );
    }
    if (field.type === 'file') {
      parts.push(
        sql`(select json_build_object('name', f.name, 'size', f.size, 'type', f.content_type)
             from files f where f.id = ${col(name)}::uuid and f.kind = ${RESOURCE_FILE_KIND})
            as ${id(`${FILE_PREFIX}${name}`)}`,
      );
    }
  }
  for (const name of Object.keys(resource.computed)) {
    parts.push(sql`${sqlValue(scope, name)} as ${id(name)}`);
  }
  parts.push(sql`t.created_at`, sql`t.updated_at`, sql`t.version`);
  return sql.join(parts, sql`, `);
}

/** A file field's stored file as records answer it; null when none (or its row is gone). */
function storedFile(
  resource: ResourceDefinition,
  recordId: number,
  name: string,
  meta: unknown,
): StoredFile | null {
  const read = typeof meta === 'string' ? JSON.parse(meta) : meta;
  if (read === null || typeof read !== 'object') return null;
  const file = read as { name: unknown; size: unknown; type: unknown };
  return {
    name: String(file.name),
    url: resourceFilePath(resource, recordId, name),
    size: Number(file.size),
    type: String(file.type),
  };
}

/**
 * A stored row as the endpoints answer it: typed numbers, masked secrets, files as
 * `{name, url, size, type}`, ISO timestamps.
 */
export function toRecord(resource: ResourceDefinition, row: Row): ResourceRecordData {
  const record: ResourceRecordData = { id: Number(row.id), version: Number(row.version ?? 1) };
  if (resource.scope === 'brand') record.brand_id = Number(row.brand_id);
  const labels: Record<string, string | null> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    const value = row[name];
    if (value === null || value === undefined) record[name] = null;
    else if (field.type === 'file')
      record[name] = storedFile(resource, record.id, name, row[`${FILE_PREFIX}${name}`]);
    else if (field.masked) record[name] = maskValue(String(value));
    else if (['number', 'money', 'reference'].includes(field.type)) record[name] = Number(value);
    else if (field.type === 'boolean') record[name] = Boolean(value);
    else record[name] = String(value);
    if (field.type === 'reference' || field.staff) {
      const label = row[`${LABEL_PREFIX}${name}`];
      labels[name] = label === null || label === undefined ? null : String(label);
    }
  }
  for (const name of Object.keys(resource.computed)) {
    const value = row[name];
    record[name] = value === null || value === undefined ? null : Number(value);
  }
  record.labels = labels;
  record.created_at = toIso(row.created_at as Date | string);
  record.updated_at = toIso(row.updated_at as Date | string);
  return record;
}

/** A range or an exact value, already validated. */
export type Filter = { equals: unknown } | { from?: unknown; to?: unknown };

export interface ListOptions {
  search?: string | null;
  /** Only these records (`?ids=1,2,3`: the ticked rows of a list). */
  ids?: readonly number[] | null;
  filters: Record<string, Filter>;
  sort: string;
  direction: SortDirection;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The rows a request may reach: its brand's, narrowed by the domain's `rows` when it has one. */
export function brandCondition(scope: Scope): SQL[] {
  const brand = scope.resource.scope === 'brand' ? [sql`t.brand_id = ${scope.brandId}`] : [];
  return scope.rows ? [...brand, sql`(${scope.rows})`] : brand;
}

/** Ids as one `integer[]` parameter. */
export function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((one) => Math.trunc(one)).join(',')}}`}::int[]`;
}

function whereOf(scope: Scope, options: ListOptions): SQL {
  const { resource } = scope;
  const parts = brandCondition(scope);
  if (options.ids) parts.push(sql`t.id = any(${idArray(options.ids)})`);
  if (options.search) {
    const pattern = likePattern(options.search);
    const searched = Object.entries(resource.fields)
      .filter(([, field]) => field.searchable)
      .map(([name, field]) => {
        if (field.type !== 'reference') return sql`${col(name)} ilike ${pattern}`;
        // A searchable reference matches by its record's title (an order by its customer's name).
        const target = referenced(scope, field);
        return sql`${col(name)} in (select r.id from ${id(target.name)} r
                                   where r.${id(target.titleField)} ilike ${pattern})`;
      });
    if (searched.length) parts.push(sql`(${sql.join(searched, sql` or `)})`);
  }
  for (const [name, filter] of Object.entries(options.filters)) {
    const field = comparable(scope, name);
    if (!field) continue;
    const type = sqlType(field);
    const value = sqlValue(scope, name);
    if ('equals' in filter) {
      parts.push(
        isTextual(field) && field.type !== 'enum'
          ? sql`lower(${value}) = lower(${filter.equals}::text)`
          : sql`${value} = ${filter.equals}::${type}`,
      );
      continue;
    }
    if (filter.from !== undefined) parts.push(sql`${value} >= ${filter.from}::${type}`);
    if (filter.to !== undefined) parts.push(sql`${value} <= ${filter.to}::${type}`);
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * The command palette's search in one resource, as a `select` to run alone or in parentheses
 * `union all` with other resources' (`resource`, `id`, `title` as text, `starts`): up to `limit`
 * records the list's own search finds (`whereOf`: the brand, the `rows` reach, the searchable
 * fields), the title searched too when it is text the list does not search; titles that start
 * with the text first, then by title. Null when the resource has nothing to search by.
 */
export function searchSelect(scope: Scope, text: string, limit: number): SQL | null {
  const { resource } = scope;
  const titleField = resource.fields[resource.titleField];
  const searchesTitle = titleField !== undefined && isTextual(titleField) && !titleField.searchable;
  const searches = Object.values(resource.fields).some((field) => field.searchable);
  if (!searches && !searchesTitle) return null;
  const title = sql`${col(resource.titleField)}::text`;
  const contains = likePattern(text);
  const list: ListOptions = { filters: {}, sort: 'id', direction: 'asc' };
  const matched: SQL[] = [];
  if (searches) matched.push(sql`(${whereOf(scope, { ...list, search: text })})`);
  if (searchesTitle) matched.push(sql`(${whereOf(scope, list)} and ${title} ilike ${contains})`);
  // `%text%` without its leading `%`: the title starts with the text.
  const starts = sql`coalesce(${title} ilike ${contains.slice(1)}, false)`;
  const key = resource.recordKey ? sql`${col(resource.recordKey)}::text` : sql`null::text`;
  return sql`select ${resource.name}::text as resource, t.id, ${key} as key, ${title} as title, ${starts} as starts
             from ${id(resource.name)} t where ${sql.join(matched, sql` or `)}
             order by starts desc, title asc nulls last, t.id asc limit ${limit}`;
}

/**
 * The order of a list: the sort column (nulls last either way), then the id. Sorting by id alone
 * follows the direction; any other sort breaks ties by ascending id so that exports can resume
 * after the last row they read.
 */
function orderOf(scope: Scope, options: ListOptions, reversed = false): SQL {
  const ascending = (options.direction === 'asc') !== reversed;
  const direction = sql.raw(ascending ? 'asc' : 'desc');
  if (options.sort === 'id') return sql`t.id ${direction}`;
  // Reversed, the whole order turns round: nulls first, ties by descending id.
  const tail = sql.raw(reversed ? 'nulls first, t.id desc' : 'nulls last, t.id asc');
  return sql`${sqlValue(scope, options.sort)} ${direction} ${tail}`;
}

export async function countRecords(
  db: Executor,
  scope: Scope,
  options: ListOptions,
): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${id(scope.resource.name)} t where ${whereOf(scope, options)}`,
  );
  return Number(row?.total ?? 0);
}

/** The sums of some money or number fields (stored or computed) over every matching row. */
export async function sumRecords(
  db: Executor,
  scope: Scope,
  options: ListOptions,
  fields: readonly string[],
): Promise<Record<string, number>> {
  if (fields.length === 0) return {};
  const sums = fields.map((name) => sql`coalesce(sum(${sqlValue(scope, name)}), 0) as ${id(name)}`);
  const [row] = await rowsOf<Row>(
    db,
    sql`select ${sql.join(sums, sql`, `)} from ${id(scope.resource.name)} t
        where ${whereOf(scope, options)}`,
  );
  return Object.fromEntries(fields.map((name) => [name, Number(row?.[name] ?? 0)]));
}

/**
 * One page of a list. The page's ids are found first and only its rows are read whole (their
 * labels, files and computed values), so the rows an offset skips cost an index entry each. A
 * page past the middle of `total` matching rows is read from the end, in the reverse order, so
 * the last page of a million rows costs what the first does.
 */
export async function listRecords(
  db: Executor,
  scope: Scope,
  options: ListOptions,
  page: { limit: number; offset: number; total?: number },
): Promise<ResourceRecordData[]> {
  const table = id(scope.resource.name);
  const fromEnd = page.total !== undefined && page.offset > page.total / 2;
  const offset = fromEnd ? Math.max(0, (page.total ?? 0) - page.offset - page.limit) : page.offset;
  const limit = fromEnd ? Math.min(page.limit, (page.total ?? 0) - page.offset) : page.limit;
  const order = orderOf(scope, options, fromEnd);
  const found = await rowsOf<Row>(
    db,
    sql`select ${selectList(scope)} from ${table} t
        where t.id in (select t.id from ${table} t where ${whereOf(scope, options)}
                       order by ${order} limit ${limit} offset ${offset})
        order by ${order}`,
  );
  const rows = fromEnd ? found.reverse() : found;
  return withLines(
    db,
    scope,
    rows.map((row) => toRecord(scope.resource, row)),
  );
}

/** Records with their lines (`lines: [{id, ...}]`), for a resource that has lines. */
async function withLines(
  db: Executor,
  scope: Scope,
  records: ResourceRecordData[],
): Promise<ResourceRecordData[]> {
  const lines = scope.resource.lines;
  if (!lines) return records;
  const byRecord = await linesOf(
    db,
    lines,
    records.map((record) => record.id),
  );
  for (const record of records) record.lines = byRecord.get(record.id) ?? [];
  return records;
}

/** Where the last exported row was: its sort value (as text) and id. */
interface Cursor {
  key: string | null;
  id: number;
}

/** Rows strictly after the cursor in `orderOf`'s order. */
function afterCursor(scope: Scope, options: ListOptions, cursor: Cursor): SQL {
  if (options.sort === 'id') {
    return options.direction === 'asc' ? sql`t.id > ${cursor.id}` : sql`t.id < ${cursor.id}`;
  }
  const column = sqlValue(scope, options.sort);
  if (cursor.key === null) return sql`(${column} is null and t.id > ${cursor.id})`;
  const field = comparable(scope, options.sort);
  const key =
    options.sort === 'created_at'
      ? sql`${cursor.key}::timestamptz`
      : sql`${cursor.key}::${sqlType(field)}`;
  const beyond = options.direction === 'asc' ? sql`${column} > ${key}` : sql`${column} < ${key}`;
  return sql`(${beyond} or (${column} = ${key} and t.id > ${cursor.id}) or ${column} is null)`;
}

/**
 * Every matching record, in list order, read `batchSize` rows at a time by keyset: memory holds
 * one batch whatever the number of rows, and each batch is one indexed query.
 */
export async function* recordBatches(
  db: Executor,
  scope: Scope,
  options: ListOptions,
  batchSize: number,
): AsyncGenerator<ResourceRecordData[]> {
  const sortKey = options.sort === 'id' ? sql`null` : sql`${sqlValue(scope, options.sort)}::text`;
  let cursor: Cursor | null = null;
  for (;;) {
    const conditions = [whereOf(scope, options)];
    if (cursor) conditions.push(afterCursor(scope, options, cursor));
    const rows: Row[] = await rowsOf<Row>(
      db,
      sql`select ${selectList(scope)}, ${sortKey} as ${id(SORT_KEY)}
          from ${id(scope.resource.name)} t where ${sql.join(conditions, sql` and `)}
          order by ${orderOf(scope, options)} limit ${batchSize}`,
    );
    if (rows.length) yield rows.map((row) => toRecord(scope.resource, row));
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1] as Row;
    const key = last[SORT_KEY];
    cursor = { key: key === null || key === undefined ? null : String(key), id: Number(last.id) };
  }
}

/**
 * The ids of the matching records after `after` and up to `upTo`, ascending, at most `limit`:
 * a bulk job walks "all matching" this way, one batch at a time, never holding every id.
 */
export async function matchingIds(
  db: Executor,
  scope: Scope,
  options: ListOptions,
  range: { after: number; upTo: number; limit: number },
): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select t.id from ${id(scope.resource.name)} t
        where ${whereOf(scope, options)} and t.id > ${range.after} and t.id <= ${range.upTo}
        order by t.id limit ${range.limit}`,
  );
  return rows.map((row) => Number(row.id));
}

/** How many records match, and the largest matching id (0 when none). */
export async function matchingExtent(
  db: Executor,
  scope: Scope,
  options: ListOptions,
): Promise<{ total: number; maxId: number }> {
  const [row] = await rowsOf<{ total: number; max_id: number | null }>(
    db,
    sql`select count(*)::int as total, max(t.id) as max_id from ${id(scope.resource.name)} t
        where ${whereOf(scope, options)}`,
  );
  return { total: Number(row?.total ?? 0), maxId: Number(row?.max_id ?? 0) };
}

export async function findRecord(
  db: Executor,
  scope: Scope,
  recordId: number,
): Promise<ResourceRecordData | null> {
  const [row] = await rowsOf<Row>(
    db,
    sql`select ${selectList(scope)} from ${id(scope.resource.name)} t
        where ${sql.join([sql`t.id = ${recordId}`, ...brandCondition(scope)], sql` and `)}`,
  );
  if (!row) return null;
  const [record] = await withLines(db, scope, [toRecord(scope.resource, row)]);
  return record ?? null;
}

/**
 * The stored (unmasked) values of a record and its `version`, to compare a change against,
 * with the row locked until the transaction ends (so a version check and the save it guards
 * cannot interleave with another save).
 */
export async function storedValues(
  db: Executor,
  scope: Scope,
  recordId: number,
): Promise<Row | null> {
  const columns = Object.entries(scope.resource.fields).map(([name, field]) =>
    field.type === 'date' ? sql`${col(name)}::text as ${id(name)}` : col(name),
  );
  columns.push(sql`t.version`);
  const [row] = await rowsOf<Row>(
    db,
    sql`select ${sql.join(columns, sql`, `)} from ${id(scope.resource.name)} t
        where ${sql.join([sql`t.id = ${recordId}`, ...brandCondition(scope)], sql` and `)}
        for update`,
  );
  return row ?? null;
}

export async function insertRecord(db: Executor, scope: Scope, values: Row): Promise<number> {
  const names = Object.keys(values);
  const columns = names.map((name) => id(name));
  const params = names.map((name) => sql`${values[name]}`);
  if (scope.resource.scope === 'brand') {
    columns.unshift(id('brand_id'));
    params.unshift(sql`${scope.brandId}`);
  }
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into ${id(scope.resource.name)} (${sql.join(columns, sql`, `)})
        values (${sql.join(params, sql`, `)}) returning id`,
  );
  return Number(row?.id);
}

export async function updateRecord(
  db: Executor,
  scope: Scope,
  recordId: number,
  values: Row,
): Promise<void> {
  const sets = Object.entries(values).map(([name, value]) => sql`${id(name)} = ${value}`);
  sets.push(sql`updated_at = now()`, sql`version = t.version + 1`);
  await db.execute(
    sql`update ${id(scope.resource.name)} t set ${sql.join(sets, sql`, `)}
        where ${sql.join([sql`t.id = ${recordId}`, ...brandCondition(scope)], sql` and `)}`,
  );
}

export async function deleteRecord(db: Executor, scope: Scope, recordId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`delete from ${id(scope.resource.name)} t
        where ${sql.join([sql`t.id = ${recordId}`, ...brandCondition(scope)], sql` and `)}
        returning t.id`,
  );
  return rows.length > 0;
}

/** Whether no other record of the brand holds the value (ignoring case for text). */
/**
 * Whether a value sent for a field can be compared in SQL as the field's type: a whole number
 * in range for a reference or money, a finite number for a number. Anything else is for the
 * validator to refuse (`must be an integer`), never for the database to fail on.
 */
export function isComparable(field: Pick<FieldDefinition, 'type'>, value: unknown): boolean {
  if (isTextual(field)) return true;
  const text = String(value).trim();
  switch (field.type) {
    case 'reference':
      return /^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647;
    case 'money':
      return /^-?\d{1,15}$/.test(text);
    case 'number':
      return text !== '' && Number.isFinite(Number(text));
    default:
      return true;
  }
}

export async function isUniqueValue(
  db: Executor,
  scope: Scope,
  field: string,
  value: unknown,
  exceptId: number | null,
): Promise<boolean> {
  const definition = scope.resource.fields[field] as FieldDefinition;
  // Unique in the brand, as its index is: whoever asks, under whichever parent.
  const conditions = [
    ...brandCondition({ ...scope, rows: null }),
    isTextual(definition)
      ? sql`lower(${col(field)}) = lower(${value}::text)`
      : sql`${col(field)} = ${value}::${sqlType(definition)}`,
  ];
  if (exceptId !== null) conditions.push(sql`t.id <> ${exceptId}`);
  const rows = await rowsOf<Row>(
    db,
    sql`select 1 from ${id(scope.resource.name)} t where ${sql.join(conditions, sql` and `)} limit 1`,
  );
  return rows.length === 0;
}

/** Whether a referenced record exists where the user may see it (their brand, if scoped). */
export async function referenceExists(
  db: Executor,
  scope: Scope,
  field: FieldDefinition,
  targetId: number,
): Promise<boolean> {
  if (field.staff) {
    // A staff field names a user of the brand.
    const users = await rowsOf<Row>(
      db,
      sql`select 1 from brand_user b where b.user_id = ${targetId} and b.brand_id = ${scope.brandId}`,
    );
    return users.length > 0;
  }
  const target = referenced(scope, field);
  const conditions = [sql`r.id = ${targetId}`];
  if (target.scope === 'brand') conditions.push(sql`r.brand_id = ${scope.brandId}`);
  const rows = await rowsOf<Row>(
    db,
    sql`select 1 from ${id(target.name)} r where ${sql.join(conditions, sql` and `)}`,
  );
  return rows.length > 0;
}

/** A file to keep for a `file` field: its name (as stored), MIME type and bytes. */
export interface FileToStore {
  name: string;
  type: string;
  data: Buffer;
}

/** Keeps a record's file in the file storage; answers its key, the value of the field. */
export async function storeFile(db: Executor, file: FileToStore, ownerId: number): Promise<string> {
  const key = randomUUID();
  await db.execute(
    sql`insert into files (id, kind, owner_id, name, content_type, size, data)
        values (${key}, ${RESOURCE_FILE_KIND}, ${ownerId}, ${file.name}, ${file.type},
                ${file.data.length}, ${file.data})`,
  );
  return key;
}

function keyList(keys: readonly string[]): SQL {
  return sql.join(
    keys.map((key) => sql`${key}::uuid`),
    sql`, `,
  );
}

/** The names of stored files by key, for the audit trail. */
export async function storedFileNames(
  db: Executor,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; name: string }>(
    db,
    sql`select id::text as id, name from files
        where kind = ${RESOURCE_FILE_KIND} and id in (${keyList(keys)})`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A stored file with its bytes, to send. */
export interface StoredFileContent {
  name: string;
  contentType: string;
  data: Buffer;
}

/**
 * The file of a record's `file` field, read with the record's own brand condition (so another
 * brand's record has none); null when the record, the field's file or its row is missing.
 */
export async function readRecordFile(
  db: Executor,
  scope: Scope,
  recordId: number,
  field: string,
): Promise<StoredFileContent | null> {
  if (scope.resource.fields[field]?.type !== 'file') return null;
  const [row] = await rowsOf<{ name: string; content_type: string; data: Uint8Array }>(
    db,
    sql`select f.name, f.content_type, f.data from ${id(scope.resource.name)} t
        join files f on f.id = ${col(field)}::uuid and f.kind = ${RESOURCE_FILE_KIND}
        where ${sql.join([sql`t.id = ${recordId}`, ...brandCondition(scope)], sql` and `)}`,
  );
  if (!row) return null;
  const data = Buffer.isBuffer(row.data)
    ? row.data
    : Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
  return { name: row.name, contentType: row.content_type, data };
}

/** Removes stored files no record refers to any more. */
export async function deleteStoredFiles(db: Executor, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(
    sql`delete from files where kind = ${RESOURCE_FILE_KIND} and id in (${keyList(keys)})`,
  );
}
