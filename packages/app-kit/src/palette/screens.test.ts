import { PERMISSIONS, ROUTES } from '@backoffice/access';
import { defineResource, everyAction, nameField } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { createResourceRegistry } from '../registry/resourceRegistry';
import { sampleRegistry } from '../resources/testing/sampleResources';
import { sampleUser } from '../testing/sampleUser';
import { paletteScreens } from './screens';

/** Customers exist in the farm and the marketplace only. */
const customers = defineResource({
  name: 'customers',
  segment: 'customers',
  singular: 'customer',
  plural: 'customers',
  scope: 'brand',
  brands: [2, 9],
  titleField: 'name',
  fields: { name: nameField() },
  permissions: everyAction('access_customers'),
});
const registry = createResourceRegistry([...sampleRegistry.resources, customers], ROUTES);

const titles = (permissions: readonly string[], brandId: number | null) =>
  paletteScreens({ registry, permissions, brandId }).map((screen) => screen.title);

describe('paletteScreens', () => {
  it('lists the screens without parameters whose permission the user holds', () => {
    const found = titles(sampleUser.permissions, 2);
    expect(found).toEqual(
      expect.arrayContaining(['Dashboard', 'Notices', 'New Notice', 'Settings', 'Customers']),
    );
    expect(found).not.toContain('Vendors');
    expect(found).not.toContain('Ticket');
    expect(found).not.toContain('Sign in');
    expect(found).not.toContain('Page not found');
    expect(paletteScreens({ registry, permissions: [], brandId: 2 })[0]).toEqual({
      name: 'app.home',
      title: 'Brands',
      path: '/home',
    });
  });

  it('keeps to the active brand: its own routes, and resources that exist in it', () => {
    const charity = [...sampleUser.permissions, 'access_projects', 'access_beneficiaries'];
    expect(titles(charity, 1)).toEqual(expect.arrayContaining(['Projects', 'Beneficiaries']));
    expect(titles(charity, 2)).not.toContain('Projects');
    expect(titles(charity, 8)).not.toContain('Customers');
    expect(titles(charity, 8)).not.toContain('New Customer');
    expect(titles(charity, 2)).toContain('New Customer');
  });

  it('answers each title once, and nothing without an active brand', () => {
    const found = titles(PERMISSIONS, 9);
    expect(found.filter((title) => title === 'Leads Dashboard')).toHaveLength(1);
    expect(new Set(found).size).toBe(found.length);
    expect(titles(PERMISSIONS, null)).toEqual([]);
  });
});
