import { type ResourceRouteSet, resourceRouteSet } from '@backoffice/access';
import { findResource, type ResourceDefinition } from '@backoffice/contract';
import { appRouteByName, RESOURCES } from '../../../config/registry';

export type { ResourceRouteSet };

/** A resource of the registry by name; throws for a name no definition has, so a typo fails at once. */
export function registeredResource(name: string): ResourceDefinition {
  const resource = findResource(RESOURCES, name);
  if (!resource) throw new Error(`No resource is named "${name}".`);
  return resource;
}

/** The routes of a resource's screens; throws for a resource without screens. */
export function routesOf(resource: ResourceDefinition): ResourceRouteSet {
  const routes = resourceRouteSet(resource, appRouteByName);
  if (!routes) throw new Error(`The resource "${resource.name}" has no screens.`);
  return routes;
}

/** 'expense category' -> 'Expense category', for headings and buttons. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
