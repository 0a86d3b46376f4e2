import type { DomainServer } from '@backoffice/server-kit';

/**
 * One area of the delivery brand's server side (catalogue and settings, orders, courier
 * requests): the hooks of its resources, its own tables and its reports, merged into the
 * brand's `DomainServer`. Its demo rows are seeded by the brand's seed, in the order the areas
 * build on each other.
 */
export type DeliveryArea = Pick<DomainServer, 'resources' | 'tables' | 'reports'>;
