import type { Executor, SeedContext } from '@backoffice/server-kit';
import type { MarketplaceArea } from '../area';

/** The server side of the marketplace's customers, orders split by store, refunds, payables, statistics and the order report. */
export const ordersArea: MarketplaceArea = {};

/** The area's demo rows. */
export async function seedOrders(_db: Executor, _context: SeedContext): Promise<void> {}
