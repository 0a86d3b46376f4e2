import type { ResourceDefinition } from '@backoffice/contract';

/** The cash area's resources. */
export const CASH_RESOURCES: readonly ResourceDefinition[] = [];
