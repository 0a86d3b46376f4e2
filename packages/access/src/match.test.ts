import { describe, expect, it } from 'vitest';
import { pathFor } from './href';
import { matchRoute } from './match';
import { ROUTES } from './routes';

/** A concrete path for a pattern, each parameter filled with a value naming it. */
function sample(pattern: string): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const path = pattern.replace(/:(\w+)/g, (_, key: string) => {
    params[key] = `${key}-42`;
    return params[key];
  });
  return { path, params };
}

describe('matchRoute', () => {
  it.each(ROUTES.map((route) => [route.path, route.name] as const))(
    '%s leads to %s',
    (pattern, name) => {
      const { path, params } = sample(pattern);
      const match = matchRoute(path);
      expect(match?.route.name).toBe(name);
      expect(match?.params).toEqual(params);
    },
  );

  it.each([
    ['/jf-sales/new', 'new-jf-sale'],
    ['/jf-sales/17', 'view-jf-sale'],
    ['/customers/new-customer', 'new-customer'],
    ['/customers/new-customers', 'view-customer'],
    ['/evd-leads/new', 'new-evd-lead'],
    ['/evd-stores/new', 'new-store'],
    ['/evd-stores/newer', 'view-store'],
    ['/evd-stores/acme/products/new', 'new-store-product'],
    ['/evd-stores/acme/products/9', undefined],
    ['/settings/policy-pages/new', 'new-evd-policy-page'],
    ['/settings/policy-pages/returns', 'edit-evd-policy-page'],
    ['/employees/new', 'new-employee'],
    ['/employees/5', 'view-employee'],
    ['/employees/5/profile', 'employee-profile'],
  ])('prefers static segments: %s leads to %s', (path, name) => {
    expect(matchRoute(path)?.route.name).toBe(name);
  });

  it('ignores query, hash, repeated and trailing slashes, and case of static segments', () => {
    expect(matchRoute('/notices?page=2#top')?.route.name).toBe('notices');
    expect(matchRoute('/notices/')?.route.name).toBe('notices');
    expect(matchRoute('//notices//3/edit-notice')?.params).toEqual({ id: '3' });
    expect(matchRoute('/Notices/New-Notice')?.route.name).toBe('new-notice');
    expect(matchRoute('')?.route.name).toBe('auth.login');
    expect(matchRoute('/?redirect=x')?.route.name).toBe('auth.login');
  });

  it('decodes parameters and keeps their case', () => {
    const match = matchRoute('/reset-password/AbC123/jane.doe%40example.com');
    expect(match?.route.name).toBe('auth.reset-password');
    expect(match?.params).toEqual({ token: 'AbC123', email: 'jane.doe@example.com' });
  });

  it.each(['/nowhere', '/notices/3/edit', '/tickets/1/2', '/reset-password/abc', '/reports/x'])(
    'finds no route for %s',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );

  it('finds no route when a parameter is not valid URI encoding', () => {
    expect(matchRoute('/tickets/%E0%A4%A')).toBeNull();
  });
});

describe('pathFor', () => {
  it('fills and encodes parameters', () => {
    expect(pathFor('dashboard')).toBe('/dashboard');
    expect(pathFor('edit-notice', { id: 12 })).toBe('/notices/12/edit-notice');
    expect(pathFor('auth.reset-password', { token: 't/1', email: 'a@b.co' })).toBe(
      '/reset-password/t%2F1/a%40b.co',
    );
    expect(
      pathFor('store-product-variant', { storeSlug: 'acme', productId: 3, variantId: 4 }),
    ).toBe('/evd-stores/acme/products/3/variants/4');
  });

  it('round-trips through matchRoute', () => {
    const path = pathFor('reconcile-jf-inventory-log', { id: 'a b', detailId: 7 });
    expect(matchRoute(path)?.params).toEqual({ id: 'a b', detailId: '7' });
  });

  it('refuses a missing parameter', () => {
    expect(() => pathFor('edit-notice')).toThrow('Route "edit-notice" needs the parameter "id".');
    expect(() => pathFor('edit-notice', { id: '' })).toThrow();
  });
});
