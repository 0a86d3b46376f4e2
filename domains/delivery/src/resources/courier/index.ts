import type { ResourceDefinition } from '@backoffice/contract';
import { courierRequestsResource } from './courierRequests';

export * from './courierFee';
export * from './courierRequests';

/** The courier area's definitions, a referenced one before those that refer to it. */
export const COURIER_RESOURCES: readonly ResourceDefinition[] = [courierRequestsResource];
