import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The orders area's screens, by route name. */
export const ORDERS_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'jfd-orders': () =>
    import('./OrdersListScreen').then((m) => ({ Component: m.OrdersBoardScreen })),
  'jfd-order-history': () =>
    import('./OrdersListScreen').then((m) => ({ Component: m.OrderHistoryScreen })),
  'view-jfd-order': () => import('./OrderScreen').then((m) => ({ Component: m.OrderScreen })),
  fulfillments: () =>
    import('./FulfilmentQueueScreen').then((m) => ({ Component: m.FulfilmentQueueScreen })),
  'view-fulfillment': () =>
    import('./FulfilmentScreen').then((m) => ({ Component: m.FulfilmentScreen })),
  deliveries: () => import('./DriverListsScreen').then((m) => ({ Component: m.DeliveriesScreen })),
  pickups: () => import('./DriverListsScreen').then((m) => ({ Component: m.PickupsScreen })),
  'view-delivery': () =>
    import('./DriverOrderScreen').then((m) => ({ Component: m.DeliveryScreen })),
  'view-pickup': () => import('./DriverOrderScreen').then((m) => ({ Component: m.PickupScreen })),
};
