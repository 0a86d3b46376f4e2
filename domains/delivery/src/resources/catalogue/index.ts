import type { ResourceDefinition } from '@backoffice/contract';

/** The catalogue area's definitions, a referenced one before those that refer to it. */
export const CATALOGUE_RESOURCES: readonly ResourceDefinition[] = [];
