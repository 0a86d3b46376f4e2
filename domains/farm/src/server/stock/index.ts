import type { FarmArea } from '../area';
import { INVENTORY_COMPUTED } from './computed';
import { STOCK_TABLES } from './movements';

/** The server side of the stock items, their movements and their counts. */
export const stockArea: FarmArea = {
  resources: { jf_inventories: { computed: INVENTORY_COMPUTED } },
  tables: STOCK_TABLES,
};
