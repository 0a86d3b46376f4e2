import type { RouteEntry } from './route';
import type { DefinedRouteName } from './routes/definedRoutes';
import { DELIVERY_ROUTES } from './routes/delivery';
import { HUMAN_RESOURCES_ROUTES } from './routes/humanResources';
import { IMPLIED_ROUTES } from './routes/implied';
import { LIVESTOCK_ROUTES } from './routes/livestock';
import { MARKETPLACE_ROUTES } from './routes/marketplace';
import { POULTRY_ROUTES } from './routes/poultry';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './routes/public';
import { REPORT_ROUTES } from './routes/reports';
import { RESOURCE_ROUTES } from './routes/resources';

/** The complete route table of the spec, in the spec's order. */
export const SPEC_ROUTES = [
  ...PUBLIC_ROUTES,
  ...SIGNED_IN_ROUTES,
  ...REPORT_ROUTES,
  ...RESOURCE_ROUTES,
  ...POULTRY_ROUTES,
  ...DELIVERY_ROUTES,
  ...LIVESTOCK_ROUTES,
  ...MARKETPLACE_ROUTES,
  ...HUMAN_RESOURCES_ROUTES,
] as const;

/** The name of a route of the spec's table, or of a create or edit screen it implies. */
export type SpecRouteName =
  | (typeof SPEC_ROUTES)[number]['name']
  | (typeof IMPLIED_ROUTES)[number]['name'];

/** The name of any route: the spec's, or one made from a resource definition's `screens`. */
export type RouteName = SpecRouteName | DefinedRouteName;

/**
 * The spec's route table, then the create and edit screens it implies (`IMPLIED_ROUTES`). An
 * app adds the routes its resource definitions declare (`definedRoutes`) and matches against
 * both with `createRouteMatcher`.
 */
export const ROUTES: readonly RouteEntry<RouteName>[] = [...SPEC_ROUTES, ...IMPLIED_ROUTES];

const byName = new Map<string, RouteEntry<RouteName>>(ROUTES.map((route) => [route.name, route]));

/** The route of that name, or undefined for a name the table does not hold. */
export function routeByName(name: string): RouteEntry<RouteName> | undefined {
  return byName.get(name);
}

/** The route of that name; for names known at compile time. */
export function getRoute(name: RouteName): RouteEntry<RouteName> {
  return byName.get(name)!;
}
