import type { ResourceDefinition } from '@backoffice/contract';

/** The delivery domain's resources, a referenced one before those that refer to it. */
export const DELIVERY_RESOURCES: readonly ResourceDefinition[] = [];
