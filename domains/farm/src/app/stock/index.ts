import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The farm's own screens for stock items and their counts, by route name. */
export const STOCK_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'jf-inventories': () =>
    import('./InventoriesListScreen').then((m) => ({ Component: m.InventoriesListScreen })),
  'view-jf-inventory': () =>
    import('./InventoryScreen').then((m) => ({ Component: m.InventoryScreen })),
  'jf-inventory-logs': () =>
    import('./CountsListScreen').then((m) => ({ Component: m.CountsListScreen })),
  'new-jf-inventory-log-week': () =>
    import('./NewCountScreen').then((m) => ({ Component: m.NewWeeklyCountScreen })),
  'new-jf-inventory-log-month': () =>
    import('./NewCountScreen').then((m) => ({ Component: m.NewMonthlyCountScreen })),
  'view-jf-inventory-log': () =>
    import('./CountScreen').then((m) => ({ Component: m.CountScreen })),
  'reconcile-jf-inventory-log': () =>
    import('./ReconcileScreen').then((m) => ({ Component: m.ReconcileScreen })),
};
