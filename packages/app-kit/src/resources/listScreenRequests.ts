/**
 * The GETs a resource's list screen makes when it opens on an empty address: its first page,
 * its saved views and the options of its reference filters. The app keeps them per route
 * (`apps/backoffice/src/config/listRequests.json`, written from this by a test) and starts them
 * beside the screen's files on a first visit (`prefetchGet`), so that a list's data travels with
 * its code instead of after it. A screen that asks for something else merely leaves the early
 * answer untaken; the app's end-to-end test of the busy list checks that each is asked once.
 */
import { resourceRouteSet } from '@backoffice/access';
import { fieldsWhere, findResource } from '@backoffice/contract';
import type { ResourceRegistry } from '../registry/resourceRegistry';
import { savedViewsPath } from '../views/savedViewsApi';
import { recordsPath, referenceQuery } from './api/resourceApi';
import { listApiQuery, readListState } from './lib/listState';

export function listScreenRequests(registry: ResourceRegistry): Record<string, string[]> {
  const requests: [string, string[]][] = registry.resources.flatMap((resource) => {
    const routes = resourceRouteSet(resource, registry.routeByName);
    if (!routes || resource.parent) return [];
    const firstPage = listApiQuery(readListState(resource, new URLSearchParams()));
    const referenced = fieldsWhere(resource, 'filterable').flatMap((name) => {
      const field = resource.fields[name];
      const target = field?.type === 'reference' ? field.resource : undefined;
      const found = target === undefined ? undefined : findResource(registry.resources, target);
      return found ? [recordsPath(found, referenceQuery(found))] : [];
    });
    return [
      [
        routes.list,
        [recordsPath(resource, firstPage), savedViewsPath(resource.name), ...referenced],
      ],
    ];
  });
  return Object.fromEntries(requests);
}
