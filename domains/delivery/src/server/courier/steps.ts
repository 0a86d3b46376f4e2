/**
 * A courier request's steps: each create and action writes one row of
 * `dlv_courier_request_events` (its state, the action, when, who, a note), in the save's or
 * action's transaction; the timeline view answers them oldest first.
 */
import {
  type ActionHook,
  type Executor,
  type RecordViewHook,
  rowsOf,
  type SavedContext,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { courierRequestsResource } from '../../resources/courier';

export interface CourierStep {
  requestId: number;
  status: string;
  action: string;
  userId: number;
  note?: string | null;
}

export async function recordStep(db: Executor, step: CourierStep): Promise<void> {
  await db.execute(
    sql`insert into dlv_courier_request_events (request_id, status, action, user_id, note)
        values (${step.requestId}, ${step.status}, ${step.action}, ${step.userId},
                ${step.note ?? null})`,
  );
}

/** The first step of a new request. */
export async function recordRequested(ctx: SavedContext): Promise<void> {
  if (ctx.mode !== 'create') return;
  await recordStep(ctx.db, {
    requestId: ctx.recordId,
    status: 'requested',
    action: 'request',
    userId: ctx.userId,
  });
}

/** The hook of every action: its step, and a cancel's reason on the request. */
export const recordAction: ActionHook = async (ctx) => {
  const to = courierRequestsResource.actions[ctx.action]?.to ?? String(ctx.record.status);
  const reason = typeof ctx.input.reason === 'string' ? ctx.input.reason : null;
  await recordStep(ctx.db, {
    requestId: ctx.recordId,
    status: to,
    action: ctx.action,
    userId: ctx.userId,
    note: reason,
  });
  return reason === null ? {} : { values: { cancel_reason: reason } };
};

interface StepRow {
  status: string;
  action: string;
  at: Date | string;
  user_id: number | null;
  user_name: string | null;
  note: string | null;
}

/** `GET /api/dlv-courier-requests/{id}/timeline`: `{data: [{status, action, at, by, note}]}`. */
export const courierTimeline: RecordViewHook = async ({ db, record }) => {
  const rows = await rowsOf<StepRow>(
    db,
    sql`select e.status, e.action, e.at, e.user_id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as user_name, e.note
        from dlv_courier_request_events e left join users u on u.id = e.user_id
        where e.request_id = ${Number(record.id)} order by e.at, e.id`,
  );
  return {
    data: rows.map((row) => ({
      status: row.status,
      action: row.action,
      at: new Date(row.at).toISOString(),
      by: row.user_id === null ? null : { id: Number(row.user_id), name: row.user_name ?? '' },
      note: row.note,
    })),
  };
};
