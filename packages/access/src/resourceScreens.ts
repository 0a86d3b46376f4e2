import type { ResourceDefinition } from '@backoffice/contract';
import { type RouteName, routeByName } from './routes';
import { screenRouteNames } from './routes/definedRoutes';

/** The named routes of one resource's screens. */
export interface ResourceRouteSet {
  list: RouteName;
  create: RouteName;
  edit: RouteName;
  /** A read-only page of the record; without one, a row opens the edit screen. */
  detail?: RouteName;
  /** One route per section of the definition, for the detail screen's tabs. */
  sections?: Readonly<Record<string, RouteName>>;
}

/** Finds a route of a table by name. */
export type RouteLookup = (name: string) => { readonly name: RouteName } | undefined;

/**
 * The routes of a resource's screens, found by the names the route table gives them (see
 * `screenRouteNames`); null when the table has no list, create and edit screen for it.
 */
export function resourceRouteSet(
  resource: ResourceDefinition,
  lookup: RouteLookup = routeByName,
): ResourceRouteSet | null {
  const named = (name: string): RouteName | undefined => lookup(name)?.name;
  const names = screenRouteNames(resource);
  const list = named(names.list);
  const create = named(names.create);
  const edit = named(names.edit);
  if (!list || !create || !edit) return null;
  const set: ResourceRouteSet = { list, create, edit };
  const detail = named(names.detail);
  if (detail) set.detail = detail;
  const sections = Object.fromEntries(
    resource.sections.flatMap((section) => {
      const route = named(names.section(section.id));
      return route ? [[section.id, route] as const] : [];
    }),
  );
  if (Object.keys(sections).length > 0) set.sections = sections;
  return set;
}
