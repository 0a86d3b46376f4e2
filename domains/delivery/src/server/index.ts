import type { DomainServer } from '@backoffice/server-kit';

/** The delivery domain's server side. */
export const deliveryServer: DomainServer = { name: 'delivery' };
