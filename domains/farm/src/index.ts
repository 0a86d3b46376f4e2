/**
 * The poultry and egg brand (2). Its definitions are the single source of their fields, rules,
 * states and actions; the apps put them in their registry. The model is in this package's
 * README. Each area (livestock and logs, stock, cash) keeps its definitions in its folder.
 */
import type { ResourceDefinition } from '@backoffice/contract';
import { CASH_RESOURCES } from './resources/cash';
import { invoicesResource } from './resources/invoices';
import { LIVESTOCK_RESOURCES } from './resources/livestock';
import { saleItemsResource } from './resources/saleItems';
import { salesResource } from './resources/sales';
import { STOCK_RESOURCES } from './resources/stock';

export * from './resources/cash';
export * from './resources/invoices';
export * from './resources/livestock';
export * from './resources/saleItems';
export * from './resources/sales';
export * from './resources/stock';

/** The farm domain's resources (the registry orders them by their references). */
export const FARM_RESOURCES: readonly ResourceDefinition[] = [
  ...STOCK_RESOURCES,
  saleItemsResource,
  salesResource,
  invoicesResource,
  ...LIVESTOCK_RESOURCES,
  ...CASH_RESOURCES,
];

export { FARM_REPORTS } from './reports';
export * from './reports/cash';
export * from './reports/livestock';
export * from './reports/pnlReport';
export * from './reports/salesReport';
