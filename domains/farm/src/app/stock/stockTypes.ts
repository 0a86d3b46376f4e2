import type { ResourceRecord } from '@backoffice/contract';
import type { inventoriesResource } from '../../resources/stock/inventories';
import type { inventoryLogsResource } from '../../resources/stock/inventoryLogs';

export type StockItem = ResourceRecord<typeof inventoriesResource>;
export type StockCount = ResourceRecord<typeof inventoryLogsResource>;

/** One movement of an item, as `GET /api/jf-inventories/{id}/movements` answers it. */
export interface StockMovement {
  id: number;
  moved_on: string;
  source: string;
  source_id: number | null;
  /** The record to link to: the sale (a sale, its void, its refund), the count, the log. */
  record_id: number | null;
  quantity: number;
  /** On hand after this movement. */
  balance: number;
  note: string | null;
}

export interface ItemMovements {
  movements: StockMovement[];
  /** Every movement of the item (the page shows the latest). */
  total: number;
  on_hand: number;
}

/** One item of a count, as `GET /api/jf-inventory-logs/{id}/details` answers it. */
export interface CountDetail {
  id: number;
  inventory_id: number;
  name: string;
  kind: string;
  unit: string;
  opening: number;
  received: number;
  used: number;
  expected: number;
  counted: number | null;
  variance: number | null;
  reason: string | null;
  reconciled: boolean;
}
