import type { DomainServer } from '@backoffice/server-kit';

/** The farm domain's server side. */
export const farmServer: DomainServer = { name: 'farm' };
