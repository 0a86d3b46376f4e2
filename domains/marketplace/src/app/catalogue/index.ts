import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The screens of the marketplace's catalogue settings (attributes, categories, taxes, shipping methods, policy pages, app settings), by route name. */
export const CATALOGUE_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {};
