/**
 * Where the palette's records lead and which record a page shows: a resource's page of a record
 * (its detail page, else its edit screen) among the registry's routes, and, the other way, the
 * resource and id of the record whose page (detail, edit or a section's tab) a path shows.
 */
import { createRouteMatcher, resourceRouteSet } from '@backoffice/access';
import { findResource, type ResourceDefinition } from '@backoffice/contract';
import type { ResourceRegistry } from '../registry/resourceRegistry';

/** The record a page shows. */
export interface RecordInView {
  resource: ResourceDefinition;
  id: number;
}

/** A record as a search hit names it: its id, and its key when its resource has one. */
export interface RecordAddress {
  id: number;
  key?: string | null;
}

/**
 * The page of a record of the resource: its id fills the page's path, or its key for a resource
 * whose records the key addresses (`/evd-stores/retro-radio`); null when there is no such page.
 */
export function recordPath(
  registry: ResourceRegistry,
  resourceName: string,
  record: RecordAddress,
): string | null {
  const resource = findResource(registry.resources, resourceName);
  if (!resource || resource.parent) return null;
  const value = resource.recordKey ? record.key : record.id;
  if (value === null || value === undefined || value === '') return null;
  const routes = resourceRouteSet(resource, registry.routeByName);
  const name = routes?.detail ?? routes?.edit;
  const params = name ? (registry.routeByName(name)?.path.match(/:[A-Za-z]\w*/g) ?? []) : [];
  // The record's page takes the record alone: one parameter, whatever the route calls it.
  if (!name || params.length !== 1) return null;
  return registry.pathFor(name, { [(params[0] as string).slice(1)]: value });
}

/** The resources of the record pages by route name, and a matcher of the registry's routes. */
function recordPages(registry: ResourceRegistry) {
  const byRoute = new Map<string, ResourceDefinition>();
  for (const resource of registry.resources) {
    // A nested resource's pages need their parent; a keyed one's path holds its key, not its id.
    if (resource.parent || resource.recordKey) continue;
    const routes = resourceRouteSet(resource, registry.routeByName);
    if (!routes) continue;
    for (const name of [routes.detail, routes.edit, ...Object.values(routes.sections ?? {})]) {
      if (name) byRoute.set(name, resource);
    }
  }
  return { byRoute, match: createRouteMatcher(registry.routes) };
}

const pagesOf = new WeakMap<ResourceRegistry, ReturnType<typeof recordPages>>();

/** The record whose page the path shows (`/projects/12` → projects, 12); null on other pages. */
export function recordInView(registry: ResourceRegistry, pathname: string): RecordInView | null {
  let pages = pagesOf.get(registry);
  if (!pages) {
    pages = recordPages(registry);
    pagesOf.set(registry, pages);
  }
  const found = pages.match(pathname);
  const resource = found ? pages.byRoute.get(found.route.name) : undefined;
  const id = found?.params.id ?? '';
  if (!resource || !/^[1-9]\d{0,9}$/.test(id)) return null;
  return { resource, id: Number(id) };
}
