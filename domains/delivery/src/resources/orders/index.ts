import type { ResourceDefinition } from '@backoffice/contract';

/** The orders area's definitions, a referenced one before those that refer to it. */
export const ORDERS_RESOURCES: readonly ResourceDefinition[] = [];
