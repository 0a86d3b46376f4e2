/**
 * The stock ledger: every change of a stock item's quantity is a row of `jf_stock_movements`,
 * kept with its source (an egg collection log, a feeding log, a sale, a refund, a purchase, a
 * count). On hand is their sum, never typed. Quantities are whole units of the item's unit:
 * positive in, negative out.
 */

import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import type { MovementSource } from '../../resources/stock/inventories';

export const STOCK_TABLES = [
  `create table if not exists jf_stock_movements (
     id serial primary key,
     brand_id integer not null references brands(id) on delete cascade,
     inventory_id integer not null references jf_inventories(id) on delete restrict,
     moved_on date not null,
     quantity bigint not null,
     source text not null,
     source_id integer,
     note text,
     created_by integer references users(id) on delete set null,
     created_at timestamptz not null default now()
   )`,
  'create index if not exists jf_stock_movements_item_day_idx on jf_stock_movements (inventory_id, moved_on)',
  'create index if not exists jf_stock_movements_source_idx on jf_stock_movements (source, source_id)',
  'create index if not exists jf_stock_movements_brand_day_idx on jf_stock_movements (brand_id, moved_on)',
  // What a sale line took from stock, copied from its item when the sale is rung up, so a later
  // change of the item never rewrites the stock a sale moved (src/server/sales/stockMoves.ts).
  // One row per stock item a count covers (src/server/stock/inventoryLogs.ts).
  `create table if not exists jf_inventory_log_details (
     id serial primary key,
     log_id integer not null references jf_inventory_logs(id) on delete cascade,
     inventory_id integer not null references jf_inventories(id) on delete restrict,
     opening bigint,
     received bigint,
     used bigint,
     expected bigint,
     counted bigint,
     reason text,
     reconciled_at timestamptz,
     reconciled_by integer references users(id) on delete set null,
     unique (log_id, inventory_id)
   )`,
  'create index if not exists jf_inventory_log_details_item_idx on jf_inventory_log_details (inventory_id)',
];

/** One movement to post. */
export interface Movement {
  inventoryId: number;
  /** `YYYY-MM-DD`: the day it counts on (the log's day, the sale's day). */
  movedOn: string;
  /** Positive in, negative out; a zero quantity is not posted. */
  quantity: number;
  source: MovementSource;
  /** The id of the source's record (the log, the sale, the refund, the count's detail). */
  sourceId: number | null;
  note?: string | null;
}

/** Posts movements of the brand's items, in the caller's transaction. */
export async function postMovements(
  db: Executor,
  brandId: number,
  userId: number | null,
  movements: readonly Movement[],
): Promise<void> {
  const rows = movements.filter((m) => m.quantity !== 0);
  if (!rows.length) return;
  await db.execute(sql`insert into jf_stock_movements
      (brand_id, inventory_id, moved_on, quantity, source, source_id, note, created_by)
    values ${sql.join(
      rows.map(
        (m) =>
          sql`(${brandId}, ${m.inventoryId}, ${m.movedOn}, ${m.quantity}, ${m.source},
               ${m.sourceId}, ${m.note ?? null}, ${userId})`,
      ),
      sql`, `,
    )}`);
}

/** Removes the movements a source posted (a corrected or deleted log posts its own again). */
export async function removeMovements(
  db: Executor,
  source: MovementSource,
  sourceId: number,
): Promise<void> {
  await db.execute(
    sql`delete from jf_stock_movements where source = ${source} and source_id = ${sourceId}`,
  );
}

/** A stock item's quantity on hand at the end of `day` (every movement when left out). */
export async function onHandOf(db: Executor, inventoryId: number, day?: string): Promise<number> {
  const [row] = await rowsOf<{ on_hand: number | string }>(
    db,
    sql`select coalesce(sum(quantity), 0) as on_hand from jf_stock_movements
        where inventory_id = ${inventoryId} ${day ? sql`and moved_on <= ${day}` : sql``}`,
  );
  return Number(row?.on_hand ?? 0);
}
