import type { Executor, SeedContext } from '@backoffice/server-kit';
import type { DeliveryArea } from '../area';

/** The courier area's server side: its resources' hooks, its own tables and its reports. */
export const courierArea: DeliveryArea = {
  resources: {},
  tables: [],
  reports: [],
};

/** The courier area's demo rows. */
export async function seedCourier(_db: Executor, _context: SeedContext): Promise<void> {}
