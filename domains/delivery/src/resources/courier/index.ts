import type { ResourceDefinition } from '@backoffice/contract';

/** The courier area's definitions, a referenced one before those that refer to it. */
export const COURIER_RESOURCES: readonly ResourceDefinition[] = [];
