import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The screens of the marketplace's sales leads and their dashboard, by route name. */
export const LEADS_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {};
