import type { ResourceDefinition } from '@backoffice/contract';

/** The livestock area's resources. */
export const LIVESTOCK_RESOURCES: readonly ResourceDefinition[] = [];
