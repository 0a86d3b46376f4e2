import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The courier area's screens, by route name. */
export const COURIER_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {};
