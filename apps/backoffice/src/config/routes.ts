/**
 * The app's route table: the spec's routes plus those that resource definitions declare with
 * `screens`. The router, the guard and the links use it from the first page, so it is plain
 * data here: the defined routes are kept in `definedRoutes.json`, written from the definitions
 * by `routes.test.ts` (`pnpm --filter @backoffice/app test -- -u` after a definition's screens
 * change), which keeps the definitions, and the schema library they use, out of the first page's
 * files. The registry (`registry.ts`) loads with the first screen that needs it.
 */
import {
  createRouteMatcher,
  type DefinedRouteName,
  ROUTES,
  type RouteEntry,
  type RouteName,
} from '@backoffice/access';
import definedRoutes from './definedRoutes.json';

/**
 * The routes the definitions declare, as `definedRoutes` makes them (JSON knows no branded
 * names: `routes.test.ts` proves the file equals what `definedRoutes` answers).
 */
export const DEFINED_ROUTES = definedRoutes as unknown as readonly RouteEntry<DefinedRouteName>[];

/** Every route of the app. */
export const APP_ROUTES: readonly RouteEntry<RouteName>[] = [...ROUTES, ...DEFINED_ROUTES];

const BY_NAME = new Map<string, RouteEntry<RouteName>>(APP_ROUTES.map((r) => [r.name, r]));

/** The route of that name among the app's routes. */
export function appRouteByName(name: string): RouteEntry<RouteName> | undefined {
  return BY_NAME.get(name);
}

/** The app's route a path leads to, with its parameters; null for an unknown path. */
export const matchAppRoute = createRouteMatcher(APP_ROUTES);
