/**
 * An order's timeline: its placement and every change of one of its store parts (who, when,
 * the part, its note), written in the change's transaction. `GET /api/evd-orders/{id}/timeline`
 * answers it oldest first.
 */
import { type Executor, type RecordViewHook, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

export interface TimelineEntry {
  status: string;
  action: string;
  at: string;
  part: string | null;
  by: { id: number; name: string } | null;
  note: string | null;
}

export async function recordEvent(
  db: Executor,
  entry: {
    orderId: number;
    storeOrderId: number | null;
    status: string;
    action: string;
    userId: number | null;
    note?: string | null;
  },
): Promise<void> {
  await db.execute(
    sql`insert into evd_order_events (order_id, store_order_id, status, action, user_id, note)
        values (${entry.orderId}, ${entry.storeOrderId}, ${entry.status}, ${entry.action},
                ${entry.userId}, ${entry.note ?? null})`,
  );
}

export async function timelineOf(db: Executor, orderId: number): Promise<TimelineEntry[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select e.status, e.action, e.note, e.user_id, so.number as part,
               to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
               u.first_name || ' ' || u.last_name as name
        from evd_order_events e
        left join users u on u.id = e.user_id
        left join evd_store_orders so on so.id = e.store_order_id
        where e.order_id = ${orderId}
        order by e.at, e.id`,
  );
  return rows.map((row) => ({
    status: String(row.status),
    action: String(row.action),
    at: String(row.at),
    part: row.part === null ? null : String(row.part),
    by: row.user_id === null ? null : { id: Number(row.user_id), name: String(row.name) },
    note: row.note === null ? null : String(row.note),
  }));
}

export const timelineView: RecordViewHook = async ({ db, record }) => ({
  data: await timelineOf(db, Number(record.id)),
});
