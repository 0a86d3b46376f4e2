import type { DomainServer } from '@backoffice/server-kit';
import { dingAccountsHooks } from './dingAccounts';
import { seedCommon } from './seed';

export * from './dingAccounts';
export * from './expenses';
export * from './humanResources/summary';

/** The shared entities' server side. */
export const commonServer: DomainServer = {
  name: 'common',
  resources: { ding_accounts: dingAccountsHooks },
  seed: seedCommon,
};
