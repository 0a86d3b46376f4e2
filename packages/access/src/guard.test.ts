import { MESSAGES } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { type GuardDecision, type GuardInput, guardNavigation, navigationTarget } from './guard';
import { ROUTES } from './routes';

const LOGIN = { kind: 'redirect-login', path: '/' } as const;
const FORBIDDEN = { kind: 'redirect-forbidden', path: '/403' } as const;
const HOME = { kind: 'redirect-home', path: '/home' } as const;
const NOT_FOUND = { kind: 'not-found', path: '/404' } as const;
const PROCEED = { kind: 'proceed' } as const;

function decide(path: string, overrides: Partial<Omit<GuardInput, 'to'>> = {}): GuardDecision {
  return guardNavigation({
    to: navigationTarget(path),
    user: { permissions: [] },
    formChanged: false,
    activeBrand: 2,
    ...overrides,
  });
}

describe('guardNavigation: each outcome', () => {
  it.each([
    // path, user permissions (null: signed out), active brand, expected
    ['/', null, null, PROCEED],
    ['/forgot-password', null, null, PROCEED],
    ['/reset-password/tok/a%40b.co', null, null, PROCEED],
    ['/verify-email/tok', null, null, PROCEED],
    ['/403', null, null, PROCEED],
    ['/404', null, null, PROCEED],
    ['/home', null, null, { ...LOGIN, intendedPath: '/home' }],
    ['/dashboard', null, null, { ...LOGIN, intendedPath: '/dashboard' }],
    ['/notices?page=3', null, null, { ...LOGIN, intendedPath: '/notices?page=3' }],
    ['/evd-orders/12', null, null, { ...LOGIN, intendedPath: '/evd-orders/12' }],
    ['/dashboard', [], 2, PROCEED],
    ['/tickets/5', [], 9, PROCEED],
    ['/evd-orders', [], 9, PROCEED],
    ['/reports/evd-order-report', [], 9, PROCEED],
    ['/notices', [], 2, FORBIDDEN],
    ['/notices', ['manage_notices'], 2, PROCEED],
    ['/notices', ['MANAGE_NOTICES'], 2, PROCEED],
    ['/customers/4/edit-customer', ['access_customers'], 2, FORBIDDEN],
    ['/customers/4/edit-customer', ['manage_customers'], 2, PROCEED],
    ['/home', [], null, PROCEED],
    ['/home', [], 2, PROCEED],
    ['/dashboard', [], null, HOME],
    ['/', [], null, HOME],
    ['/403', [], null, HOME],
    ['/dashboard', [], undefined, HOME],
    ['/notices', [], null, FORBIDDEN],
    ['/notices', ['manage_notices'], null, HOME],
    // Another brand's area by its address: forbidden even with the permission; its own brand
    // shows it, and a route common to every brand shows in each.
    ['/jf-sales', ['record_sales'], 1, FORBIDDEN],
    ['/jf-sales', ['record_sales'], 2, PROCEED],
    ['/evd-orders', [], 8, FORBIDDEN],
    ['/tickets/5', [], 1, PROCEED],
    ['/nowhere', null, null, NOT_FOUND],
    ['/nowhere', ['manage_notices'], 2, NOT_FOUND],
    ['/notices/1/2/3', ['manage_notices'], 2, NOT_FOUND],
  ] as const)('%s with %j, brand %s: %j', (path, permissions, activeBrand, expected) => {
    const user = permissions === null ? null : { permissions };
    expect(decide(path, { user, activeBrand })).toEqual(expected);
  });
});

describe('guardNavigation: unsaved changes', () => {
  it.each([
    ['/dashboard', PROCEED],
    ['/notices', FORBIDDEN],
    ['/nowhere/at/all', null],
    ['/', PROCEED],
    ['/admin/evd-leads', FORBIDDEN],
  ] as const)('asks before leaving for %s, then %j', (path, onConfirm) => {
    const decision = decide(path, { formChanged: true });
    if (onConfirm === null) {
      expect(decision).toEqual(NOT_FOUND);
    } else {
      expect(decision).toEqual({
        kind: 'confirm-unsaved',
        message: 'Do you really want to leave? you have unsaved changes!',
        onConfirm,
      });
    }
  });

  it.each(['/home', '/403', '/404'])('does not ask when going to %s (an app. route)', (path) => {
    expect(decide(path, { formChanged: true })).toEqual(PROCEED);
  });

  it('asks before the sign-in redirect and keeps it for after the answer', () => {
    expect(decide('/tickets', { formChanged: true, user: null })).toEqual({
      kind: 'confirm-unsaved',
      message: MESSAGES.unsavedChanges,
      onConfirm: { ...LOGIN, intendedPath: '/tickets' },
    });
  });

  it('asks for every route whose name lacks app., and for none whose name has it', () => {
    for (const route of ROUTES) {
      const decision = guardNavigation({
        to: { path: route.path, route },
        user: { permissions: [] },
        formChanged: true,
        activeBrand: 9,
      });
      expect(decision.kind === 'confirm-unsaved').toBe(!route.name.includes('app.'));
    }
  });
});

describe('guardNavigation: store-level permissions', () => {
  const storePermissions = {
    'green-grocer': ['access_evdati_products', 'manage_evdati_products'],
  };

  it.each([
    ['/evd-stores/green-grocer/products', PROCEED],
    ['/evd-stores/green-grocer/products/new', PROCEED],
    ['/evd-stores/green-grocer/products/7/edit', PROCEED],
    ['/evd-stores/green-grocer/products/7/variants/3', PROCEED],
    ['/evd-stores/green-grocer/billing', FORBIDDEN],
    ['/evd-stores/corner-shop/products', FORBIDDEN],
    ['/evd-products-approvals', FORBIDDEN],
  ] as const)('%s: %j', (path, expected) => {
    expect(decide(path, { activeBrand: 9, storePermissions })).toEqual(expected);
  });

  it('matches the store slug from the route parameters', () => {
    const stores = { 'caf\u00e9': ['ACCESS_EVDATI_PRODUCTS'] };
    expect(
      decide('/evd-stores/caf%C3%A9/products', { activeBrand: 9, storePermissions: stores }),
    ).toEqual(PROCEED);
  });
});

describe('guardNavigation: every route of the table', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s', (_, route) => {
    const to = { path: route.path, route };
    const { permission, authOnly } = route.meta;
    // In its own brand (a route common to every brand: any brand, here the marketplace).
    const base = { formChanged: false, activeBrand: route.brand ?? 9 } as const;

    const signedOut = guardNavigation({ ...base, to, user: null });
    expect(signedOut).toEqual(authOnly ? { ...LOGIN, intendedPath: route.path } : PROCEED);

    const withNone = guardNavigation({ ...base, to, user: { permissions: [] } });
    const opensWithNone = permission === undefined || permission === '*';
    expect(withNone).toEqual(opensWithNone ? PROCEED : FORBIDDEN);

    if (permission !== undefined) {
      const holder = { permissions: [permission.toUpperCase()] };
      expect(guardNavigation({ ...base, to, user: holder })).toEqual(PROCEED);
      // In every other brand, a brand's own route is forbidden even to its permission's holder.
      for (const other of [1, 2, 8, 9] as const) {
        if (other === route.brand || route.brand === undefined) continue;
        expect(guardNavigation({ ...base, activeBrand: other, to, user: holder })).toEqual(
          FORBIDDEN,
        );
      }
    }
  });
});

describe('navigationTarget', () => {
  it('matches the path and keeps it whole', () => {
    const target = navigationTarget('/notices/3/edit-notice?from=list');
    expect(target.path).toBe('/notices/3/edit-notice?from=list');
    expect(target.route?.name).toBe('edit-notice');
    expect(target.params).toEqual({ id: '3' });
    expect(navigationTarget('/unknown')).toEqual({ path: '/unknown', route: null });
  });
});
