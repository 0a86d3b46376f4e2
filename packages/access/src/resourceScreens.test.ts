import { BRAND, defineResource, everyAction } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { resourceRouteSet } from './resourceScreens';
import { ROUTES } from './routes';
import { definedRoutes } from './routes/definedRoutes';

const permissions = everyAction('access_vehicles');

const vehicleTypesInput = {
  name: 'vehicle_types',
  segment: 'vehicle-types',
  singular: 'vehicle type',
  plural: 'vehicle types',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'name',
  fields: { name: { type: 'string', label: 'Name', rules: ['required'], listed: true } },
  permissions: { ...permissions, update: 'manage_vehicles' },
  screens: { path: '/vehicle-types', group: 'settings' },
} as const;

const vehicleTypes = defineResource(vehicleTypesInput);

/** Definitions named as the spec's table names the vendors' and employees' screens. */
const named = (singular: string, plural: string, sections?: string[]) =>
  defineResource({
    ...vehicleTypesInput,
    name: plural,
    segment: plural,
    singular,
    plural,
    brands: undefined,
    screens: undefined,
    ...(sections
      ? { sections: sections.map((id) => ({ id, label: id, fields: ['name'] as const })) }
      : {}),
  });
const vendorsResource = named('vendor', 'vendors');
const employeesResource = named('employee', 'employees', ['profile', 'banking-info']);

describe('routes made from a definition', () => {
  it('are the list, new and edit screens with the actions permissions, brand and group', () => {
    expect(definedRoutes([vehicleTypes], new Set())).toEqual([
      {
        name: 'vehicle-types',
        path: '/vehicle-types',
        meta: { authOnly: true, isHR: false, isSetting: true, permission: 'access_vehicles' },
        brand: BRAND.delivery,
      },
      {
        name: 'new-vehicle-type',
        path: '/vehicle-types/new',
        meta: { authOnly: true, isHR: false, isSetting: true, permission: 'access_vehicles' },
        brand: BRAND.delivery,
      },
      {
        name: 'edit-vehicle-type',
        path: '/vehicle-types/:id/edit',
        meta: { authOnly: true, isHR: false, isSetting: true, permission: 'manage_vehicles' },
        brand: BRAND.delivery,
      },
    ]);
  });

  it('add the record page and a tab per section when there are several', () => {
    const tabbed = defineResource({
      ...vehicleTypesInput,
      brands: [BRAND.delivery, BRAND.marketplace],
      fields: { ...vehicleTypesInput.fields, notes: { type: 'text', label: 'Notes' } },
      sections: [
        { id: 'profile', label: 'Profile', fields: ['name'] },
        { id: 'notes', label: 'Notes', fields: ['notes'] },
      ],
      screens: { path: '/fleet/vehicle-types', group: 'human-resources' },
    });
    const routes = definedRoutes([tabbed], new Set());
    expect(routes.map((route) => [route.name, route.path])).toEqual([
      ['vehicle-types', '/fleet/vehicle-types'],
      ['new-vehicle-type', '/fleet/vehicle-types/new'],
      ['edit-vehicle-type', '/fleet/vehicle-types/:id/edit'],
      ['view-vehicle-type', '/fleet/vehicle-types/:id'],
      ['vehicle-type-profile', '/fleet/vehicle-types/:id/profile'],
      ['vehicle-type-notes', '/fleet/vehicle-types/:id/notes'],
    ]);
    // Two brands: the route is common, and the server refuses the other brands.
    expect(routes.every((route) => route.brand === undefined && route.meta.isHR)).toBe(true);
  });

  it('refuse a name the spec table already holds', () => {
    const clash = defineResource({ ...vehicleTypesInput, plural: 'vendors', singular: 'vendor' });
    expect(() => definedRoutes([clash], new Set(ROUTES.map((r) => r.name)))).toThrow(
      'The route "vendors" of vehicle_types is already in the route table.',
    );
  });

  it('leave out definitions without screens of their own', () => {
    expect(definedRoutes([vendorsResource, employeesResource], new Set())).toEqual([]);
  });
});

describe('the screens of a resource', () => {
  it('are found in the route table by the names of its words', () => {
    expect(resourceRouteSet(vendorsResource)).toEqual({
      list: 'vendors',
      create: 'new-vendor',
      edit: 'edit-vendor',
    });
    expect(resourceRouteSet(employeesResource)).toEqual({
      list: 'employees',
      create: 'new-employee',
      edit: 'edit-employee',
      detail: 'view-employee',
      sections: { profile: 'employee-profile', 'banking-info': 'employee-banking-info' },
    });
  });

  it('are looked up in the table given', () => {
    const only = (name: string) =>
      name === 'vendors' || name === 'new-vendor' || name === 'edit-vendor'
        ? { name: name as never }
        : undefined;
    expect(resourceRouteSet(vendorsResource, only)).toEqual({
      list: 'vendors',
      create: 'new-vendor',
      edit: 'edit-vendor',
    });
    expect(resourceRouteSet(employeesResource, only)).toBeNull();
  });

  it('are the names a definition gives, without a create screen when it names none', () => {
    const deposits = {
      ...vendorsResource,
      routes: { list: 'jf-deposits', detail: 'view-jf-deposit', edit: 'edit-jf-deposit' },
    };
    expect(resourceRouteSet(deposits)).toEqual({
      list: 'jf-deposits',
      detail: 'view-jf-deposit',
      edit: 'edit-jf-deposit',
    });
    expect(() =>
      resourceRouteSet({ ...deposits, routes: { list: 'jf-deposits', create: 'new-jf-deposit' } }),
    ).toThrow('names the route "new-jf-deposit", which is not in the table.');
  });

  it('are none for a resource the table does not name', () => {
    expect(resourceRouteSet({ ...vehicleTypes, screens: null })).toBeNull();
  });
});
