/**
 * The server side of package items: on hand and stock value (computed from the movements), the
 * movements view (`GET /api/package-items/{id}/movements`, each with its donation's receipt
 * number or its project's name), "Record purchase" (a `purchase` movement) and the delete of an
 * item that never moved.
 */
import {
  type ComputedSql,
  DomainError,
  type RecordViewHook,
  type ResourceHooks,
  rowsOf,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import type { MovementSource, PackageItemMovement } from '../resources/stock';
import { onHandSql, postMovements } from './stock';

/** The most movements the page shows; older ones count in the balance only. */
export const MOVEMENTS_SHOWN = 100;

export const PACKAGE_ITEM_COMPUTED: Record<string, ComputedSql> = {
  on_hand: (row) => onHandSql(sql`${row}.id`),
  stock_value: (row) => sql`(${onHandSql(sql`${row}.id`)} * ${row}.unit_cost)`,
};

export const movementsView: RecordViewHook = async ({ db, record }) => {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select * from (
          select m.id, m.moved_on::text as moved_on, m.source, m.source_id, m.quantity,
            m.unit_cost, m.note,
            sum(m.quantity) over (order by m.moved_on, m.id) as balance,
            case when m.source like 'donation%'
                   then (select d.receipt_number from donations d where d.id = m.source_id)
                 when m.source like 'distribution%'
                   then (select p.name from projects p where p.id = m.source_id) end as reference,
            count(*) over () as total
          from package_item_movements m where m.package_item_id = ${Number(record.id)}
        ) t order by moved_on desc, id desc limit ${MOVEMENTS_SHOWN}`,
  );
  const movements: PackageItemMovement[] = rows.map((row) => ({
    id: Number(row.id),
    moved_on: String(row.moved_on),
    source: row.source as MovementSource,
    source_id: row.source_id === null ? null : Number(row.source_id),
    reference: (row.reference as string | null) ?? null,
    quantity: Number(row.quantity),
    unit_cost: row.unit_cost === null ? null : Number(row.unit_cost),
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

/** An item with movements keeps its history: it is discontinued instead. */
export const ITEM_HAS_MOVEMENTS =
  'This package item has stock movements, so it cannot be deleted: mark it discontinued instead.';

export const packageItemsHooks: ResourceHooks = {
  computed: PACKAGE_ITEM_COMPUTED,
  views: { movements: movementsView },
  actions: {
    purchase: async ({ db, brandId, userId, record, recordId, input }) => {
      const supplier = (input.supplier as string | null) || null;
      const reference = (input.reference as string | null) || null;
      await postMovements(db, brandId, userId, [
        {
          itemId: recordId,
          movedOn: String(input.purchased_on).slice(0, 10),
          quantity: Number(input.quantity),
          unitCost: Number(input.unit_cost),
          source: 'purchase',
          sourceId: null,
          note: [supplier, reference].filter(Boolean).join(', ') || null,
        },
      ]);
      return { audit: { unit: record.unit } };
    },
  },
  beforeDelete: async ({ db, recordId }) => {
    const moved = await rowsOf(
      db,
      sql`select 1 from package_item_movements where package_item_id = ${recordId} limit 1`,
    );
    if (moved.length) throw DomainError.conflict(ITEM_HAS_MOVEMENTS);
  },
};
