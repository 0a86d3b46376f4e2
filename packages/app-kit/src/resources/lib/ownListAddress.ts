import { resourceRouteSet } from '@backoffice/access';
import type { ResourceDefinition } from '@backoffice/contract';
import { matchPath } from 'react-router-dom';
import type { ResourceRegistry } from '../../registry/resourceRegistry';

/**
 * Whether the page at `pathname` is the resource's own list screen (its `list` route, a store's
 * `/stores/:slug/products` included), whose address query is the list's: saved views belong
 * there, not on a record's page that shows the resource's rows (a customer's orders, a
 * product's variants).
 */
export function atOwnListAddress(
  resource: ResourceDefinition,
  registry: ResourceRegistry,
  pathname: string,
): boolean {
  const name = resourceRouteSet(resource, registry.routeByName)?.list;
  const route = name ? registry.routeByName(name) : undefined;
  return route ? matchPath({ path: route.path, end: true }, pathname) !== null : false;
}
