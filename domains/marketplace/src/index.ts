/**
 * The marketplace brand (9). Its definitions are the single source of their fields, rules,
 * states and actions; the apps put them in their registry. The model is in this package's
 * README. Each area (catalogue settings, stores, orders, reviews, leads) keeps its definitions
 * in its folder.
 */
import type { ReportDefinition, ResourceDefinition } from '@backoffice/contract';
import { evdExpenses } from './expenses';
import { CATALOGUE_REPORTS, CATALOGUE_RESOURCES } from './resources/catalogue';
import { LEADS_REPORTS, LEADS_RESOURCES } from './resources/leads';
import { ORDERS_REPORTS, ORDERS_RESOURCES } from './resources/orders';
import { REVIEWS_REPORTS, REVIEWS_RESOURCES } from './resources/reviews';
import { STORES_REPORTS, STORES_RESOURCES } from './resources/stores';

export { evdExpenses } from './expenses';
export * from './resources/catalogue';
export * from './resources/leads';
export * from './resources/orders';
export * from './resources/reviews';
export * from './resources/stores';

/** The marketplace domain's resources (the registry orders them by their references). */
export const MARKETPLACE_RESOURCES: readonly ResourceDefinition[] = [
  ...CATALOGUE_RESOURCES,
  ...STORES_RESOURCES,
  ...ORDERS_RESOURCES,
  ...REVIEWS_RESOURCES,
  ...LEADS_RESOURCES,
  evdExpenses.resource,
];

/** The marketplace domain's date-range reports. */
export const MARKETPLACE_REPORTS: readonly ReportDefinition[] = [
  ...CATALOGUE_REPORTS,
  ...STORES_REPORTS,
  ...ORDERS_REPORTS,
  ...REVIEWS_REPORTS,
  ...LEADS_REPORTS,
  evdExpenses.report,
];
