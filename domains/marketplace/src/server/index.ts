import type { DomainServer } from '@backoffice/server-kit';

/** The marketplace domain's server side. */
export const marketplaceServer: DomainServer = { name: 'marketplace' };
