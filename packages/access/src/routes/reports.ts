import { BRAND } from '@backoffice/contract';
import { routeGroup } from '../route';

const common = routeGroup({});
const poultry = routeGroup({ brand: BRAND.poultry });
const delivery = routeGroup({ brand: BRAND.delivery });
const marketplace = routeGroup({ brand: BRAND.marketplace });

const REPORTS = 'generate_reports';

/** Spec section 2, "Reports": the tiles page and one route per report screen. */
export const REPORT_ROUTES = [
  common('/reports', 'reports', REPORTS),
  poultry('/reports/egg-collection-report', 'egg-collection-report', REPORTS),
  poultry('/reports/layer-feeding-report', 'layer-feeding-report', REPORTS),
  poultry('/reports/jf-sale-report', 'jf-sale-report', REPORTS),
  poultry('/reports/jf-deposit-report', 'jf-deposit-report', REPORTS),
  poultry('/reports/jf-expense-report', 'jf-expense-report', REPORTS),
  poultry('/reports/jf-pnl-report', 'jf-pnl-report', REPORTS),
  delivery('/reports/jfd-order-report', 'jfd-order-report', REPORTS),
  delivery('/reports/jfd-expense-report', 'jfd-expense-report', REPORTS),
  delivery('/reports/dlv-order-report', 'dlv-order-report', REPORTS),
  marketplace('/reports/evd-expense-report', 'evd-expense-report', REPORTS),
  marketplace('/reports/evd-order-report', 'evd-order-report', '*'),
] as const;
