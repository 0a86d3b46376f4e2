import { BRAND, resourceInBrand } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { CHARITY_RESOURCES } from '../index';

describe('the charity’s definitions', () => {
  it('guard each list with the permission of the spec route table, in the charity only', () => {
    expect(
      Object.fromEntries(
        CHARITY_RESOURCES.map((r) => [r.segment, new Set(Object.values(r.permissions))]),
      ),
    ).toEqual({
      'package-item-types': new Set(['manage_package_item_types']),
      'project-types': new Set(['manage_project_types']),
      'beneficiary-categories': new Set(['manage_beneficiary_categories']),
    });
    for (const resource of CHARITY_RESOURCES) {
      expect([1, 2, 8, 9].filter((brand) => resourceInBrand(resource, brand))).toEqual([
        BRAND.charity,
      ]);
    }
  });
});
