export type {
  GuardDecision,
  GuardInput,
  GuardOutcome,
  GuardUser,
  NavigationTarget,
} from './guard';
export { guardNavigation, navigationTarget } from './guard';
export type { RouteParamValues } from './href';
export { pathFor } from './href';
export type { RouteMatch, RouteParams } from './match';
export { createRouteMatcher, matchRoute } from './match';
export type { MenuExternalLink, MenuInput, MenuItem, MenuLink } from './menus';
export { menuFor } from './menus';
export type { MenuIcon, MenuRow } from './menuTable';
export { MENU_BRAND_ROWS, MENU_HEAD, MENU_TAIL } from './menuTable';
export type { Permission } from './permissionList';
export { ANY_SIGNED_IN, PERMISSIONS } from './permissionList';
export type { PermissionList, StorePermissionMap } from './permissions';
export { hasAnyPermission, hasPermission, hasStorePermission } from './permissions';
export type { ReportTile } from './reports';
export { REPORT_TILE_ROWS, reportTilesFor } from './reports';
export type { ResourceRouteSet, RouteLookup } from './resourceScreens';
export { resourceRouteSet } from './resourceScreens';
export type { BrandId, RouteEntry, RouteMeta } from './route';
export type { RouteName, SpecRouteName } from './routes';
export { getRoute, ROUTES, routeByName } from './routes';
export type { DefinedRouteName } from './routes/definedRoutes';
export { definedRoutes, screenRouteNames } from './routes/definedRoutes';
