import type { DomainServer } from '@backoffice/server-kit';
import { INVOICE_TABLES, invoicesHooks } from './invoices';
import { FARM_REPORT_SERVERS } from './reports';
import { salesHooks } from './sales';
import { seedFarm } from './seed';

/**
 * The farm domain's server side: the hooks and computed totals of its sales and invoices, the
 * invoices' own tables (numbers, payments), its reports and its demo year.
 */
export const farmServer: DomainServer = {
  name: 'farm',
  resources: { jf_sales: salesHooks, jf_invoices: invoicesHooks },
  tables: INVOICE_TABLES,
  reports: FARM_REPORT_SERVERS,
  seed: seedFarm,
};
