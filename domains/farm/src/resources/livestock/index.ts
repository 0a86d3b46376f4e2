import type { ResourceDefinition } from '@backoffice/contract';
import { eggCollectionLogsResource } from './eggCollectionLogs';
import { feedTypesResource } from './feedTypes';
import { flocksResource } from './flocks';
import { layerFeedingLogsResource } from './layerFeedingLogs';

export * from './eggCollectionLogs';
export * from './feedTypes';
export * from './flocks';
export * from './layerFeedingLogs';

/** The livestock area's resources: flocks, feed types, and their daily egg and feeding logs. */
export const LIVESTOCK_RESOURCES: readonly ResourceDefinition[] = [
  flocksResource,
  feedTypesResource,
  eggCollectionLogsResource,
  layerFeedingLogsResource,
];
