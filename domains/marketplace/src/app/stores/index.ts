import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The screens of the marketplace's sellers, stores, their products, variants, approvals and billing, by route name. */
export const STORES_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {};
