import type { Executor, SeedContext } from '@backoffice/server-kit';
import type { MarketplaceArea } from '../area';

/** The server side of the marketplace's sales leads and their dashboard. */
export const leadsArea: MarketplaceArea = {};

/** The area's demo rows. */
export async function seedLeads(_db: Executor, _context: SeedContext): Promise<void> {}
