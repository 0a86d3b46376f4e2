import type { ResourceDefinition } from '@backoffice/contract';
import type { BrandId, RouteEntry } from '../route';

declare const definedRoute: unique symbol;

/**
 * The name of a route made from a resource definition's `screens` rather than written in the
 * spec's table. Only `definedRoutes` makes one, so a misspelt name in code still fails to
 * compile.
 */
export type DefinedRouteName = string & { readonly [definedRoute]: true };

/** 'expense categories' -> 'expense-categories', as the route table names screens. */
export const kebab = (words: string) => words.trim().toLowerCase().replace(/\s+/g, '-');

/** The names the route table gives a resource's screens, from its words. */
export function screenRouteNames(resource: ResourceDefinition) {
  const one = kebab(resource.singular);
  return {
    list: kebab(resource.plural),
    create: `new-${one}`,
    edit: `edit-${one}`,
    detail: `view-${one}`,
    section: (id: string) => `${one}-${id}`,
  };
}

/**
 * The routes of the definitions that have `screens` of their own, by the same conventions as the
 * spec's table: list, `/new`, `/:id/edit`, and the record's page and section tabs when it has
 * them. A name the spec's table already holds is a mistake of the definition and throws.
 */
export function definedRoutes(
  resources: readonly ResourceDefinition[],
  taken: ReadonlySet<string>,
): RouteEntry<DefinedRouteName>[] {
  const routes: RouteEntry<DefinedRouteName>[] = [];
  for (const resource of resources) {
    const screens = resource.screens;
    if (!screens) continue;
    const names = screenRouteNames(resource);
    const brand =
      resource.brands?.length === 1 ? { brand: resource.brands[0] as BrandId } : undefined;
    const meta = {
      authOnly: true,
      isHR: screens.group === 'human-resources',
      isSetting: screens.group === 'settings',
    };
    const add = (path: string, name: string, permission: string) => {
      if (taken.has(name)) {
        throw new Error(`The route "${name}" of ${resource.name} is already in the route table.`);
      }
      routes.push({
        name: name as DefinedRouteName,
        path,
        meta: { ...meta, permission },
        ...brand,
      });
    };
    const { path } = screens;
    const { permissions } = resource;
    add(path, names.list, permissions.list);
    add(`${path}/new`, names.create, permissions.create);
    add(`${path}/:id/edit`, names.edit, permissions.update);
    const sections = resource.sections.length > 1 ? resource.sections : [];
    if (screens.detail || sections.length > 0) {
      add(`${path}/:id`, names.detail, permissions.view);
      for (const section of sections) {
        add(`${path}/:id/${section.id}`, names.section(section.id), permissions.view);
      }
    }
  }
  return routes;
}
