/**
 * The delivery brand (8). Its definitions are the single source of their fields, rules, states
 * and actions; the apps put them in their registry. The model is in this package's README. Each
 * area (catalogue and settings, orders, courier requests) keeps its definitions in its folder.
 */
import type { ResourceDefinition } from '@backoffice/contract';
import { jfdExpenses } from './expenses';
import { CATALOGUE_RESOURCES } from './resources/catalogue';
import { COURIER_RESOURCES } from './resources/courier';
import { ORDERS_RESOURCES } from './resources/orders';

export { jfdExpenses } from './expenses';
export * from './resources/catalogue';
export * from './resources/courier';
export * from './resources/orders';

/** The delivery domain's resources (the registry orders them by their references). */
export const DELIVERY_RESOURCES: readonly ResourceDefinition[] = [
  ...CATALOGUE_RESOURCES,
  ...ORDERS_RESOURCES,
  ...COURIER_RESOURCES,
  jfdExpenses.resource,
];

export { DELIVERY_REPORTS } from './reports';
