/**
 * An order's timeline: one row per change of its state (and per line picked), with who made it,
 * when and its note (a reason, the line picked), written in the change's transaction.
 * `GET /api/jfd-orders/{id}/timeline` answers it oldest first.
 */
import { type Executor, type RecordViewHook, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

export interface TimelineEntry {
  status: string;
  action: string;
  at: string;
  by: { id: number; name: string } | null;
  note: string | null;
}

export async function recordTimeline(
  db: Executor,
  entry: { orderId: number; status: string; action: string; userId: number; note?: string | null },
): Promise<void> {
  await db.execute(
    sql`insert into jfd_order_events (order_id, status, action, user_id, note)
        values (${entry.orderId}, ${entry.status}, ${entry.action}, ${entry.userId},
                ${entry.note ?? null})`,
  );
}

export async function timelineOf(db: Executor, orderId: number): Promise<TimelineEntry[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select e.status, e.action, e.note, e.user_id,
               to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
               u.first_name || ' ' || u.last_name as name
        from jfd_order_events e left join users u on u.id = e.user_id
        where e.order_id = ${orderId}
        order by e.at, e.id`,
  );
  return rows.map((row) => ({
    status: String(row.status),
    action: String(row.action),
    at: String(row.at),
    by: row.user_id === null ? null : { id: Number(row.user_id), name: String(row.name) },
    note: row.note === null ? null : String(row.note),
  }));
}

export const timelineView: RecordViewHook = async ({ db, record }) => ({
  data: await timelineOf(db, Number(record.id)),
});
