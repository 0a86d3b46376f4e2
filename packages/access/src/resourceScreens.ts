import type { ResourceDefinition } from '@backoffice/contract';
import { type RouteName, routeByName } from './routes';
import { screenRouteNames } from './routes/definedRoutes';

/** The named routes of one resource's screens. */
export interface ResourceRouteSet {
  list: RouteName;
  /** The new-record screen; none when the definition names none. */
  create?: RouteName;
  /** The edit screen; none for a record that is never changed (a sale is voided instead). */
  edit?: RouteName;
  /** A read-only page of the record; without one, a row opens the edit screen. */
  detail?: RouteName;
  /** One route per section of the definition, for the detail screen's tabs. */
  sections?: Readonly<Record<string, RouteName>>;
}

/** Finds a route of a table by name. */
export type RouteLookup = (name: string) => { readonly name: RouteName } | undefined;

/**
 * The routes of a resource's screens: the names its definition gives (`routes`, each of which
 * must be in the table, or this throws), else those the route table gives it by its words (see
 * `screenRouteNames`); null when the table has no list, create and edit screen for it.
 */
export function resourceRouteSet(
  resource: ResourceDefinition,
  lookup: RouteLookup = routeByName,
): ResourceRouteSet | null {
  const named = (name: string): RouteName | undefined => lookup(name)?.name;
  if (resource.routes) return explicitRoutes(resource, lookup);
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

/** The routes a definition names itself, each checked against the table. */
function explicitRoutes(resource: ResourceDefinition, lookup: RouteLookup): ResourceRouteSet {
  const given = resource.routes!;
  const named = (name: string): RouteName => {
    const found = lookup(name)?.name;
    if (!found)
      throw new Error(`${resource.name} names the route "${name}", which is not in the table.`);
    return found;
  };
  const set: ResourceRouteSet = { list: named(given.list) };
  if (given.create) set.create = named(given.create);
  if (given.edit) set.edit = named(given.edit);
  if (given.detail) set.detail = named(given.detail);
  if (given.sections) {
    set.sections = Object.fromEntries(
      Object.entries(given.sections).map(([id, name]) => [id, named(name)] as const),
    );
  }
  return set;
}
