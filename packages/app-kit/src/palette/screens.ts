/**
 * The "Go to" part of the command palette: every screen a user may open in the active brand
 * (the app's routes without `:params`, their permission held as the navigation guard checks
 * it, their brand the active one, a resource's screens only where the resource exists).
 */
import { hasPermission, type PermissionList, resourceRouteSet } from '@backoffice/access';
import { resourceInBrand } from '@backoffice/contract';
import type { ResourceRegistry } from '../registry/resourceRegistry';
import { routeTitle } from '../routing/routeTitle';

/** One screen to jump to. */
export interface PaletteScreen {
  /** The route's name. */
  name: string;
  title: string;
  path: string;
}

export interface ScreensInput {
  registry: ResourceRegistry;
  permissions: PermissionList;
  brandId: number | null | undefined;
}

/** The routes of resources that do not exist in the brand (the farm's sales in the charity). */
function elsewhere(registry: ResourceRegistry, brandId: number): Set<string> {
  const names = new Set<string>();
  for (const resource of registry.resources) {
    if (resourceInBrand(resource, brandId)) continue;
    const routes = resourceRouteSet(resource, registry.routeByName);
    for (const name of [routes?.list, routes?.create, routes?.edit, routes?.detail]) {
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * The screens a signed-in user may open in the active brand, in the route table's order, one
 * per title: routes that need no parameter and a signed-in user (the sign-in and error pages are
 * not screens to jump to), whose permission the user holds, of no other brand.
 */
export function paletteScreens({ registry, permissions, brandId }: ScreensInput): PaletteScreen[] {
  if (brandId === null || brandId === undefined) return [];
  const hidden = elsewhere(registry, brandId);
  const seen = new Set<string>();
  const screens: PaletteScreen[] = [];
  for (const route of registry.routes) {
    const { meta } = route;
    if (route.path.includes(':') || route.name.startsWith('auth.')) continue;
    if (!meta.authOnly && meta.permission === undefined) continue;
    if (route.brand !== undefined && route.brand !== brandId) continue;
    if (hidden.has(route.name) || !hasPermission(permissions, meta.permission)) continue;
    const title = routeTitle(route.name);
    if (seen.has(title)) continue;
    seen.add(title);
    screens.push({ name: route.name, title, path: route.path });
  }
  return screens;
}
