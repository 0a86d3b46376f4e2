import type { ResourceDefinition } from '@backoffice/contract';
import { inventoriesResource } from './inventories';

export * from './inventories';

/** The stock area's resources: the stock items and their counts. */
export const STOCK_RESOURCES: readonly ResourceDefinition[] = [inventoriesResource];
