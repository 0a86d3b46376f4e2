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
import { createResourceRegistry, type ResourceRegistry } from '@backoffice/app-kit';
import { CHARITY_RESOURCES } from '@backoffice/charity';
import { COMMON_RESOURCES } from '@backoffice/common';
import { assembleRegistry, type ReportDefinition } from '@backoffice/contract';
import { DELIVERY_REPORTS, DELIVERY_RESOURCES } from '@backoffice/delivery';
import { FARM_REPORTS, FARM_RESOURCES } from '@backoffice/farm';
import { MARKETPLACE_REPORTS, MARKETPLACE_RESOURCES } from '@backoffice/marketplace';

/** Every resource the app shows. */
export const RESOURCES = assembleRegistry([
  COMMON_RESOURCES,
  CHARITY_RESOURCES,
  FARM_RESOURCES,
  DELIVERY_RESOURCES,
  MARKETPLACE_RESOURCES,
]);

/** Every date-range report the app shows, each at the route named as it is. */
export const REPORTS: readonly ReportDefinition[] = [
  ...FARM_REPORTS,
  ...DELIVERY_REPORTS,
  ...MARKETPLACE_REPORTS,
];

/** Every route of the app. */
export const APP_ROUTES: readonly RouteEntry<RouteName>[] = [
  ...ROUTES,
  ...definedRoutes(RESOURCES, new Set(ROUTES.map((route) => route.name))),
];

/**
 * The resources and routes handed to the generic screens of `@backoffice/app-kit`: through
 * `ResourceRegistryProvider` (in `AppProviders`) and to `resourceScreenLoaders`.
 */
export const REGISTRY: ResourceRegistry = createResourceRegistry(RESOURCES, APP_ROUTES);

/** The route of that name among the app's routes. */
export function appRouteByName(name: string): RouteEntry<RouteName> | undefined {
  return REGISTRY.routeByName(name);
}

/** The app's route a path leads to, with its parameters; null for an unknown path. */
export const matchAppRoute = createRouteMatcher(APP_ROUTES);
