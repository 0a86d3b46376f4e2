/**
 * The app's resources and routes, assembled once from the business domains: the registry every
 * generic screen is drawn from, and the route table (the spec's routes plus those that
 * definitions declare with `screens`) that the router, the guard and the links use.
 */
import {
  createRouteMatcher,
  definedRoutes,
  ROUTES,
  type RouteEntry,
  type RouteName,
} from '@backoffice/access';
import { CHARITY_RESOURCES } from '@backoffice/charity';
import { COMMON_RESOURCES } from '@backoffice/common';
import { assembleRegistry } from '@backoffice/contract';
import { DELIVERY_RESOURCES } from '@backoffice/delivery';
import { FARM_RESOURCES } from '@backoffice/farm';
import { MARKETPLACE_RESOURCES } from '@backoffice/marketplace';

/** Every resource the app shows. */
export const RESOURCES = assembleRegistry([
  COMMON_RESOURCES,
  CHARITY_RESOURCES,
  FARM_RESOURCES,
  DELIVERY_RESOURCES,
  MARKETPLACE_RESOURCES,
]);

/** Every route of the app. */
export const APP_ROUTES: readonly RouteEntry<RouteName>[] = [
  ...ROUTES,
  ...definedRoutes(RESOURCES, new Set(ROUTES.map((route) => route.name))),
];

const byName = new Map<string, RouteEntry<RouteName>>(APP_ROUTES.map((r) => [r.name, r]));

/** The route of that name among the app's routes. */
export function appRouteByName(name: string): RouteEntry<RouteName> | undefined {
  return byName.get(name);
}

/** The app's route a path leads to, with its parameters; null for an unknown path. */
export const matchAppRoute = createRouteMatcher(APP_ROUTES);
