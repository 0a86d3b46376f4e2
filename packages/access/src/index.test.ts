import { expect, it } from 'vitest';
import * as access from './index';

it('exposes exactly the public API', () => {
  expect(Object.keys(access).sort()).toEqual([
    'ANY_SIGNED_IN',
    'MENU_BRAND_ROWS',
    'MENU_HEAD',
    'MENU_TAIL',
    'PERMISSIONS',
    'REPORT_TILE_ROWS',
    'ROUTES',
    'createRouteMatcher',
    'definedRoutes',
    'getRoute',
    'guardNavigation',
    'hasAnyPermission',
    'hasPermission',
    'hasStorePermission',
    'matchRoute',
    'menuFor',
    'navigationTarget',
    'pathFor',
    'reportTilesFor',
    'resourceRouteSet',
    'routeByName',
    'screenRouteNames',
  ]);
});
