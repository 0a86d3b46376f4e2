import { assembleRegistry } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_RESOURCES } from '.';

describe('the catalogue definitions', () => {
  it('assemble into a registry, each referenced resource first', () => {
    const names = assembleRegistry([CATALOGUE_RESOURCES]).map((resource) => resource.name);
    expect(names.indexOf('jfd_categories')).toBeLessThan(names.indexOf('jfd_products'));
    expect(names.indexOf('jfd_zones')).toBeLessThan(names.indexOf('jfd_delivery_fees'));
    expect(names.indexOf('jfd_vehicles')).toBeLessThan(names.indexOf('jfd_drivers'));
    expect(names).toHaveLength(CATALOGUE_RESOURCES.length);
  });
});
