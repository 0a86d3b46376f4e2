import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The farm's own screens for flocks, feed types, egg collection and feeding logs, by route name. */
export const LIVESTOCK_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {};
