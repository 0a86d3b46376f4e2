/**
 * `@backoffice/delivery/app`: the delivery brand's screens that replace the generic ones, by
 * route name, each loaded on its first visit. The app merges them into its route modules; a
 * hand-written screen wins over the generic one for its route.
 */
import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';
import { CATALOGUE_SCREENS } from './catalogue';
import { COURIER_SCREENS } from './courier';
import { ORDERS_SCREENS } from './orders';

export const DELIVERY_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  ...CATALOGUE_SCREENS,
  ...ORDERS_SCREENS,
  ...COURIER_SCREENS,
};
