/**
 * A new sale, inside its transaction: each line copies its item's name, price, cost and stock
 * link as they are now (the item must be one of the brand's active items), and a cash sale needs an amount
 * tendered of at least the total. A sale paid otherwise keeps no amount tendered.
 */
import { resourceAttributes, ruleMessage } from '@backoffice/contract';
import { DomainError, rowsOf, type SaveContext } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { salesResource } from '../../resources/sales';

/** The sale form's labels, for its messages: 'Line 1: the selected item is invalid.' */
const SALE_LABELS = resourceAttributes(salesResource);

interface ItemRow {
  id: number;
  name: string;
  unit_price: number | string;
  unit_cost: number | string;
  inventory_id: number | null;
  stock_units: number | string | null;
  active: boolean;
}

export const TENDERED_REQUIRED =
  'The amount tendered field is required when payment method is cash.';
export const TENDERED_SHORT = 'The amount tendered must be at least the total.';

export async function ringUpSale(context: SaveContext): Promise<void> {
  const lines = context.lines ?? [];
  const ids = [...new Set(lines.map((line) => Number(line.sale_item_id)))];
  const items = ids.length
    ? await rowsOf<ItemRow>(
        context.db,
        sql`select id, name, unit_price, unit_cost, inventory_id, stock_units, active from jf_sale_items
            where brand_id = ${context.brandId}
              and id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`,
      )
    : [];
  const byId = new Map(items.map((item) => [Number(item.id), item] as const));
  const errors: Record<string, string[]> = {};
  let total = 0;
  lines.forEach((line, i) => {
    const item = byId.get(Number(line.sale_item_id));
    if (!item?.active) {
      const key = `lines.${i}.sale_item_id`;
      errors[key] = [ruleMessage('in', key, {}, SALE_LABELS)];
      return;
    }
    const price = Number(item.unit_price);
    line.name = item.name;
    line.unit_price = price;
    line.unit_cost = Number(item.unit_cost);
    line.inventory_id = item.inventory_id === null ? null : Number(item.inventory_id);
    line.stock_units = item.inventory_id === null ? null : Number(item.stock_units ?? 1);
    total += Number(line.quantity) * price;
  });
  if (context.values.payment_method === 'cash') {
    const tendered = context.values.amount_tendered;
    if (tendered === null || tendered === undefined) {
      errors.amount_tendered = [TENDERED_REQUIRED];
    } else if (Object.keys(errors).length === 0 && Number(tendered) < total) {
      errors.amount_tendered = [TENDERED_SHORT];
    }
  } else {
    context.values.amount_tendered = null;
  }
  if (Object.keys(errors).length) throw DomainError.invalid(errors);
  context.values.status = 'completed';
}
