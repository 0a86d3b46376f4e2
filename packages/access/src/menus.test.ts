import { describe, expect, it } from 'vitest';
import { type MenuItem, menuFor } from './menus';
import { PERMISSIONS } from './permissionList';

const RESOURCE_CENTRE = 'https://resources.example.org/';
const ALL = [...PERMISSIONS];

function menu(brandId: number | null, permissions: readonly string[]): MenuItem[] {
  return menuFor({ brandId, permissions, resourceCentreUrl: RESOURCE_CENTRE });
}

const ids = (items: MenuItem[]) => items.map((item) => item.id);

const HEAD = ['dashboard'];
const TAIL = ['human-resources', 'notices', 'reports', 'settings', 'resource-centre', 'tickets'];
const TAIL_WITHOUT_PERMISSIONS = ['resource-centre', 'tickets'];

/** Spec section 2's side menu: brand, id, label, route name, path, permission (null: none). */
const ITEMS = [
  [1, 'beneficiaries', 'Beneficiaries', 'beneficiaries', '/beneficiaries', 'access_beneficiaries'],
  [1, 'projects', 'Projects', 'projects', '/projects', 'access_projects'],
  [1, 'package-items', 'Package Items', 'package-items', '/package-items', 'manage_package_items'],
  [1, 'donations', 'Donations', 'donations', '/donations', 'manage_donations'],
  [2, 'customers', 'Customers', 'customers', '/customers', 'access_customers'],
  [
    2,
    'egg-collection-logs',
    'Egg Collection Logs',
    'egg-collection-logs',
    '/egg-collection-logs',
    'access_egg_collection_logs',
  ],
  [
    2,
    'feeding-logs',
    'Feeding Logs',
    'layer-feeding-logs',
    '/layer-feeding-logs',
    'access_feeding_logs',
  ],
  [
    2,
    'inventory-logs',
    'Inventory Logs',
    'jf-inventory-logs',
    '/jf-inventory-logs',
    'access_inventory_logs',
  ],
  [2, 'revenue-and-sales', 'Revenue and Sales', 'jf-sales', '/jf-sales', 'record_sales'],
  [2, 'deposits', 'Deposits', 'jf-deposits', '/jf-deposits', 'access_deposits'],
  [
    2,
    'invoices-and-estimates',
    'Invoices and Estimates',
    'jf-invoices',
    '/jf-invoices',
    'access_invoices',
  ],
  [2, 'expenses', 'Expenses', 'jf-expenses', '/jf-expenses', 'access_expenses'],
  [9, 'statistics', 'Statistics', 'evd-statistics', '/evd-statistics', 'access_evdati_statistics'],
  [9, 'expenses', 'Expenses', 'evd-expenses', '/evd-expenses', 'access_evd_expenses'],
  [9, 'orders', 'Orders', 'evd-orders', '/evd-orders', null],
  [9, 'customers', 'Customers', 'evd-customers', '/evd-customers', 'manage_evdati_customers'],
  [9, 'sellers', 'Sellers', 'evd-sellers', '/evd-sellers', 'manage_evdati_sellers'],
  [9, 'stores', 'Stores', 'stores', '/evd-stores', 'access_evdati_stores'],
  [
    9,
    'product-approvals',
    'Product Approvals',
    'product-approvals',
    '/evd-products-approvals',
    'manage_evdati_products',
  ],
  [9, 'payables', 'Payables', 'payables', '/evd-payables', 'access_evdati_payables'],
  [9, 'leads', 'Leads', 'evd-leads', '/evd-leads', 'access_evdati_leads'],
  [null, 'dashboard', 'Dashboard', 'dashboard', '/dashboard', null],
  [
    null,
    'human-resources',
    'Human Resources',
    'human-resources',
    '/human-resources',
    'access_human_resources',
  ],
  [null, 'notices', 'Notices', 'notices', '/notices', 'manage_notices'],
  [null, 'reports', 'Reports', 'reports', '/reports', 'generate_reports'],
  [null, 'settings', 'Settings', 'settings', '/settings', 'access_settings'],
  [null, 'tickets', 'Tickets', 'tickets', '/tickets', null],
] as const;

describe('menuFor: whole menus', () => {
  it.each([
    [
      'brand 1, every permission',
      1,
      ALL,
      [...HEAD, 'beneficiaries', 'projects', 'package-items', 'donations', ...TAIL],
    ],
    ['brand 1, no permission', 1, [], [...HEAD, ...TAIL_WITHOUT_PERMISSIONS]],
    [
      'brand 1, a field officer',
      1,
      ['access_beneficiaries', 'access_projects'],
      [...HEAD, 'beneficiaries', 'projects', ...TAIL_WITHOUT_PERMISSIONS],
    ],
    [
      'brand 2, every permission',
      2,
      ALL,
      [
        ...HEAD,
        'customers',
        'egg-collection-logs',
        'feeding-logs',
        'inventory-logs',
        'revenue-and-sales',
        'deposits',
        'invoices-and-estimates',
        'expenses',
        ...TAIL,
      ],
    ],
    ['brand 2, no permission', 2, [], [...HEAD, ...TAIL_WITHOUT_PERMISSIONS]],
    [
      'brand 2, a cashier with reports',
      2,
      ['record_sales', 'access_invoices', 'generate_reports'],
      [
        ...HEAD,
        'revenue-and-sales',
        'invoices-and-estimates',
        'reports',
        ...TAIL_WITHOUT_PERMISSIONS,
      ],
    ],
    [
      'brand 8, every permission',
      8,
      ALL,
      [
        ...HEAD,
        'jfd-orders',
        'jfd-order-history',
        'fulfillments',
        'deliveries',
        'pickups',
        'dlv-courier-requests',
        'jfd-products',
        'jfd-customers',
        'drivers',
        'vehicles',
        'jfd-expenses',
        ...TAIL,
      ],
    ],
    [
      'brand 8, a driver',
      8,
      ['deliver_orders'],
      [...HEAD, 'deliveries', 'pickups', ...TAIL_WITHOUT_PERMISSIONS],
    ],
    [
      'brand 8, a shopping concierge',
      8,
      ['fulfill_orders', 'access_orders', 'access_products', 'access_categories'],
      [
        ...HEAD,
        'jfd-orders',
        'fulfillments',
        'dlv-courier-requests',
        'jfd-products',
        ...TAIL_WITHOUT_PERMISSIONS,
      ],
    ],
    ['brand 8, no permission', 8, [], [...HEAD, ...TAIL_WITHOUT_PERMISSIONS]],
    ['brand 3, every permission', 3, ALL, [...HEAD, ...TAIL]],
    ['brand 4, every permission', 4, ALL, [...HEAD, ...TAIL]],
    ['brand 5, every permission', 5, ALL, [...HEAD, ...TAIL]],
    ['brand 6, every permission', 6, ALL, [...HEAD, ...TAIL]],
    ['brand 7, every permission', 7, ALL, [...HEAD, ...TAIL]],
    [
      'brand 7, notices only',
      7,
      ['manage_notices'],
      [...HEAD, 'notices', 'resource-centre', 'tickets'],
    ],
    ['no active brand, every permission', null, ALL, [...HEAD, ...TAIL]],
    [
      'brand 9, every permission',
      9,
      ALL,
      [
        ...HEAD,
        'statistics',
        'expenses',
        'orders',
        'customers',
        'sellers',
        'stores',
        'product-approvals',
        'customer-reviews',
        'payables',
        'leads-dashboard-admin',
        'leads',
        ...TAIL,
      ],
    ],
    ['brand 9, no permission', 9, [], [...HEAD, 'orders', ...TAIL_WITHOUT_PERMISSIONS]],
    [
      'brand 9, a leads agent',
      9,
      ['access_evdati_leads'],
      [...HEAD, 'orders', 'leads-dashboard', 'leads', ...TAIL_WITHOUT_PERMISSIONS],
    ],
    [
      'brand 9, a store manager',
      9,
      ['access_evdati_stores', 'manage_evdati_products', 'manage_evdati_service_reviews'],
      [
        ...HEAD,
        'orders',
        'stores',
        'product-approvals',
        'customer-reviews',
        ...TAIL_WITHOUT_PERMISSIONS,
      ],
    ],
  ] as const)('%s', (_, brand, permissions, expected) => {
    expect(ids(menu(brand, permissions))).toEqual(expected);
  });
});

describe('menuFor: each item', () => {
  it.each(ITEMS)(
    'brand %s shows %s with its permission',
    (brand, id, label, routeName, path, permission) => {
      const items = menu(brand, permission === null ? [] : [permission]);
      expect(items).toContainEqual({
        kind: 'link',
        id,
        label,
        icon: expect.any(String),
        routeName,
        path,
        ...(permission === null ? {} : { permission }),
      });
    },
  );

  it.each(ITEMS.filter((item) => item[5] !== null))(
    'brand %s hides %s without its permission',
    (brand, id, _label, _route, _path, permission) => {
      const others = ALL.filter((name) => name !== permission);
      expect(ids(menu(brand, others))).not.toContain(id);
    },
  );

  it.each(ITEMS.filter((item) => item[0] !== null))(
    'brand %s item %s shows for no other brand',
    (brand, _id, _label, routeName) => {
      for (const other of [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((b) => b !== brand)) {
        const routes = menu(other, ALL).map((item) => (item.kind === 'link' ? item.routeName : ''));
        expect(routes).not.toContain(routeName);
      }
    },
  );

  it('shows Customers for brands 2 and 9 only, each on its own customer list', () => {
    const customers = (brand: number) =>
      menu(brand, ALL).filter((item) => item.label === 'Customers');
    for (const brand of [1, 3, 4, 5, 6, 7, 8]) expect(customers(brand)).toEqual([]);
    expect(customers(2).map((item) => item.kind === 'link' && item.path)).toEqual(['/customers']);
    expect(customers(9).map((item) => item.kind === 'link' && item.path)).toEqual([
      '/evd-customers',
    ]);
  });

  it('shows Orders for brand 9 with no permission at all', () => {
    expect(menu(9, []).find((item) => item.id === 'orders')).toMatchObject({
      path: '/evd-orders',
      routeName: 'evd-orders',
    });
    expect(menu(9, []).find((item) => item.id === 'orders')?.permission).toBeUndefined();
  });

  it.each([
    [['manage_evdati_product_reviews'], true],
    [['manage_evdati_service_reviews'], true],
    [['MANAGE_EVDATI_SERVICE_REVIEWS'], true],
    [['access_evdati_stores'], false],
  ])('shows Customer Reviews on the reviews page with %j: %s', (permissions, shown) => {
    const item = menu(9, permissions).find((entry) => entry.id === 'customer-reviews');
    expect(item !== undefined).toBe(shown);
    if (item?.kind === 'link') expect(item.path).toBe('/evd-reviews');
  });

  it('links the resource centre outside the app', () => {
    for (const brand of [null, 1, 2, 3, 8, 9]) {
      expect(menu(brand, []).find((item) => item.id === 'resource-centre')).toEqual({
        kind: 'external',
        id: 'resource-centre',
        label: 'Resource Centre',
        icon: 'resource-centre',
        href: RESOURCE_CENTRE,
      });
    }
  });

  it('compares permissions without regard to case', () => {
    expect(ids(menu(1, ['ACCESS_BENEFICIARIES', 'Manage_Notices']))).toEqual([
      'dashboard',
      'beneficiaries',
      'notices',
      'resource-centre',
      'tickets',
    ]);
  });

  it('gives every item a distinct id within one menu', () => {
    for (const brand of [1, 2, 8, 9]) {
      const all = ids(menu(brand, ALL));
      expect(new Set(all).size).toBe(all.length);
    }
  });
});

describe('menuFor: the Leads Dashboard', () => {
  it.each([
    // brand, permissions, expected version (null: not shown)
    [9, ['access_evdati_statistics'], 'admin'],
    [9, ['ACCESS_EVDATI_STATISTICS'], 'admin'],
    [9, ['access_evdati_statistics', 'manage_evdati_leads'], 'admin'],
    [9, ['access_evdati_statistics', 'access_evdati_leads'], 'admin'],
    [9, ['access_evdati_statistics', 'access_evdati_leads', 'manage_evdati_leads'], 'admin'],
    [9, ['access_evdati_leads'], 'plain'],
    [9, ['Access_Evdati_Leads'], 'plain'],
    [9, ['access_evdati_leads', 'manage_evdati_leads'], null],
    [9, ['access_evdati_leads', 'MANAGE_EVDATI_LEADS'], null],
    [9, ['manage_evdati_leads'], null],
    [9, [], null],
    [2, ['access_evdati_statistics'], null],
    [2, ['access_evdati_leads'], null],
    [8, ['access_evdati_leads'], null],
    [1, ['access_evdati_statistics', 'access_evdati_leads'], null],
  ] as const)('brand %s with %j shows %s', (brand, permissions, version) => {
    const dashboards = menu(brand, permissions).filter((item) => item.label === 'Leads Dashboard');
    const expected = {
      admin: [{ path: '/admin/evd-leads', routeName: 'admin.evd-leads' }],
      plain: [{ path: '/evd-leads-dashboard', routeName: 'evd-leads-dashboard' }],
    };
    expect(dashboards).toMatchObject(version === null ? [] : expected[version]);
    expect(dashboards).toHaveLength(version === null ? 0 : 1);
  });
});
