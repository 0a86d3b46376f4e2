import type { RouteEntry, RouteName, RouteParamValues } from '@backoffice/access';
import { findResource, type ResourceDefinition } from '@backoffice/contract';

/**
 * What the generic screens know of the app they run in: its resources and its routes. A package
 * cannot import the app that assembles them from the domains, so the app hands them in, through
 * `ResourceRegistryProvider` for screens and as an argument to the factories that run outside
 * React (`resourceScreenLoaders`, `resourceScreen`).
 */
export interface ResourceRegistry {
  /** Every resource the app shows, a referenced one before those that refer to it. */
  readonly resources: readonly ResourceDefinition[];
  /** Every route of the app: the spec's table and the routes definitions declare. */
  readonly routes: readonly RouteEntry<RouteName>[];
  /** The route of that name among `routes`. */
  routeByName(name: string): RouteEntry<RouteName> | undefined;
  /**
   * The concrete path of one of `routes`, its `:param` segments filled and URI-encoded, as
   * access's `pathFor` does for the spec's table; routes that definitions declare included.
   * Throws for an unknown route or a missing parameter, so a broken link fails where it is built.
   */
  pathFor(name: string, params?: RouteParamValues): string;
}

/** A registry over these resources and routes, with the route lookup built once. */
export function createResourceRegistry(
  resources: readonly ResourceDefinition[],
  routes: readonly RouteEntry<RouteName>[],
): ResourceRegistry {
  const byName = new Map<string, RouteEntry<RouteName>>(routes.map((r) => [r.name, r]));
  return {
    resources,
    routes,
    routeByName: (name) => byName.get(name),
    pathFor(name, params = {}) {
      const route = byName.get(name);
      if (!route) throw new Error(`No route is named "${name}".`);
      return route.path.replace(/:([A-Za-z]\w*)/g, (_, key: string) => {
        const value = params[key];
        if (value === undefined || value === '') {
          throw new Error(`Route "${name}" needs the parameter "${key}".`);
        }
        return encodeURIComponent(String(value));
      });
    },
  };
}

/** A resource of the registry by name; throws for a name no definition has, so a typo fails at once. */
export function registeredResource(registry: ResourceRegistry, name: string): ResourceDefinition {
  const resource = findResource(registry.resources, name);
  if (!resource) throw new Error(`No resource is named "${name}".`);
  return resource;
}
