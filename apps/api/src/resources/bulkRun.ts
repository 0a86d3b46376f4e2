/**
 * Runs bulk jobs in the background of the server that started them, one batch of
 * `BULK_BATCH_SIZE` records at a time: ticked ids in their order of id, or "all matching" walked
 * by keyset on id up to the largest id that matched when the job started, so no batch holds
 * more than its own ids. Each batch is one transaction: its records, then the job's progress.
 * A record is checked as a single request checks it (brand and reach, state, the domain's hook,
 * references to it) and its refusal never undoes the others: each runs in a savepoint, except a
 * hook-less action's batch, which moves every record it may in one statement. Realtime events
 * and notifications of the committed records are sent after each batch commits. When the server
 * stops, the job ends after its current batch and is marked `interrupted`.
 */
import { type ActionDefinition, BULK_BATCH_SIZE, wrongStateMessage } from '@backoffice/contract';
import type { ResourceHooks, Row } from '@backoffice/server-kit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { interruptBulkJobs, writeBulkProgress } from './bulkJob';
import { moveRecords, movesBySet } from './bulkMove';
import { BulkTally } from './bulkTally';
import { type HookRun, hookRun } from './hookContext';
import { actOnRecord, notFoundMessage, type RecordWork } from './recordAction';
import { deleteOneRecord } from './recordDelete';
import { type Executor, type ListOptions, matchingIds, type Scope } from './repository';
import { saveFailure } from './saveFailure';

export type BulkOperation =
  | { kind: 'delete' }
  | { kind: 'action'; name: string; action: ActionDefinition; values: Row };

/** The ticked ids, or the list's query with the largest id it matched at the start. */
export type BulkSource = { ids: readonly number[] } | { query: ListOptions; maxId: number };

export interface BulkPlan {
  jobId: string;
  scope: Scope;
  hooks: ResourceHooks;
  userId: number;
  /** The brand's time zone when the job started: its hooks' today. */
  timeZone: string;
  operation: BulkOperation;
  source: BulkSource;
  batchSize?: number;
}

/** The largest id a PostgreSQL `serial` column holds. */
const MAX_ROW_ID = 2_147_483_647;

type Transaction = Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0];

async function* batchesOf(app: FastifyInstance, plan: BulkPlan): AsyncGenerator<number[]> {
  const size = plan.batchSize ?? BULK_BATCH_SIZE;
  const { source } = plan;
  if ('ids' in source) {
    const ids = [...new Set(source.ids)].sort((a, b) => a - b);
    for (let at = 0; at < ids.length; at += size) yield ids.slice(at, at + size);
    return;
  }
  let after = 0;
  for (;;) {
    const ids = await matchingIds(app.db as unknown as Executor, plan.scope, source.query, {
      after,
      upTo: source.maxId,
      limit: size,
    });
    if (ids.length) yield ids;
    if (ids.length < size) return;
    after = ids[ids.length - 1] as number;
  }
}

/** One record in its own savepoint; answers its refusal's sentence, or null when it was done. */
async function oneRecord(
  tx: Transaction,
  plan: BulkPlan,
  work: RecordWork,
  id: number,
): Promise<string | null> {
  const { operation } = plan;
  try {
    await tx.transaction(async (savepoint) => {
      const db = savepoint as unknown as Executor;
      if (operation.kind === 'delete') await deleteOneRecord(db, work, id, false);
      else {
        const { name, action, values } = operation;
        await actOnRecord(db, work, id, { name, action, values, lines: [], version: null });
      }
    });
    return null;
  } catch (error) {
    const failure = saveFailure(plan.scope.resource, error);
    if (failure instanceof HttpError) return String(failure.body.message);
    throw failure;
  }
}

async function runBatch(
  app: FastifyInstance,
  plan: BulkPlan,
  ids: number[],
  tally: BulkTally,
): Promise<HookRun[]> {
  const { scope, operation } = plan;
  const committed: HookRun[] = [];
  // An id no integer column holds names no record.
  const possible = ids.filter((id) => id >= 1 && id <= MAX_ROW_ID);
  for (const id of ids) {
    if (!possible.includes(id)) tally.refused(notFoundMessage(scope.resource), id);
  }
  await app.db.transaction(async (tx) => {
    const db = tx as unknown as Executor;
    if (
      operation.kind === 'action' &&
      movesBySet(scope.resource, operation.action, Boolean(plan.hooks.actions?.[operation.name]))
    ) {
      const { moved, refused } = await moveRecords(db, scope, possible, {
        name: operation.name,
        action: operation.action,
        input: operation.values,
        userId: plan.userId,
      });
      tally.changed(moved.length);
      for (const { id, state } of refused) {
        tally.refused(wrongStateMessage(operation.action, state), id);
      }
      const found = new Set([...moved, ...refused.map((one) => one.id)]);
      for (const id of possible) {
        if (!found.has(id)) tally.refused(notFoundMessage(scope.resource), id);
      }
    } else {
      for (const id of possible) {
        const run = hookRun(app, scope.brandId, { id: plan.userId, timeZone: plan.timeZone });
        const work = { scope, hooks: plan.hooks, userId: plan.userId, run };
        const refusal = await oneRecord(tx, plan, work, id);
        if (refusal === null) {
          tally.changed();
          committed.push(run);
        } else tally.refused(refusal, id);
      }
    }
    await writeBulkProgress(db, plan.jobId, tally.progress());
  });
  return committed;
}

/** The jobs running in this server, so that closing it stops them between batches. */
export class BulkRunner {
  private readonly running = new Set<Promise<void>>();
  private stopping = false;

  constructor(private readonly app: FastifyInstance) {}

  /** Starts the job in the background. */
  start(plan: BulkPlan): void {
    const job = this.run(plan).finally(() => this.running.delete(job));
    this.running.add(job);
  }

  /** Lets each job finish its batch, then marks it interrupted; answers once all have ended. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.running]);
  }

  private async run(plan: BulkPlan): Promise<void> {
    const db = this.app.db as unknown as Executor;
    let tally = new BulkTally();
    try {
      for await (const ids of batchesOf(this.app, plan)) {
        if (this.stopping) {
          await interruptBulkJobs(db, plan.jobId);
          return;
        }
        const batch = tally.copy();
        const committed = await runBatch(this.app, plan, ids, batch);
        tally = batch;
        for (const run of committed) await run.publish();
      }
      await writeBulkProgress(db, plan.jobId, tally.progress(), true);
    } catch (error) {
      this.app.log.error({ err: error, job: plan.jobId }, 'bulk job failed');
      await interruptBulkJobs(db, plan.jobId).catch(() => {});
    }
  }
}
