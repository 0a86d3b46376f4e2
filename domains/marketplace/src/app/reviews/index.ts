import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The screens of the marketplace's product and service reviews, by route name. */
export const REVIEWS_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {};
