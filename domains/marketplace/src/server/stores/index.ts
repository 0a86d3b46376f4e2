import type { Executor, SeedContext } from '@backoffice/server-kit';
import type { MarketplaceArea } from '../area';

/** The server side of the marketplace's sellers, stores, their products, variants, approvals and billing. */
export const storesArea: MarketplaceArea = {};

/** The area's demo rows. */
export async function seedStores(_db: Executor, _context: SeedContext): Promise<void> {}
