import { describe, expect, it } from 'vitest';
import { defineResource } from './defineResource';
import { everyAction, nameField } from './definitionParts';
import { assembleRegistry, findResource } from './registry';

const define = (name: string, refersTo?: string) =>
  defineResource({
    name,
    segment: name.replace(/_/g, '-'),
    singular: name,
    plural: `${name}s`,
    scope: 'brand',
    titleField: 'name',
    fields: {
      name: nameField(),
      ...(refersTo
        ? { other_id: { type: 'reference', label: 'Other', resource: refersTo } as const }
        : {}),
    },
    permissions: everyAction('admin'),
  });

describe('assembleRegistry', () => {
  it('keeps the domains’ order and puts a referenced resource before its referrers', () => {
    const towns = define('towns');
    const routes = define('routes', 'towns');
    const stops = define('stops', 'routes');
    const registry = assembleRegistry([[stops], [routes, towns]]);
    expect(registry.map((r) => r.name)).toEqual(['towns', 'routes', 'stops']);
    expect(findResource(registry, 'routes')).toBe(routes);
    expect(findResource(registry, 'nothing')).toBeUndefined();
  });

  it('refuses two resources of one name or segment, and a reference to nothing', () => {
    expect(() => assembleRegistry([[define('towns')], [define('towns')]])).toThrow(
      'Two resources are named "towns".',
    );
    const sameSegment = { ...define('town_list'), name: 'other' };
    expect(() => assembleRegistry([[define('town_list')], [sameSegment]])).toThrow(
      'Two resources are served at /api/town-list.',
    );
    expect(() => assembleRegistry([[define('stops', 'routes')]])).toThrow(
      'stops refers to "routes", which is not in the registry.',
    );
  });

  it('refuses references that loop', () => {
    const a = define('alphas', 'betas');
    const b = define('betas', 'alphas');
    expect(() => assembleRegistry([[a, b]])).toThrow('form a loop');
  });
});
