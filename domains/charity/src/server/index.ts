import type { DomainServer } from '@backoffice/server-kit';
import { seedCharity } from './seed';

/** The charity domain's server side. */
export const charityServer: DomainServer = { name: 'charity', seed: (db) => seedCharity(db) };
