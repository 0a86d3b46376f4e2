/**
 * `@backoffice/marketplace/app`: the marketplace brand's screens that replace the generic ones,
 * by route name, each loaded on its first visit. The app merges them into its route modules; a
 * hand-written screen wins over the generic one for its route.
 */
import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';
import { CATALOGUE_SCREENS } from './catalogue';
import { LEADS_SCREENS } from './leads';
import { ORDERS_SCREENS } from './orders';
import { REVIEWS_SCREENS } from './reviews';
import { STORES_SCREENS } from './stores';

export const MARKETPLACE_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  ...CATALOGUE_SCREENS,
  ...STORES_SCREENS,
  ...ORDERS_SCREENS,
  ...REVIEWS_SCREENS,
  ...LEADS_SCREENS,
};
