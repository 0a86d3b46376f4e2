/**
 * Creates outside the resource machinery (notices, tickets) made idempotent with the resources'
 * own `Idempotency-Key` handling (`resources/idempotency.ts`): the same table, the same lifetime,
 * the key scoped to the user and the active brand.
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { userOf } from '../plugins/app/authorization';
import {
  claimIdempotencyKey,
  findIdempotentRecord,
  idempotencyKeyOf,
  rememberIdempotentRecord,
} from '../resources/idempotency';
import type { Executor } from '../resources/repository';

export type CreateOutcome = { created: number } | { replayOf: number | null };

/**
 * Runs `create` in a transaction unless the request's key already made a record: then answers
 * that record's id (`replayOf`; null when it is gone). Two requests with one key at once make one
 * record: the second waits for the first's claim and replays it.
 */
export async function createOnce(
  db: Database,
  request: FastifyRequest,
  kind: string,
  create: (tx: Database) => Promise<number>,
): Promise<CreateOutcome> {
  const user = userOf(request);
  const key = idempotencyKeyOf(request);
  if (key) {
    const earlier = await findIdempotentRecord(db as unknown as Executor, user.id, kind, key);
    if (earlier) return { replayOf: earlier.recordId };
  }
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const executor = transaction as unknown as Executor;
    if (key && !(await claimIdempotencyKey(executor, user.id, kind, key))) {
      const earlier = await findIdempotentRecord(executor, user.id, kind, key);
      return { replayOf: earlier?.recordId ?? null };
    }
    const id = await create(tx);
    if (key) await rememberIdempotentRecord(executor, user.id, kind, key, id);
    return { created: id };
  });
}
