/**
 * Double-submit protection for creates. A client may send an `Idempotency-Key` header (any text
 * up to 255 characters, a new one per form): the first request with a key creates the record and
 * remembers it, in the same transaction; a repeat by the same user answers that record instead of
 * making another. Without a key, the unique indexes of `unique` fields still refuse a duplicate.
 */
import { ruleMessage } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { unprocessable } from '../http/errors';
import { activeBrandOf } from '../modules/users/auth-user';
import { type Executor, rowsOf } from './repository';

/** How long a key is remembered. */
const KEY_LIFETIME = sql.raw(`interval '1 day'`);
const KEY_MAX_LENGTH = 255;

/**
 * The request's key, or null; a key too long answers 422. The key is kept with the active brand
 * (`<brand>:<key>`): the same key sent in another brand is another request, and never answers
 * a record of the first brand.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  if (value.length > KEY_MAX_LENGTH) {
    throw unprocessable({
      idempotency_key: [ruleMessage('max', 'idempotency_key', { max: KEY_MAX_LENGTH })],
    });
  }
  const brandId = request.user ? activeBrandOf(request.user) : null;
  return `${brandId ?? 0}:${value}`;
}

/** The record an earlier request with this key made, if the key is known. */
export async function findIdempotentRecord(
  db: Executor,
  userId: number,
  resource: string,
  key: string,
): Promise<{ recordId: number | null } | null> {
  const [row] = await rowsOf<{ record_id: number | null }>(
    db,
    sql`select record_id from resource_idempotency_keys
        where user_id = ${userId} and resource = ${resource} and key = ${key}
          and created_at > now() - ${KEY_LIFETIME}`,
  );
  return row ? { recordId: row.record_id === null ? null : Number(row.record_id) } : null;
}

/**
 * Takes the key for this request; false when another request holds it (PostgreSQL makes a
 * concurrent holder finish first). Expired keys of the user are dropped on the way.
 */
export async function claimIdempotencyKey(
  db: Executor,
  userId: number,
  resource: string,
  key: string,
): Promise<boolean> {
  await db.execute(
    sql`delete from resource_idempotency_keys
        where user_id = ${userId} and created_at <= now() - ${KEY_LIFETIME}`,
  );
  const rows = await rowsOf<{ key: string }>(
    db,
    sql`insert into resource_idempotency_keys (user_id, resource, key)
        values (${userId}, ${resource}, ${key}) on conflict do nothing returning key`,
  );
  return rows.length > 0;
}

/** Remembers the record made under a claimed key. */
export async function rememberIdempotentRecord(
  db: Executor,
  userId: number,
  resource: string,
  key: string,
  recordId: number,
): Promise<void> {
  await db.execute(
    sql`update resource_idempotency_keys set record_id = ${recordId}
        where user_id = ${userId} and resource = ${resource} and key = ${key}`,
  );
}
