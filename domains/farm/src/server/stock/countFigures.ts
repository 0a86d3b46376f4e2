/**
 * The figures of a count's details: opening (on hand before the period), received (positive
 * movements in the period, count adjustments left out), used or sold (negative ones, as a
 * positive figure) and the expected closing. Live from the movements until a detail is
 * reconciled, then as frozen on its row.
 */
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import type { CountDetail } from '../../resources/stock/stockAnswers';

interface DetailRow {
  id: number;
  inventory_id: number;
  name: string;
  kind: string;
  unit: string;
  opening: string | number;
  received: string | number;
  used: string | number;
  counted: string | number | null;
  expected_frozen: string | number | null;
  reason: string | null;
  reconciled: boolean;
}

const num = (value: string | number | null | undefined) => Number(value ?? 0);

/** The details of count `logId` (with `detailId`, that one only), by item name. */
export async function countDetails(
  db: Executor,
  logId: number,
  detailId?: number,
): Promise<CountDetail[]> {
  const rows = await rowsOf<DetailRow>(
    db,
    sql`select d.id, d.inventory_id, i.name, i.kind, i.unit, d.counted, d.reason,
          d.reconciled_at is not null as reconciled, d.expected as expected_frozen,
          coalesce(d.opening, (select coalesce(sum(m.quantity), 0) from jf_stock_movements m
             where m.inventory_id = d.inventory_id and m.moved_on < l.starts_on)) as opening,
          coalesce(d.received, (select coalesce(sum(m.quantity), 0) from jf_stock_movements m
             where m.inventory_id = d.inventory_id and m.source <> 'count' and m.quantity > 0
               and m.moved_on between l.starts_on and l.ends_on)) as received,
          coalesce(d.used, (select coalesce(-sum(m.quantity), 0) from jf_stock_movements m
             where m.inventory_id = d.inventory_id and m.source <> 'count' and m.quantity < 0
               and m.moved_on between l.starts_on and l.ends_on)) as used
        from jf_inventory_log_details d
        join jf_inventory_logs l on l.id = d.log_id
        join jf_inventories i on i.id = d.inventory_id
        where d.log_id = ${logId} ${detailId === undefined ? sql`` : sql`and d.id = ${detailId}`}
        order by i.name, d.id`,
  );
  return rows.map((row) => {
    const opening = num(row.opening);
    const received = num(row.received);
    const used = num(row.used);
    const expected =
      row.expected_frozen === null ? opening + received - used : num(row.expected_frozen);
    const counted = row.counted === null ? null : num(row.counted);
    return {
      id: Number(row.id),
      inventory_id: Number(row.inventory_id),
      name: row.name,
      kind: row.kind,
      unit: row.unit,
      opening,
      received,
      used,
      expected,
      counted,
      variance: counted === null ? null : counted - expected,
      reason: row.reason,
      reconciled: Boolean(row.reconciled),
    };
  });
}
