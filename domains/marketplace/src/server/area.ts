import type { DomainServer } from '@backoffice/server-kit';

/**
 * One area of the marketplace's server side (catalogue settings, stores, orders, reviews,
 * leads): the hooks of its resources, its own tables and its reports, merged into the brand's
 * `DomainServer`. Its demo rows are seeded by the brand's seed, in the order the areas build on
 * each other.
 */
export type MarketplaceArea = Pick<DomainServer, 'resources' | 'tables' | 'reports'>;
