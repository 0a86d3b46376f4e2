import type { RouteEntry, RouteName } from '@backoffice/access';
import { describe, expect, it } from 'vitest';
import { sampleVendors } from '../resources/testing/sampleResources';
import { createResourceRegistry, registeredResource } from './resourceRegistry';

const route = (name: string, path: string) =>
  ({ name, path, meta: {} }) as unknown as RouteEntry<RouteName>;

describe('createResourceRegistry', () => {
  const registry = createResourceRegistry(
    [sampleVendors],
    [route('vendors', '/vendors'), route('edit-vendor', '/vendors/:id/edit')],
  );

  it('finds routes by name, including those the spec table does not hold', () => {
    expect(registry.routeByName('edit-vendor')?.path).toBe('/vendors/:id/edit');
    expect(registry.routeByName('nothing')).toBeUndefined();
  });

  it('fills and encodes a route path, and refuses a missing parameter or an unknown route', () => {
    expect(registry.pathFor('edit-vendor', { id: 'a b' })).toBe('/vendors/a%20b/edit');
    expect(() => registry.pathFor('edit-vendor')).toThrow('needs the parameter "id"');
    expect(() => registry.pathFor('nothing')).toThrow('No route is named "nothing".');
  });

  it('answers a registered resource by name and fails at once on a typo', () => {
    expect(registeredResource(registry, 'vendors')).toBe(sampleVendors);
    expect(() => registeredResource(registry, 'vendor')).toThrow('No resource is named "vendor".');
  });
});
