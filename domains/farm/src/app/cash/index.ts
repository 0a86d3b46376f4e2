import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The farm's own screens for deposits and expenses, by route name. */
export const CASH_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {};
