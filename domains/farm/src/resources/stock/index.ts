import type { ResourceDefinition } from '@backoffice/contract';
import { inventoriesResource } from './inventories';
import { inventoryLogsResource } from './inventoryLogs';
import { stockReceiptsResource } from './stockReceipts';

export * from './inventories';
export * from './inventoryLogs';
export * from './stockReceipts';

/** The stock area's resources: the stock items, stock received and the counts. */
export const STOCK_RESOURCES: readonly ResourceDefinition[] = [
  inventoriesResource,
  stockReceiptsResource,
  inventoryLogsResource,
];
