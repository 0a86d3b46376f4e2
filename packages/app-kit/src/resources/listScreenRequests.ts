/**
 * The GETs a resource's list screen makes when it opens on an empty address: its first page and
 * its saved views. (Its reference filters ask for their options when they are drawn, after the
 * first page has come: `ListFilters`.) The app keeps them per route
 * (`apps/backoffice/src/config/listRequests.json`, written from this by a test) and starts them
 * beside the screen's files on a first visit (`prefetchGet`), so that a list's data travels with
 * its code instead of after it. A screen that asks for something else merely leaves the early
 * answer untaken; the app's end-to-end test of the busy list checks that each is asked once.
 */
import { resourceRouteSet } from '@backoffice/access';
import type { ResourceRegistry } from '../registry/resourceRegistry';
import { savedViewsPath } from '../views/savedViewsApi';
import { recordsPath } from './api/resourceApi';
import { listApiQuery, readListState } from './lib/listState';

export function listScreenRequests(registry: ResourceRegistry): Record<string, string[]> {
  const requests: [string, string[]][] = registry.resources.flatMap((resource) => {
    const routes = resourceRouteSet(resource, registry.routeByName);
    if (!routes || resource.parent) return [];
    const firstPage = listApiQuery(readListState(resource, new URLSearchParams()));
    return [[routes.list, [recordsPath(resource, firstPage), savedViewsPath(resource.name)]]];
  });
  return Object.fromEntries(requests);
}
