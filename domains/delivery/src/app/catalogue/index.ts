import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The catalogue area's screens, by route name. */
export const CATALOGUE_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {};
