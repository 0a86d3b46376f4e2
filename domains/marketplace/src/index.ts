import type { ResourceDefinition } from '@backoffice/contract';

/** The marketplace domain's resources, a referenced one before those that refer to it. */
export const MARKETPLACE_RESOURCES: readonly ResourceDefinition[] = [];
