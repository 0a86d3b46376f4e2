import type { ResourceDefinition } from '@backoffice/contract';
import { ordersResource } from './orders';

export { ORDER_ACTIONS } from './actions';
export { ordersResource } from './orders';
export * from './states';

/** The orders area's definitions, a referenced one before those that refer to it. */
export const ORDERS_RESOURCES: readonly ResourceDefinition[] = [ordersResource];
