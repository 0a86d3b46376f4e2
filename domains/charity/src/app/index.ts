/**
 * `@backoffice/charity/app`: the charity brand's screens that replace the generic ones, by route
 * name, each loaded on its first visit. The app merges them into its route modules; a
 * hand-written screen wins over the generic one for its route.
 */
import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

export const CHARITY_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {};
