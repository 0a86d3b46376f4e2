import type { FarmArea } from '../area';
import { INVENTORY_COMPUTED } from './computed';
import { inventoryLogsHooks } from './inventoryLogs';
import { inventoryDeleteHook, itemMovementsView } from './itemMovements';
import { STOCK_TABLES } from './movements';
import { stockReceiptsHooks } from './receipts';

/** The server side of the stock items, their movements and their counts. */
export const stockArea: FarmArea = {
  resources: {
    jf_inventories: {
      computed: INVENTORY_COMPUTED,
      views: { movements: itemMovementsView },
      beforeDelete: inventoryDeleteHook,
    },
    jf_stock_receipts: stockReceiptsHooks,
    jf_inventory_logs: inventoryLogsHooks,
  },
  tables: STOCK_TABLES,
};
