import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The courier area's screens, by route name. */
export const COURIER_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'dlv-courier-requests': () =>
    import('./CourierRequestsScreen').then((m) => ({ Component: m.CourierRequestsScreen })),
  'dlv-courier-request-history': () =>
    import('./CourierRequestsScreen').then((m) => ({ Component: m.CourierHistoryScreen })),
  'view-dlv-courier-request': () =>
    import('./CourierRequestScreen').then((m) => ({ Component: m.CourierRequestScreen })),
};
