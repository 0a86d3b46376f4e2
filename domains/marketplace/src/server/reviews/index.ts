import type { Executor, SeedContext } from '@backoffice/server-kit';
import type { MarketplaceArea } from '../area';

/** The server side of the marketplace's product and service reviews. */
export const reviewsArea: MarketplaceArea = {};

/** The area's demo rows. */
export async function seedReviews(_db: Executor, _context: SeedContext): Promise<void> {}
