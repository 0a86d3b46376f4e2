import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The orders area's screens, by route name. */
export const ORDERS_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {};
