import type { DomainServer } from '@backoffice/server-kit';
import { FARM_REPORT_SERVERS } from './reports';
import { salesHooks } from './sales';
import { seedFarm } from './seed';

/** The farm domain's server side: its sales' hooks and computed totals, its reports and its demo year. */
export const farmServer: DomainServer = {
  name: 'farm',
  resources: { jf_sales: salesHooks },
  reports: FARM_REPORT_SERVERS,
  seed: seedFarm,
};
