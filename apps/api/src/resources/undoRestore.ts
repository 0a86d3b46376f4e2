/**
 * What an undo writes, in its transaction. A delete's: the row back with its id and every
 * column as stored (the version one more), its lines with their ids, the domain's
 * `undoDelete`, and a `restored` audit entry; its files were kept for it. A reversible
 * action's: with the row locked and its version still the one the action left, the domain's
 * undo hook, the fields the action changed put back (the version one more), and an
 * `undo-<action>` audit entry. A record changed or deleted since, or a unique value taken
 * meanwhile, answers 409 with a sentence that says so.
 */
import { type ResourceDefinition, resourceAttributes, ruleMessage } from '@backoffice/contract';
import type { Row } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { HttpError, notFound } from '../http/errors';
import { changesBetween, writeAudit } from './audit';
import { pastParticiple } from './pastTense';
import { notFoundMessage, type RecordWork } from './recordAction';
import type { DeletedSnapshot } from './recordDelete';
import { fileNamesOf, releasedKeys } from './recordFiles';
import { deleteStoredFiles, type Executor, storedValues, updateRecord } from './repository';
import { databaseError } from './saveFailure';
import type { UndoEntry } from './undoEntries';

/** What a reversible action's entry keeps: the fields it changed as they were, its input. */
export interface ActionSnapshot {
  fields: Row;
  input: Row;
}

/** Without its version and timestamps: the fields a trail compares. */
function withoutVersion(row: Row): Row {
  const { version: _version, ...fields } = row;
  return fields;
}

export async function restoreDeleted(
  db: Executor,
  work: RecordWork,
  entry: UndoEntry,
  now: Date,
): Promise<void> {
  const { scope, hooks, userId, run } = work;
  const { resource } = scope;
  const snapshot = entry.snapshot as DeletedSnapshot;
  const table = sql.identifier(resource.name);
  const row = {
    ...snapshot.row,
    version: Number(snapshot.row.version ?? 1) + 1,
    updated_at: now.toISOString(),
  };
  await db.execute(
    sql`insert into ${table}
        select * from jsonb_populate_record(null::${table}, ${JSON.stringify(row)}::jsonb)`,
  );
  if (resource.lines && snapshot.lines.length) {
    const lines = sql.identifier(resource.lines.table);
    await db.execute(
      sql`insert into ${lines}
          select * from jsonb_populate_recordset(null::${lines}, ${JSON.stringify(snapshot.lines)}::jsonb)`,
    );
  }
  const restored = await storedValues(db, scope, entry.recordId);
  if (!restored) throw notFound(notFoundMessage(resource));
  await hooks.undoDelete?.({ ...run.context(db), recordId: entry.recordId, restored });
  const values = withoutVersion(restored);
  await writeAudit(db, {
    resource: resource.name,
    recordId: entry.recordId,
    brandId: scope.brandId,
    userId,
    action: 'restored',
    changes: changesBetween(resource, null, values, await fileNamesOf(db, resource, null, values)),
  });
}

/** "The sale was changed again after it was voided, so the void cannot be undone." */
function refusal(resource: ResourceDefinition, label: string, what: string): HttpError {
  const words = label.trim().split(/\s+/);
  const it = words.length === 1 ? `the ${label.toLowerCase()}` : 'that';
  return new HttpError(
    409,
    `The ${resource.singular} was ${what} after it was ${pastParticiple(label)}, so ${it} cannot be undone.`,
  );
}

export async function undoAction(db: Executor, work: RecordWork, entry: UndoEntry): Promise<void> {
  const { scope, hooks, userId, run } = work;
  const { resource } = scope;
  const name = entry.change;
  const action = resource.actions[name];
  if (!action) throw new HttpError(409, 'This change can no longer be undone.');
  const snapshot = entry.snapshot as ActionSnapshot;
  const current = await storedValues(db, scope, entry.recordId);
  if (!current) throw refusal(resource, action.label, 'deleted');
  if (Number(current.version) !== entry.versionAfter) {
    throw refusal(resource, action.label, 'changed again');
  }
  await hooks.undo?.[name]?.({
    ...run.context(db),
    action: name,
    recordId: entry.recordId,
    record: current,
    restored: snapshot.fields,
    input: snapshot.input,
  });
  await updateRecord(db, scope, entry.recordId, snapshot.fields);
  await writeAudit(db, {
    resource: resource.name,
    recordId: entry.recordId,
    brandId: scope.brandId,
    userId,
    action: `undo-${name}`,
    changes: changesBetween(
      resource,
      current,
      snapshot.fields,
      await fileNamesOf(db, resource, current, snapshot.fields),
    ),
  });
  await deleteStoredFiles(db, releasedKeys(resource, current, snapshot.fields));
}

/** A restore the database refused: a unique value taken meanwhile, a record it needs gone. */
export function restoreFailure(resource: ResourceDefinition, error: unknown): unknown {
  const found = databaseError(error);
  if (found?.code === '23505' && found.constraint?.startsWith(`${resource.name}_`)) {
    const field = found.constraint.slice(resource.name.length + 1).replace(/_unique$/, '');
    if (resource.fields[field]) {
      return new HttpError(409, ruleMessage('unique', field, {}, resourceAttributes(resource)));
    }
    if (field === 'pkey') return new HttpError(409, 'This change was already undone.');
  }
  // Any other rule of one row per something (one egg log per flock and day).
  if (found?.code === '23505') {
    return new HttpError(
      409,
      `Another ${resource.singular} was saved in its place since, so this one cannot be restored.`,
    );
  }
  if (found?.code === '23503') {
    return new HttpError(
      409,
      `The ${resource.singular} refers to a record deleted since, so it cannot be restored.`,
    );
  }
  return error;
}
