import type { Executor, SeedContext } from '@backoffice/server-kit';
import type { DeliveryArea } from '../area';

/** The orders area's server side: its resources' hooks, its own tables and its reports. */
export const ordersArea: DeliveryArea = {
  resources: {},
  tables: [],
  reports: [],
};

/** The orders area's demo rows. */
export async function seedOrders(_db: Executor, _context: SeedContext): Promise<void> {}
