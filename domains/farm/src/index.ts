/**
 * The poultry and egg brand (2). Its definitions are the single source of their fields, rules,
 * states and actions; the apps put them in their registry. The model is in this package's
 * README.
 */
import type { ResourceDefinition } from '@backoffice/contract';
import { invoicesResource } from './resources/invoices';
import { saleItemsResource } from './resources/saleItems';
import { salesResource } from './resources/sales';

export * from './resources/invoices';
export * from './resources/saleItems';
export * from './resources/sales';

/** The farm domain's resources, a referenced one before those that refer to it. */
export const FARM_RESOURCES: readonly ResourceDefinition[] = [
  saleItemsResource,
  salesResource,
  invoicesResource,
];

export { FARM_REPORTS } from './reports';
export * from './reports/pnlReport';
export * from './reports/salesReport';
