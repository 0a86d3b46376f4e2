import { resourceHandlers, sessionHandlers } from '@backoffice/app-kit/testing';
import { saleItemsResource } from '../../resources/saleItems';
import { inventoriesResource } from '../../resources/stock/inventories';
import type { SaleItem } from '../shared/saleItems';
import { cashier } from './salesFixtures';
import { stockItems } from './stockFixtures';

/** The sale items' stories' data: a price list with a loss and an inactive item. */

const stamp = '2025-03-01T08:00:00.000Z';

/** A sale item as the server answers it. */
export function item(
  id: number,
  name: string,
  price: number,
  cost: number,
  active = true,
  stock: { inventory_id: number; stock_units: number } | null = null,
): SaleItem {
  return {
    id,
    brand_id: 2,
    name,
    unit_price: price,
    unit_cost: cost,
    inventory_id: stock?.inventory_id ?? null,
    stock_units: stock?.stock_units ?? 1,
    active,
    version: 1,
    labels: {},
    created_at: stamp,
    updated_at: stamp,
  };
}

/**
 * The price list: a tray of large eggs at $9.00 costing $5.40 ($3.60, 40.0%), taking 30 of the
 * large eggs in stock (the medium tray 30 medium eggs), an egg box sold
 * at $3.00 below its $3.60 cost (-$0.60, -20.0%), and manure no longer on sale.
 */
export const priceList: SaleItem[] = [
  item(1, 'Eggs, large (tray of 30)', 900, 540, true, { inventory_id: 1, stock_units: 30 }),
  item(2, 'Eggs, medium (tray of 30)', 750, 420, true, { inventory_id: 2, stock_units: 30 }),
  item(3, 'Spent hen', 600, 250),
  item(4, 'Manure (25 kg bag)', 375, 100, false),
  item(5, 'Egg box, gift (dozen)', 300, 360),
];

/** The price list's calls answered from `rows`, for the cashier; the stock items to link to. */
export const handlers = (rows: SaleItem[]) => [
  ...resourceHandlers(saleItemsResource, rows),
  ...resourceHandlers(inventoriesResource, stockItems),
  ...sessionHandlers(cashier),
];
