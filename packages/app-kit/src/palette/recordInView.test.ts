import { ROUTES, type RouteEntry, type RouteName } from '@backoffice/access';
import { defineResource, everyAction, nameField } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { createResourceRegistry } from '../registry/resourceRegistry';
import {
  sampleEmployees,
  sampleProjects,
  sampleRegistry,
  sampleVendors,
} from '../resources/testing/sampleResources';
import { recordInView, recordPath } from './recordInView';

/** Stores, whose pages the slug addresses (`/evd-stores/:storeSlug`). */
const keyedStores = defineResource({
  name: 'stores',
  segment: 'evd-stores',
  singular: 'store',
  plural: 'stores',
  scope: 'brand',
  titleField: 'name',
  recordKey: 'slug',
  routes: { list: 'stores', detail: 'view-store', edit: 'modify-store', create: 'new-store' },
  fields: {
    name: nameField(),
    slug: { type: 'string', label: 'Slug', rules: ['required', 'unique'] },
  },
  permissions: everyAction('access_evdati_stores'),
});

describe('recordInView', () => {
  it('finds the resource and id of a record’s detail, edit and section pages', () => {
    expect(recordInView(sampleRegistry, '/projects/12')).toEqual({
      resource: sampleProjects,
      id: 12,
    });
    expect(recordInView(sampleRegistry, '/vendors/3/edit?tab=x')).toEqual({
      resource: sampleVendors,
      id: 3,
    });
    expect(recordInView(sampleRegistry, '/employees/5/banking-info')).toEqual({
      resource: sampleEmployees,
      id: 5,
    });
  });

  it('answers null on lists, new-record screens, other pages and ids that are not numbers', () => {
    for (const path of ['/vendors', '/projects/new', '/dashboard', '/nowhere/1', '/projects/1e2']) {
      expect(recordInView(sampleRegistry, path)).toBeNull();
    }
    expect(recordInView(sampleRegistry, '/projects/0')).toBeNull();
  });
});

describe('recordPath', () => {
  it('leads to a record’s detail page, else its edit screen', () => {
    expect(recordPath(sampleRegistry, 'projects', { id: 12 })).toBe('/projects/12');
    expect(recordPath(sampleRegistry, 'employees', { id: 5 })).toBe('/employees/5');
    expect(recordPath(sampleRegistry, 'vendors', { id: 3, key: null })).toBe('/vendors/3/edit');
    expect(recordPath(sampleRegistry, 'nothing', { id: 3 })).toBeNull();
  });

  it('fills the page’s path with the key of a resource its key addresses', () => {
    const registry = createResourceRegistry(
      [keyedStores],
      ROUTES as readonly RouteEntry<RouteName>[],
    );
    expect(recordPath(registry, 'stores', { id: 4, key: 'retro-radio' })).toBe(
      '/evd-stores/retro-radio',
    );
    expect(recordPath(registry, 'stores', { id: 4, key: null })).toBeNull();
  });
});
