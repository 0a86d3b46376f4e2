import { hasPermission, type RouteEntry, type RouteName } from '@backoffice/access';

export interface RouteLinkInput {
  permissions: readonly string[] | null | undefined;
  activeBrand: number | null | undefined;
}

/**
 * The pages of a group, among the app's `routes` (settings or human resources) a user may open: routes with the flag,
 * no path parameters and no create screen (those are reached from their lists), whose
 * permission the user holds and whose brand, if any, is the active one.
 */
export function groupLinks(
  routes: readonly RouteEntry<RouteName>[],
  flag: 'isSetting' | 'isHR',
  self: RouteName,
  { permissions, activeBrand }: RouteLinkInput,
): RouteEntry<RouteName>[] {
  return routes.filter(
    (route) =>
      route.meta[flag] &&
      route.name !== self &&
      !route.path.includes(':') &&
      !route.name.startsWith('new-') &&
      !route.path.endsWith('/new') &&
      hasPermission(permissions, route.meta.permission) &&
      ((route as RouteEntry).brand === undefined || (route as RouteEntry).brand === activeBrand),
  );
}
