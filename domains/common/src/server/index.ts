import type { DomainServer } from '@backoffice/server-kit';
import { seedCommon } from './seed';

export * from './expenses';

/** The shared entities' server side. */
export const commonServer: DomainServer = {
  name: 'common',
  seed: (db, context) => seedCommon(db, context.today),
};
