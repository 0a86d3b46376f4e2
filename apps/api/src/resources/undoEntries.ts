/**
 * Undo entries: what undoes a delete or a reversible action for a short while, written in the
 * change's own transaction (so an offered undo always has its change, and a refused change
 * offers none). A token names each; only its user may use it, once, until it expires
 * (`UNDO_SECONDS` plus `UNDO_GRACE_SECONDS`). Expired entries are swept with the files their
 * deleted records kept.
 */
import { randomBytes } from 'node:crypto';
import { UNDO_GRACE_SECONDS, UNDO_SECONDS, type UndoOffer } from '@backoffice/contract';
import { type Executor, type Row, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { RESOURCE_FILE_KIND } from './repository';

/** What time it is: the system clock, or a test's. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export interface UndoEntryWrite {
  userId: number;
  brandId: number;
  resource: string;
  recordId: number;
  /** `deleted`, or the action's name. */
  change: string;
  /** The record's version once the action was made; null for a delete. */
  versionAfter: number | null;
  snapshot: unknown;
}

export interface UndoEntry extends UndoEntryWrite {
  token: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Writes the entry in the change's transaction; answers the offer the change answers with. */
export async function offerUndo(
  db: Executor,
  entry: UndoEntryWrite,
  clock: Clock,
): Promise<UndoOffer> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(clock().getTime() + (UNDO_SECONDS + UNDO_GRACE_SECONDS) * 1000);
  await db.execute(
    sql`insert into undo_entries (token, user_id, brand_id, resource, record_id, change,
                                  version_after, snapshot, expires_at, created_at)
        values (${token}, ${entry.userId}, ${entry.brandId}, ${entry.resource}, ${entry.recordId},
                ${entry.change}, ${entry.versionAfter}, ${JSON.stringify(entry.snapshot)}::jsonb,
                ${expiresAt.toISOString()}::timestamptz, ${clock().toISOString()}::timestamptz)`,
  );
  return { token, expires_at: expiresAt.toISOString() };
}

/** The entry of a token, locked until the transaction ends; null for an unknown token. */
export async function lockUndoEntry(db: Executor, token: string): Promise<UndoEntry | null> {
  const [row] = await rowsOf<Row>(
    db,
    sql`select token, user_id, brand_id, resource, record_id, change, version_after, snapshot,
               expires_at, used_at
        from undo_entries where token = ${token} for update`,
  );
  if (!row) return null;
  return {
    token: String(row.token),
    userId: Number(row.user_id),
    brandId: Number(row.brand_id),
    resource: String(row.resource),
    recordId: Number(row.record_id),
    change: String(row.change),
    versionAfter: row.version_after === null ? null : Number(row.version_after),
    snapshot: typeof row.snapshot === 'string' ? JSON.parse(row.snapshot) : row.snapshot,
    expiresAt: new Date(row.expires_at as string),
    usedAt: row.used_at === null ? null : new Date(row.used_at as string),
  };
}

export async function markUndone(db: Executor, token: string, clock: Clock): Promise<void> {
  await db.execute(
    sql`update undo_entries set used_at = ${clock().toISOString()}::timestamptz
        where token = ${token}`,
  );
}

/**
 * Removes the entries whose undo has expired, and the files that deleted records kept for an
 * undo that never came. Answers how many entries went.
 */
export async function sweepUndoEntries(db: Executor, clock: Clock): Promise<number> {
  const [row] = await rowsOf<{ swept: number }>(
    db,
    sql`with gone as (
          delete from undo_entries where expires_at < ${clock().toISOString()}::timestamptz
          returning change, used_at, snapshot
        ), files_gone as (
          delete from files where kind = ${RESOURCE_FILE_KIND} and id::text in (
            select jsonb_array_elements_text(g.snapshot -> 'files') from gone g
            where g.change = 'deleted' and g.used_at is null)
        )
        select count(*)::int as swept from gone`,
  );
  return Number(row?.swept ?? 0);
}
