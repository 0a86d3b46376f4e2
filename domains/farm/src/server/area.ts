import type { DomainServer } from '@backoffice/server-kit';

/**
 * One area of the farm's server side (livestock and logs, stock, cash): the hooks of its
 * resources, its own tables and its reports, merged into the farm's `DomainServer`. Its demo
 * rows are seeded by the farm's seed, in the order the areas build on each other.
 */
export type FarmArea = Pick<DomainServer, 'resources' | 'tables' | 'reports'>;
