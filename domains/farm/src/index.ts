import type { ResourceDefinition } from '@backoffice/contract';

/** The farm domain's resources, a referenced one before those that refer to it. */
export const FARM_RESOURCES: readonly ResourceDefinition[] = [];
