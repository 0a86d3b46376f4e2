import type { ResourceRecord } from '@backoffice/contract';
import type { inventoriesResource } from '../../resources/stock/inventories';
import type { inventoryLogsResource } from '../../resources/stock/inventoryLogs';
import type { StockMovement } from '../../resources/stock/stockAnswers';

export type { CountDetail, StockMovement } from '../../resources/stock/stockAnswers';

export type StockItem = ResourceRecord<typeof inventoriesResource>;
export type StockCount = ResourceRecord<typeof inventoryLogsResource>;

export interface ItemMovements {
  movements: StockMovement[];
  /** Every movement of the item (the page shows the latest). */
  total: number;
  on_hand: number;
}
