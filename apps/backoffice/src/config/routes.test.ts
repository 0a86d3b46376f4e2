import { definedRoutes, ROUTES } from '@backoffice/access';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from './registry';
import { APP_ROUTES, appRouteByName, matchAppRoute } from './routes';

describe("the app's route table", () => {
  it('keeps in definedRoutes.json exactly the routes the definitions declare (-u rewrites it)', async () => {
    const declared = definedRoutes(RESOURCES, new Set(ROUTES.map((route) => route.name)));
    await expect(`${JSON.stringify(declared, null, 2)}\n`).toMatchFileSnapshot(
      './definedRoutes.json',
    );
  });

  it('holds the spec routes and the defined ones, each name once', () => {
    const names = APP_ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(ROUTES.length);
    expect(appRouteByName('jf-sales')?.path).toBe('/jf-sales');
    expect(appRouteByName('no-such-route')).toBeUndefined();
  });

  it('matches a defined route by its path', () => {
    const defined = APP_ROUTES.find(
      (route) => !ROUTES.includes(route) && route.path.includes(':id'),
    );
    expect(defined).toBeDefined();
    const match = matchAppRoute(defined!.path.replace(':id', '42'));
    expect(match?.route.name).toBe(defined!.name);
    expect(match?.params).toEqual({ id: '42' });
  });
});
