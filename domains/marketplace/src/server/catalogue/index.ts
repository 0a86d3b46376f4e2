import type { Executor, SeedContext } from '@backoffice/server-kit';
import type { MarketplaceArea } from '../area';

/** The server side of the marketplace's catalogue settings (attributes, categories, taxes, shipping methods, policy pages, app settings). */
export const catalogueArea: MarketplaceArea = {};

/** The area's demo rows. */
export async function seedCatalogue(_db: Executor, _context: SeedContext): Promise<void> {}
