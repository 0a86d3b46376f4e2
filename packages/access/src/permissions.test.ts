import { describe, expect, it } from 'vitest';
import { hasAnyPermission, hasPermission, hasStorePermission } from './permissions';

describe('hasPermission', () => {
  it.each([
    // held, required, expected
    [['manage_notices'], 'manage_notices', true],
    [['MANAGE_NOTICES'], 'manage_notices', true],
    [['manage_notices'], 'Manage_Notices', true],
    [['Access_EVDATI_Leads'], 'access_evdati_leads', true],
    [['manage_notices'], 'manage_branches', false],
    [['manage_notices_extra'], 'manage_notices', false],
    [[], 'manage_notices', false],
    [null, 'manage_notices', false],
    [undefined, 'manage_notices', false],
    [[], '*', true],
    [null, '*', true],
    [[], undefined, true],
    [['*'], 'manage_notices', false],
  ] as const)('%j satisfies %j: %s', (held, required, expected) => {
    expect(hasPermission(held, required)).toBe(expected);
  });

  it('ignores malformed entries of a stored list', () => {
    const stored = JSON.parse('["manage_notices", 3, null]') as string[];
    expect(hasPermission(stored, 'manage_notices')).toBe(true);
    expect(hasPermission(stored, '3')).toBe(false);
    expect(hasPermission('manage_notices' as unknown as string[], 'manage_notices')).toBe(false);
  });
});

describe('hasAnyPermission', () => {
  it.each([
    [
      ['manage_evdati_service_reviews'],
      ['manage_evdati_product_reviews', 'manage_evdati_service_reviews'],
      true,
    ],
    [
      ['MANAGE_EVDATI_PRODUCT_REVIEWS'],
      ['manage_evdati_product_reviews', 'manage_evdati_service_reviews'],
      true,
    ],
    [
      ['access_customers'],
      ['manage_evdati_product_reviews', 'manage_evdati_service_reviews'],
      false,
    ],
    [[], [], true],
  ] as const)('%j holds one of %j: %s', (held, required, expected) => {
    expect(hasAnyPermission(held, required)).toBe(expected);
  });
});

describe('hasStorePermission', () => {
  const stores = {
    'green-grocer': ['access_evdati_products', 'MANAGE_EVDATI_PRODUCTS'],
    'corner-shop': ['access_evdati_products'],
  };

  it.each([
    // held, required, store slug, expected
    [[], 'access_evdati_products', 'green-grocer', true],
    [[], 'manage_evdati_products', 'green-grocer', true],
    [[], 'Manage_Evdati_Products', 'green-grocer', true],
    [[], 'manage_evdati_products', 'corner-shop', false],
    [[], 'access_evdati_products', 'unknown-store', false],
    [[], 'access_evdati_products', null, false],
    [[], 'access_evdati_products', undefined, false],
    [[], 'access_evdati_products', '', false],
    [['manage_evdati_products'], 'manage_evdati_products', 'corner-shop', true],
    [['manage_evdati_products'], 'manage_evdati_products', null, true],
    [[], '*', null, true],
    [[], undefined, 'corner-shop', true],
    [[], 'manage_evdati_stores', 'green-grocer', false],
  ] as const)('%j with store %s needs %j: %s', (held, required, slug, expected) => {
    expect(hasStorePermission(held, required, stores, slug)).toBe(expected);
  });

  it('counts only the user permissions without a store map', () => {
    expect(hasStorePermission([], 'access_evdati_products', null, 'green-grocer')).toBe(false);
    expect(
      hasStorePermission(['access_evdati_products'], 'access_evdati_products', undefined, 'x'),
    ).toBe(true);
  });

  it('does not read inherited keys as store slugs', () => {
    expect(hasStorePermission([], 'access_evdati_products', stores, 'constructor')).toBe(false);
    expect(hasStorePermission([], 'access_evdati_products', stores, '__proto__')).toBe(false);
  });
});
