/**
 * The delete of one record, inside a transaction the caller holds: the single delete's route and
 * each record of a bulk delete run this same code. With the row locked: the domain's
 * `beforeDelete` (which may refuse, or remove the record's own rows), the row and its lines go,
 * the audit entry keeps every field's last value. A delete that may be undone first copies the
 * row and its lines as stored and keeps the record's files (the undo sweep removes them once the
 * undo has expired); any other delete removes the files at once.
 */
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { notFound } from '../http/errors';
import { changesBetween, writeAudit } from './audit';
import { notFoundMessage, type RecordWork } from './recordAction';
import { fileKeys, fileNamesOf, releasedKeys } from './recordFiles';
import { deleteRecord, deleteStoredFiles, storedValues } from './repository';

/** A deleted record as stored: its row, its lines' rows and its files' keys. */
export interface DeletedSnapshot {
  row: Record<string, unknown>;
  lines: Record<string, unknown>[];
  files: string[];
}

/** The row and its lines exactly as stored, to write back with `jsonb_populate_record`. */
async function snapshotOf(
  db: Executor,
  work: RecordWork,
  id: number,
  files: string[],
): Promise<DeletedSnapshot> {
  const { resource } = work.scope;
  const table = sql.identifier(resource.name);
  const [row] = await rowsOf<{ row: unknown }>(
    db,
    sql`select to_jsonb(t) as row from ${table} t where t.id = ${id}`,
  );
  let lines: Record<string, unknown>[] = [];
  if (resource.lines) {
    const [found] = await rowsOf<{ lines: unknown }>(
      db,
      sql`select coalesce(jsonb_agg(to_jsonb(l) order by l.id), '[]'::jsonb) as lines
          from ${sql.identifier(resource.lines.table)} l
          where l.${sql.identifier(resource.lines.parentKey)} = ${id}`,
    );
    lines = parsed(found?.lines) as Record<string, unknown>[];
  }
  return { row: parsed(row?.row) as Record<string, unknown>, lines, files };
}

function parsed(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * Deletes record `id`; throws the refusal (404, the hook's `DomainError`, or the database's
 * restrict error for a record still referred to). With `undoable`, answers what undo needs.
 */
export async function deleteOneRecord(
  db: Executor,
  work: RecordWork,
  id: number,
  undoable: boolean,
): Promise<DeletedSnapshot | null> {
  const { scope, hooks, userId, run } = work;
  const { resource } = scope;
  const before = await storedValues(db, scope, id);
  if (!before) throw notFound(notFoundMessage(resource));
  await hooks.beforeDelete?.({ ...run.context(db), recordId: id, before });
  const files = releasedKeys(resource, before, null);
  const snapshot = undoable ? await snapshotOf(db, work, id, fileKeys(resource, before)) : null;
  const fileNames = await fileNamesOf(db, resource, before, null);
  if (!(await deleteRecord(db, scope, id))) throw notFound(notFoundMessage(resource));
  await writeAudit(db, {
    resource: resource.name,
    recordId: id,
    brandId: scope.brandId,
    userId,
    action: 'deleted',
    changes: changesBetween(resource, before, null, fileNames),
  });
  if (!snapshot) await deleteStoredFiles(db, files);
  return snapshot;
}
