import { type ResourceRouteSet, resourceRouteSet } from '@backoffice/access';
import type { ResourceDefinition } from '@backoffice/contract';
import { useResourceRegistry } from '../../registry/ResourceRegistryContext';
import type { ResourceRegistry } from '../../registry/resourceRegistry';

export type { ResourceRouteSet };

/** The routes of a resource's screens among the registry's; throws for a resource without screens. */
export function routesOf(
  resource: ResourceDefinition,
  registry: ResourceRegistry,
): ResourceRouteSet {
  const routes = resourceRouteSet(resource, registry.routeByName);
  if (!routes) throw new Error(`The resource "${resource.name}" has no screens.`);
  return routes;
}

/** A resource's routes, and the registry's `pathFor` to link to them. */
export interface ResourceLinks {
  routes: ResourceRouteSet;
  pathFor: ResourceRegistry['pathFor'];
}

/** The routes of a screen's resource among the app's registry, with `pathFor`. */
export function useResourceRoutes(resource: ResourceDefinition): ResourceLinks {
  const registry = useResourceRegistry();
  return { routes: routesOf(resource, registry), pathFor: registry.pathFor };
}

/** 'expense category' -> 'Expense category', for headings and buttons. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
