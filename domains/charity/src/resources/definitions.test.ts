import { BRAND, NOBODY, resourceInBrand } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import {
  beneficiariesResource,
  CHARITY_RESOURCES,
  donationsResource,
  duplicateMessage,
  normalisePhone,
  packageItemsResource,
} from '../index';

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
      beneficiaries: new Set(['access_beneficiaries', 'modify_beneficiaries', NOBODY]),
      'package-items': new Set(['manage_package_items']),
      projects: new Set(['access_projects']),
      donations: new Set(['manage_donations', NOBODY]),
    });
    for (const resource of CHARITY_RESOURCES) {
      expect([1, 2, 8, 9].filter((brand) => resourceInBrand(resource, brand))).toEqual([
        BRAND.charity,
      ]);
    }
  });
});

describe('the charity’s registers', () => {
  it('let access_beneficiaries register and modify_beneficiaries change, and nobody delete', () => {
    expect(beneficiariesResource.permissions).toMatchObject({
      list: 'access_beneficiaries',
      view: 'access_beneficiaries',
      create: 'access_beneficiaries',
      update: 'modify_beneficiaries',
    });
    expect(beneficiariesResource.offers).not.toContain('delete');
    expect(donationsResource.offers).not.toContain('delete');
  });

  it('keep the phone as digits, a leading plus kept', () => {
    expect(normalisePhone('(713) 555-1012')).toBe('7135551012');
    expect(normalisePhone(' +234 803 123 4567 ')).toBe('+2348031234567');
    expect(normalisePhone('')).toBe('');
  });

  it('word a likely duplicate by why it matches', () => {
    expect(duplicateMessage({ name: 'Amina Bello', id: 12, reason: 'name_and_birth' })).toBe(
      'Amina Bello (#12) is already registered with this name and date of birth.',
    );
    expect(duplicateMessage({ name: 'Amina Bello', id: 12, reason: 'phone' })).toBe(
      'Amina Bello (#12) is already registered with this phone number.',
    );
  });

  it('keep stock from movements: on hand is computed, never a field', () => {
    expect(Object.keys(packageItemsResource.computed)).toEqual(['on_hand', 'stock_value']);
    expect(packageItemsResource.fields).not.toHaveProperty('on_hand');
    expect(packageItemsResource.actions.purchase?.from).toEqual(['active']);
  });
});
