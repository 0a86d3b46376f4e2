/**
 * What sales take from stock. A sale item may name a stock item and the units of it one unit
 * sold takes (a tray of large eggs: 30 large eggs). When a sale is rung up, each line copies
 * both from its item (`jf_sale_lines.inventory_id`, `stock_units`), and the sale posts
 * -quantity x units per linked line (`sale`, the sale's id). A void posts the reverse
 * (`sale_void`), a refund with restock puts the returned units back (`refund`, the refund's
 * id). Every later movement reads the copied units, so a change of the item never rewrites the
 * stock a sale moved.
 */
import { type Executor, rowsOf, type SavedContext } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { type Movement, postMovements } from '../stock/movements';

interface StockLine {
  id: number;
  inventory_id: number;
  stock_units: number | string;
  quantity: number | string;
}

/** The stock-linked lines of sale `saleId`. */
const stockLinesOf = (db: Executor, saleId: number) =>
  rowsOf<StockLine>(
    db,
    sql`select id, inventory_id, stock_units, quantity from jf_sale_lines
        where sale_id = ${saleId} and inventory_id is not null order by position`,
  );

/** After a sale is rung up (its lines copied their item's stock link): what the sale took. */
export async function postSaleStock(context: SavedContext): Promise<void> {
  if (context.mode !== 'create') return;
  const lines = await stockLinesOf(context.db, context.recordId);
  await postMovements(
    context.db,
    context.brandId,
    context.userId,
    lines.map((line) => ({
      inventoryId: Number(line.inventory_id),
      movedOn: String(context.values.sold_on).slice(0, 10),
      quantity: -Number(line.quantity) * Number(line.stock_units),
      source: 'sale',
      sourceId: context.recordId,
    })),
  );
}

/** A void: the sale's movements reversed, on the sale's day. */
export async function reverseSaleStock(
  db: Executor,
  brandId: number,
  userId: number,
  saleId: number,
): Promise<void> {
  const moved = await rowsOf<{ inventory_id: number; moved_on: string; quantity: string }>(
    db,
    sql`select inventory_id, moved_on::text as moved_on, quantity from jf_stock_movements
        where source = 'sale' and source_id = ${saleId} order by id`,
  );
  await postMovements(
    db,
    brandId,
    userId,
    moved.map((row) => ({
      inventoryId: Number(row.inventory_id),
      movedOn: row.moved_on,
      quantity: -Number(row.quantity),
      source: 'sale_void',
      sourceId: saleId,
    })),
  );
}

/** A refund with restock: the returned quantity x the line's copied units back in stock. */
export async function restockRefund(
  db: Executor,
  brandId: number,
  userId: number,
  refund: { id: number; saleId: number; refundedOn: string },
  returned: readonly { sale_line_id: number; quantity: number }[],
): Promise<void> {
  const lines = new Map(
    (await stockLinesOf(db, refund.saleId)).map((line) => [Number(line.id), line] as const),
  );
  const movements: Movement[] = [];
  for (const item of returned) {
    const line = lines.get(Number(item.sale_line_id));
    if (!line) continue;
    movements.push({
      inventoryId: Number(line.inventory_id),
      movedOn: refund.refundedOn,
      quantity: Number(item.quantity) * Number(line.stock_units),
      source: 'refund',
      sourceId: refund.id,
    });
  }
  await postMovements(db, brandId, userId, movements);
}
