/**
 * Helpers for stories and tests of screens built on the kit: the generic screens on a registry
 * in memory, MSW handlers that answer like the server for any definition, sample rows and
 * definitions, a sample user, and a storage kept in memory.
 */
export { BulkFrame } from '../bulk/testing/BulkFrame';
export {
  type BulkHandlerOptions,
  bulkHandlers,
  undoHandlers,
} from '../bulk/testing/bulkHandlers';
export { saleRows, salesClerk, sampleSales } from '../bulk/testing/sampleSales';
export type { ResourceScreensAppProps } from '../resources/testing/ResourceScreensApp';
export { ResourceScreensApp } from '../resources/testing/ResourceScreensApp';
export * from '../resources/testing/resourceFixtures';
export {
  failingResource,
  noSavedViews,
  pendingResource,
  resourceHandlers,
} from '../resources/testing/resourceHandlers';
export {
  sampleBranches,
  sampleEmployees,
  sampleRegistry,
  sampleVendors,
} from '../resources/testing/sampleResources';
export { clearToasts } from './clearToasts';
export { fixToday, onFixedDay } from './fixedToday';
export { focusIsInGrid } from './focusIsInGrid';
export { freshEachStory, restoreEachStory } from './freshEachStory';
export { memoryStorage } from './memoryStorage';
export { sampleUser } from './sampleUser';
export { sessionHandlers } from './sessionHandlers';
export { FreshStory, onStoryReset, resetStoryState } from './storyReset';
