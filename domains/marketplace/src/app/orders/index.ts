import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The screens of the marketplace's customers, orders split by store, refunds, payables, statistics and the order report, by route name. */
export const ORDERS_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {};
