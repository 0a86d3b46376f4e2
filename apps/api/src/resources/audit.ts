/**
 * The audit trail: one row per create, change, delete or action of a record, with the user, the
 * time and every changed field's old and new value; an action (and a save with lines) also keeps
 * its input. Masked fields are kept masked here too, so the trail never holds what the screens
 * may not show; files are named by their file name.
 */
import type { AuditEntry, ResourceDefinition } from '@backoffice/contract';
import { maskValue } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { toIso } from '../lib/time';
import { type Executor, type Row, rowsOf } from './repository';

type Value = string | number | boolean | null;
export type Changes = Record<string, { old: Value; new: Value }>;

/** The file names of stored files by key, for the trail's `file` fields. */
export type FileNames = ReadonlyMap<string, string>;

function shown(
  resource: ResourceDefinition,
  name: string,
  value: unknown,
  fileNames: FileNames,
): Value {
  if (value === null || value === undefined) return null;
  const field = resource.fields[name];
  if (field?.masked) return maskValue(String(value));
  // The storage key is the server's own: the trail names the file as it was uploaded.
  if (field?.type === 'file') return fileNames.get(String(value)) ?? null;
  if (field && ['number', 'money', 'reference'].includes(field.type)) return Number(value);
  if (typeof value === 'boolean') return value;
  return String(value);
}

/**
 * The fields whose values differ between two versions of a record. `before` is null for a new
 * record and `after` null for a deleted one; fields absent from `after` did not change. Files
 * are compared by key (a new upload of the same name is a change) and shown by name.
 */
export function changesBetween(
  resource: ResourceDefinition,
  before: Row | null,
  after: Row | null,
  fileNames: FileNames = new Map(),
): Changes {
  const changes: Changes = {};
  for (const name of Object.keys(resource.fields)) {
    if (after && !Object.hasOwn(after, name)) continue;
    const oldValue = before ? before[name] : null;
    const newValue = after ? after[name] : null;
    const same =
      (oldValue ?? null) === (newValue ?? null) ||
      (oldValue !== null && newValue !== null && String(oldValue) === String(newValue));
    if (same) continue;
    changes[name] = {
      old: shown(resource, name, oldValue, fileNames),
      new: shown(resource, name, newValue, fileNames),
    };
  }
  return changes;
}

export interface AuditWrite {
  resource: string;
  recordId: number;
  brandId: number;
  userId: number;
  /** `created`, `updated`, `deleted`, or the name of one of the definition's actions. */
  action: string;
  changes: Changes;
  /** What an action was given (its reason, its lines), or the lines a save wrote. */
  input?: Row;
}

export async function writeAudit(db: Executor, entry: AuditWrite): Promise<void> {
  const input = entry.input === undefined ? null : JSON.stringify(entry.input);
  await db.execute(
    sql`insert into resource_audits (resource, record_id, brand_id, user_id, action, changes, input)
        values (${entry.resource}, ${entry.recordId}, ${entry.brandId}, ${entry.userId},
                ${entry.action}, ${JSON.stringify(entry.changes)}::jsonb, ${input}::jsonb)`,
  );
}

interface AuditRow {
  id: number | string;
  action: string;
  input: Row | string | null;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  changes: Changes | string;
  created_at: Date | string;
}

/**
 * Whether a record has history the brand may read. For brand-scoped resources only changes made
 * in that brand count; a global resource's history is open to any brand.
 */
export async function hasAudit(
  db: Executor,
  resource: ResourceDefinition,
  recordId: number,
  brandId: number,
): Promise<boolean> {
  const brand = resource.scope === 'brand' ? sql`and brand_id = ${brandId}` : sql``;
  const rows = await rowsOf<Row>(
    db,
    sql`select 1 from resource_audits where resource = ${resource.name}
        and record_id = ${recordId} ${brand} limit 1`,
  );
  return rows.length > 0;
}

/** One page of a record's history, newest first, and the number of entries. */
export async function readAudit(
  db: Executor,
  resource: ResourceDefinition,
  recordId: number,
  brandId: number,
  page: { limit: number; offset: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const brand = resource.scope === 'brand' ? sql`and a.brand_id = ${brandId}` : sql``;
  const where = sql`a.resource = ${resource.name} and a.record_id = ${recordId} ${brand}`;
  const [count] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from resource_audits a where ${where}`,
  );
  const rows = await rowsOf<AuditRow>(
    db,
    sql`select a.id, a.action, a.user_id, u.first_name, u.last_name, a.changes, a.input,
               a.created_at
        from resource_audits a left join users u on u.id = a.user_id
        where ${where} order by a.id desc limit ${page.limit} offset ${page.offset}`,
  );
  const entries = rows.map(
    (row): AuditEntry => ({
      id: Number(row.id),
      action: row.action,
      user:
        row.user_id === null
          ? null
          : { id: row.user_id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() },
      changes: typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes,
      ...(row.input === null || row.input === undefined
        ? {}
        : { input: typeof row.input === 'string' ? JSON.parse(row.input) : row.input }),
      created_at: toIso(row.created_at),
    }),
  );
  return { entries, total: Number(count?.total ?? 0) };
}
