/**
 * `GET /api/jf-inventories/{id}/movements`: a stock item's latest movements, newest first, each
 * with its source, day, quantity, the balance after it, and the record it came from (the sale
 * a refund belongs to, the count a count adjustment belongs to) for a link; with the item's
 * on hand and the number of movements in all.
 */
import {
  DomainError,
  type RecordViewHook,
  type ResourceHooks,
  rowsOf,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import type { StockMovement } from '../../resources/stock/stockAnswers';

/** The most movements the page shows; older ones count in the balance only. */
export const MOVEMENTS_SHOWN = 100;

export const itemMovementsView: RecordViewHook = async ({ db, record }) => {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select * from (
          select m.id, m.moved_on::text as moved_on, m.source, m.source_id, m.quantity, m.note,
            sum(m.quantity) over (order by m.moved_on, m.id) as balance,
            case m.source
              when 'refund' then (select r.sale_id from jf_sale_refunds r where r.id = m.source_id)
              when 'count' then (select d.log_id from jf_inventory_log_details d
                                 where d.id = m.source_id)
              else m.source_id end as record_id,
            count(*) over () as total
          from jf_stock_movements m where m.inventory_id = ${Number(record.id)}
        ) t order by moved_on desc, id desc limit ${MOVEMENTS_SHOWN}`,
  );
  const movements: StockMovement[] = rows.map((row) => ({
    id: Number(row.id),
    moved_on: String(row.moved_on),
    source: String(row.source),
    source_id: row.source_id === null ? null : Number(row.source_id),
    record_id: row.record_id === null ? null : Number(row.record_id),
    quantity: Number(row.quantity),
    balance: Number(row.balance),
    note: (row.note as string | null) ?? null,
  }));
  return {
    data: {
      movements,
      total: Number(rows[0]?.total ?? 0),
      on_hand: Number(record.on_hand ?? 0),
    },
  };
};

/** A stock item with movements is kept (its history): it is made inactive instead. */
export const ITEM_HAS_MOVEMENTS =
  'This stock item has stock movements, so it cannot be deleted: make it inactive instead.';

export const inventoryDeleteHook: ResourceHooks['beforeDelete'] = async ({ db, recordId }) => {
  const moved = await rowsOf(
    db,
    sql`select 1 from jf_stock_movements where inventory_id = ${recordId} limit 1`,
  );
  if (moved.length) throw DomainError.conflict(ITEM_HAS_MOVEMENTS);
};
