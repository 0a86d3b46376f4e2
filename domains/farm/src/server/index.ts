import type { DomainServer } from '@backoffice/server-kit';
import type { FarmArea } from './area';
import { cashArea } from './cash';
import { INVOICE_TABLES, invoicesHooks } from './invoices';
import { livestockArea } from './livestock';
import { FARM_REPORT_SERVERS } from './reports';
import { salesHooks } from './sales';
import { FARM_SAVED_VIEWS } from './savedViews';
import { seedFarm } from './seed';
import { stockArea } from './stock';

const AREAS: readonly FarmArea[] = [stockArea, livestockArea, cashArea];

/**
 * The farm domain's server side: the hooks and computed totals of its sales and invoices, the
 * invoices' own tables (numbers, payments), its reports and its demo year, then each area's
 * (stock, livestock and logs, cash); the manager's saved views of sales and invoices.
 */
export const farmServer: DomainServer = {
  name: 'farm',
  resources: Object.assign(
    { jf_sales: salesHooks, jf_invoices: invoicesHooks },
    ...AREAS.map((area) => area.resources ?? {}),
  ),
  tables: [...INVOICE_TABLES, ...AREAS.flatMap((area) => area.tables ?? [])],
  reports: [...FARM_REPORT_SERVERS, ...AREAS.flatMap((area) => area.reports ?? [])],
  seed: seedFarm,
  savedViews: FARM_SAVED_VIEWS,
};
