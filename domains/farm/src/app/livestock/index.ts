import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/**
 * The farm's own screens for the egg collection and feeding logs, by route name: the egg logs'
 * list with their figures and totals, the egg log's grid form and page, and the feeding form
 * with its cost, and the feeding logs' list (the generic one, in two columns at a phone's width).
 * Flocks, feed types and a feeding's page are the generic screens of their definitions.
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
  'layer-feeding-logs': () =>
    import('./FeedingLogsListScreen').then((m) => ({ Component: m.FeedingLogsListScreen })),
  'new-layer-feeding-log': () =>
    import('./FeedingLogFormScreen').then((m) => ({ Component: m.NewFeedingLogScreen })),
};
