import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/**
 * The farm's own screens for the egg collection and feeding logs, by route name: the egg logs'
 * list with their figures and totals, the egg log's grid form and page, and the feeding form
 * with its cost. Flocks, feed types and the feeding logs' list and page are the generic screens
 * of their definitions.
 */
export const LIVESTOCK_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'egg-collection-logs': () =>
    import('./EggCollectionLogsListScreen').then((m) => ({
      Component: m.EggCollectionLogsListScreen,
    })),
  'new-egg-collection-log': () =>
    import('./NewEggCollectionLogScreen').then((m) => ({
      Component: m.NewEggCollectionLogScreen,
    })),
  'view-egg-collection-log': () =>
    import('./EggCollectionLogScreen').then((m) => ({ Component: m.EggCollectionLogScreen })),
  'new-layer-feeding-log': () =>
    import('./FeedingLogFormScreen').then((m) => ({ Component: m.NewFeedingLogScreen })),
};
