import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The screens of the marketplace's customers, orders split by store, refunds, payables, statistics and the order report, by route name. */
export const ORDERS_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'evd-orders': () => import('./OrdersListScreen').then((m) => ({ Component: m.OrdersScreen })),
  'evd-order-history': () =>
    import('./OrdersListScreen').then((m) => ({ Component: m.OrderHistoryScreen })),
  'view-evd-order': () => import('./OrderScreen').then((m) => ({ Component: m.OrderScreen })),
  'view-evd-customer': () =>
    import('./CustomerScreen').then((m) => ({ Component: m.CustomerScreen })),
  'evd-refunds': () => import('./RefundsScreen').then((m) => ({ Component: m.RefundsScreen })),
  payables: () => import('./PayablesScreen').then((m) => ({ Component: m.PayablesScreen })),
  'view-payable': () => import('./PayableScreen').then((m) => ({ Component: m.PayableScreen })),
  'evd-statistics': () =>
    import('./StatisticsScreen').then((m) => ({ Component: m.StatisticsScreen })),
};
