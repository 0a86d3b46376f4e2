import type { Executor, SeedContext } from '@backoffice/server-kit';
import type { DeliveryArea } from '../area';

/** The catalogue area's server side: its resources' hooks, its own tables and its reports. */
export const catalogueArea: DeliveryArea = {
  resources: {},
  tables: [],
  reports: [],
};

/** The catalogue area's demo rows. */
export async function seedCatalogue(_db: Executor, _context: SeedContext): Promise<void> {}
