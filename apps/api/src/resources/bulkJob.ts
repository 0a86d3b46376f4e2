/**
 * A bulk job's row: started with its total, its progress written once per batch (in the batch's
 * own transaction, so the counts always match what was committed), finished, or marked
 * `interrupted` when the server stopped under it. Read back only by the user who started it.
 */
import type { BulkJob, BulkJobStatus, BulkReason } from '@backoffice/contract';
import { type Executor, type Row, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { toIso } from '../lib/time';

export interface BulkJobStart {
  id: string;
  userId: number;
  brandId: number;
  resource: string;
  operation: string;
  total: number;
}

export interface BulkProgress {
  done: number;
  succeeded: number;
  failed: number;
  reasons: BulkReason[];
}

function toBulkJob(row: Row): BulkJob {
  const reasons = typeof row.reasons === 'string' ? JSON.parse(row.reasons) : row.reasons;
  return {
    id: String(row.id),
    resource: String(row.resource),
    operation: String(row.operation),
    status: row.status as BulkJobStatus,
    total: Number(row.total),
    done: Number(row.done),
    succeeded: Number(row.succeeded),
    failed: Number(row.failed),
    reasons: reasons as BulkReason[],
    created_at: toIso(row.created_at as Date | string),
    finished_at: row.finished_at ? toIso(row.finished_at as Date | string) : null,
  };
}

const COLUMNS = sql`id, resource, operation, status, total, done, succeeded, failed, reasons,
                    created_at, finished_at`;

export async function startBulkJob(db: Executor, job: BulkJobStart): Promise<BulkJob> {
  const [row] = await rowsOf<Row>(
    db,
    sql`insert into bulk_jobs (id, user_id, brand_id, resource, operation, total)
        values (${job.id}, ${job.userId}, ${job.brandId}, ${job.resource}, ${job.operation},
                ${job.total})
        returning ${COLUMNS}`,
  );
  return toBulkJob(row as Row);
}

/** Writes the job's progress; with `finished`, its end (the total becomes what it looked at). */
export async function writeBulkProgress(
  db: Executor,
  id: string,
  progress: BulkProgress,
  finished = false,
): Promise<void> {
  const end = finished
    ? sql`, status = 'finished', finished_at = now(), total = ${progress.done}`
    : sql``;
  await db.execute(
    sql`update bulk_jobs set done = ${progress.done}, succeeded = ${progress.succeeded},
               failed = ${progress.failed}, reasons = ${JSON.stringify(progress.reasons)}::jsonb
               ${end}
        where id = ${id}`,
  );
}

/** Marks jobs that will not go on as interrupted: one job, or every running one (at start). */
export async function interruptBulkJobs(db: Executor, id: string | null = null): Promise<void> {
  const which = id === null ? sql`true` : sql`id = ${id}`;
  await db.execute(
    sql`update bulk_jobs set status = 'interrupted', finished_at = now()
        where status = 'running' and ${which}`,
  );
}

/** The job, for the user who started it; null for anyone else. */
export async function readBulkJob(
  db: Executor,
  id: string,
  userId: number,
): Promise<BulkJob | null> {
  const [row] = await rowsOf<Row>(
    db,
    sql`select ${COLUMNS} from bulk_jobs where id = ${id} and user_id = ${userId}`,
  );
  return row ? toBulkJob(row) : null;
}
