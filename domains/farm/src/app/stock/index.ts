import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The farm's own screens for stock items and their counts, by route name. */
export const STOCK_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {};
