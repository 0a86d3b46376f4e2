import { describe, expect, it } from 'vitest';
import { ANY_SIGNED_IN, PERMISSIONS } from './permissionList';
import { getRoute, ROUTES, routeByName, SPEC_ROUTES } from './routes';
import { IMPLIED_ROUTES } from './routes/implied';

/**
 * The spec's route lists, written out again line by line: path, name, permission (null for
 * none), brand (null for routes common to all brands).
 */
type Row = readonly [path: string, name: string, permission: string | null, brand: number | null];

const PUBLIC: readonly Row[] = [
  ['/', 'auth.login', null, null],
  ['/forgot-password', 'auth.forgot-password', null, null],
  ['/reset-password/:token/:email', 'auth.reset-password', null, null],
  ['/verify-email/:token', 'auth.verify-email', null, null],
  ['/403', 'app.forbidden', null, null],
  ['/404', 'app.not-found', null, null],
];

const SIGNED_IN: readonly Row[] = [
  ['/home', 'app.home', null, null],
  ['/dashboard', 'dashboard', null, null],
  ['/profile', 'profile', null, null],
  ['/profile/password', 'profile-password', null, null],
  ['/profile/employee-info', 'profile-employee-info', null, null],
  ['/tickets', 'tickets', null, null],
  ['/tickets/new-ticket', 'new-ticket', null, null],
  ['/tickets/:id', 'view-ticket', null, null],
  ['/evd-reviews', 'view-customer-reviews', null, 9],
  ['/ding-account-balances', 'ding-account-balances', null, null],
];

const REPORTS: readonly Row[] = [
  ['/reports', 'reports', 'generate_reports', null],
  ['/reports/egg-collection-report', 'egg-collection-report', 'generate_reports', 2],
  ['/reports/layer-feeding-report', 'layer-feeding-report', 'generate_reports', 2],
  ['/reports/jf-sale-report', 'jf-sale-report', 'generate_reports', 2],
  ['/reports/jf-deposit-report', 'jf-deposit-report', 'generate_reports', 2],
  ['/reports/jf-expense-report', 'jf-expense-report', 'generate_reports', 2],
  ['/reports/jf-pnl-report', 'jf-pnl-report', 'generate_reports', 2],
  ['/reports/jfd-order-report', 'jfd-order-report', 'generate_reports', 8],
  ['/reports/jfd-expense-report', 'jfd-expense-report', 'generate_reports', 8],
  ['/reports/dlv-order-report', 'dlv-order-report', 'generate_reports', 8],
  ['/reports/evd-expense-report', 'evd-expense-report', 'generate_reports', 9],
  ['/reports/evd-order-report', 'evd-order-report', '*', 9],
];

const RESOURCES: readonly Row[] = [
  ['/branches', 'branches', 'manage_branches', null],
  ['/branches/new-branch', 'new-branch', 'manage_branches', null],
  ['/branches/:id/edit-branch', 'edit-branch', 'manage_branches', null],
  ['/notices', 'notices', 'manage_notices', null],
  ['/notices/new-notice', 'new-notice', 'manage_notices', null],
  ['/notices/:id/edit-notice', 'edit-notice', 'manage_notices', null],
  ['/vendors', 'vendors', 'manage_vendors', null],
  ['/vendors/new', 'new-vendor', 'manage_vendors', null],
  ['/vendors/:id/edit', 'edit-vendor', 'manage_vendors', null],
  ['/customers', 'customers', 'access_customers', null],
  ['/customers/new-customer', 'new-customer', 'access_customers', null],
  ['/customers/:id', 'view-customer', 'access_customers', null],
  ['/customers/:id/edit-customer', 'edit-customer', 'manage_customers', null],
  ['/settings', 'settings', 'access_settings', null],
  ['/states', 'states', 'manage_states', null],
  ['/states/new-state', 'new-state', 'manage_states', null],
  ['/states/:id/edit-state', 'edit-state', 'manage_states', null],
  ['/expense-categories', 'expense-categories', 'manage_expense_categories', null],
  ['/expense-categories/new-category', 'new-expense-category', 'manage_expense_categories', null],
  [
    '/expense-categories/:id/edit-category',
    'edit-expense-category',
    'manage_expense_categories',
    null,
  ],
  ['/beneficiaries', 'beneficiaries', 'access_beneficiaries', 1],
  ['/beneficiaries/:id', 'view-beneficiary', 'access_beneficiaries', 1],
  ['/beneficiaries/new-beneficiary', 'new-beneficiary', 'access_beneficiaries', 1],
  ['/beneficiaries/:id/edit-beneficiary', 'edit-beneficiary', 'modify_beneficiaries', 1],
  ['/package-item-types', 'package-item-types', 'manage_package_item_types', 1],
  ['/package-item-types/new', 'new-package-item-type', 'manage_package_item_types', 1],
  ['/package-item-types/:id/edit', 'edit-package-item-type', 'manage_package_item_types', 1],
  ['/project-types', 'project-types', 'manage_project_types', 1],
  ['/project-types/new', 'new-project-type', 'manage_project_types', 1],
  ['/project-types/:id/edit', 'edit-project-type', 'manage_project_types', 1],
  ['/projects', 'projects', 'access_projects', 1],
  ['/projects/new', 'new-project', 'access_projects', 1],
  ['/projects/:id', 'view-project', 'access_projects', 1],
  ['/projects/:id/project-members', 'project-members', 'access_projects', 1],
  ['/projects/:id/project-package', 'project-package', 'access_projects', 1],
  ['/projects/:id/project-beneficiary', 'project-beneficiary', 'access_projects', 1],
  ['/projects/:id/fulfillment', 'project-fulfillment', 'access_projects', 1],
  ['/package-items', 'package-items', 'manage_package_items', 1],
  ['/package-items/new', 'new-package-item', 'manage_package_items', 1],
  ['/package-items/:id/edit', 'edit-package-item', 'manage_package_items', 1],
  ['/donations', 'donations', 'manage_donations', 1],
  ['/donations/new', 'new-donation', 'manage_donations', 1],
  ['/donations/:id/edit', 'edit-donation', 'manage_donations', 1],
  ['/beneficiary-categories', 'beneficiary-categories', 'manage_beneficiary_categories', 1],
  ['/beneficiary-categories/new', 'new-beneficiary-category', 'manage_beneficiary_categories', 1],
  [
    '/beneficiary-categories/:id/edit',
    'edit-beneficiary-category',
    'manage_beneficiary_categories',
    1,
  ],
];

const POULTRY: readonly Row[] = [
  ['/jf-inventory-logs', 'jf-inventory-logs', 'access_inventory_logs', 2],
  ['/jf-inventory-logs/new-week', 'new-jf-inventory-log-week', 'manage_inventory_logs', 2],
  ['/jf-inventory-logs/new-month', 'new-jf-inventory-log-month', 'manage_inventory_logs', 2],
  ['/jf-inventory-logs/:id', 'view-jf-inventory-log', 'manage_inventory_logs', 2],
  [
    '/jf-inventory-logs/:id/reconcile/:detailId',
    'reconcile-jf-inventory-log',
    'manage_inventory_logs',
    2,
  ],
  ['/egg-collection-logs', 'egg-collection-logs', 'access_egg_collection_logs', 2],
  ['/egg-collection-logs/new', 'new-egg-collection-log', 'access_egg_collection_logs', 2],
  ['/egg-collection-logs/:id', 'view-egg-collection-log', 'access_egg_collection_logs', 2],
  ['/layer-feeding-logs', 'layer-feeding-logs', 'access_feeding_logs', 2],
  ['/layer-feeding-logs/new', 'new-layer-feeding-log', 'access_feeding_logs', 2],
  ['/layer-feeding-logs/:id', 'view-layer-feeding-log', 'access_feeding_logs', 2],
  ['/jf-inventories', 'jf-inventories', 'access_inventories', 2],
  ['/jf-inventories/new', 'new-jf-inventory', 'manage_inventories', 2],
  ['/jf-inventories/:id/edit', 'edit-jf-inventory', 'manage_inventories', 2],
  ['/jf-inventories/:id', 'view-jf-inventory', 'access_inventories', 2],
  ['/jf-sale-items', 'jf-sale-items', 'manage_sale_items', 2],
  ['/jf-sale-items/new', 'new-jf-sale-item', 'manage_sale_items', 2],
  ['/jf-sale-items/:id/edit', 'edit-jf-sale-item', 'manage_sale_items', 2],
  ['/jf-sales', 'jf-sales', 'record_sales', 2],
  ['/jf-sales/new', 'new-jf-sale', 'record_sales', 2],
  ['/jf-sales/:id', 'view-jf-sale', 'record_sales', 2],
  ['/jf-sales/:id/void', 'void-jf-sale', 'manage_sales', 2],
  ['/jf-sales/:id/refund', 'refund-jf-sale', 'manage_sales', 2],
  ['/jf-invoices', 'jf-invoices', 'access_invoices', 2],
  ['/jf-invoices/new', 'new-jf-invoice', 'access_invoices', 2],
  ['/jf-invoices/:id', 'view-jf-invoice', 'access_invoices', 2],
  ['/jf-invoices/:id/payments', 'jf-invoice-payments', 'access_invoices', 2],
  ['/jf-deposits', 'jf-deposits', 'access_deposits', 2],
  ['/jf-deposits/:id', 'view-jf-deposit', 'access_deposits', 2],
  ['/jf-deposits/:id/edit', 'edit-jf-deposit', 'access_deposits', 2],
  ['/jf-expenses', 'jf-expenses', 'access_expenses', 2],
  ['/jf-expenses/:id', 'view-jf-expense', 'access_expenses', 2],
  ['/jf-expenses/new', 'new-jf-expense', 'access_expenses', 2],
  ['/jf-expenses/:id/pay', 'pay-jf-expense', 'access_expenses', 2],
  ['/jf-expenses/:id/edit', 'edit-jf-expense', 'manage_expenses', 2],
];

const DELIVERY: readonly Row[] = [
  ['/jfd-categories', 'jfd-categories', 'access_categories', 8],
  ['/jfd-products', 'jfd-products', 'access_products', 8],
  ['/jfd-products/new', 'new-jfd-product', 'manage_products', 8],
  ['/jfd-products/upload', 'upload-jfd-products', 'manage_products', 8],
  ['/jfd-products/:id/edit', 'edit-jfd-product', 'manage_products', 8],
  ['/jfd-customers', 'jfd-customers', 'access_jfd_customers', 8],
  ['/jfd-customers/:id', 'view-jfd-customer', 'access_jfd_customers', 8],
  ['/jfd-orders', 'jfd-orders', 'access_orders', 8],
  ['/jfd-orders/:id', 'view-jfd-order', 'access_orders', 8],
  ['/jfd-order-history', 'jfd-order-history', 'access_order_history', 8],
  ['/dlv-app-status', 'dlv-app-status', 'admin', 8],
  ['/coupons', 'coupons', 'manage_coupons', 8],
  ['/vehicles', 'vehicles', 'access_vehicles', 8],
  ['/drivers', 'drivers', 'access_vehicles', 8],
  ['/fulfillments', 'fulfillments', 'fulfill_orders', 8],
  ['/fulfillments/:id', 'view-fulfillment', 'fulfill_orders', 8],
  ['/deliveries', 'deliveries', 'deliver_orders', 8],
  ['/deliveries/:id', 'view-delivery', 'deliver_orders', 8],
  ['/pickups', 'pickups', 'deliver_orders', 8],
  ['/pickups/:id', 'view-pickup', 'deliver_orders', 8],
  ['/jfd-expenses', 'jfd-expenses', 'access_jfd_expenses', 8],
  ['/jfd-expenses/new', 'new-jfd-expense', 'access_jfd_expenses', 8],
  ['/jfd-expenses/:id', 'view-jfd-expense', 'access_jfd_expenses', 8],
  ['/jfd-expenses/:id/pay', 'pay-jfd-expense', 'access_jfd_expenses', 8],
  ['/jfd-expenses/:id/edit', 'edit-jfd-expense', 'manage_jfd_expenses', 8],
  ['/jfd-shipping-speeds', 'jfd-shipping-speeds', 'manage_shipping_speeds', 8],
  ['/jfd-delivery-fees', 'jfd-delivery-fees', 'manage_delivery_fees', 8],
  ['/jfd-grocery-delivery-fees', 'jfd-grocery-delivery-fees', 'manage_delivery_fees', 8],
  ['/jfd-pickup-fees', 'jfd-pickup-fees', 'manage_pickup_fees', 8],
  ['/jfd-pickup-locations', 'jfd-pickup-locations', 'manage_pickup_fees', 8],
  ['/dlv-service-towns', 'dlv-service-towns', 'manage_service_towns', 8],
  ['/zones', 'zones', 'manage_service_towns', 8],
  ['/addons', 'addons', 'manage_addons', 8],
  ['/dlv-courier-requests', 'dlv-courier-requests', 'access_orders', 8],
  ['/dlv-courier-requests/:id', 'view-dlv-courier-request', 'access_orders', 8],
  ['/dlv-courier-request-history', 'dlv-courier-request-history', 'access_order_history', 8],
];

const LIVESTOCK: readonly Row[] = [
  ['/livestock', 'livestock', 'manage_livestock', 2],
  ['/livestock/new', 'new-livestock', 'manage_livestock', 2],
  ['/livestock/:id', 'view-livestock', 'manage_livestock', 2],
  ['/livestock/:id/edit', 'edit-livestock', 'manage_livestock', 2],
  ['/feed-types', 'feed-types', 'manage_feed_types', 2],
  ['/feed-types/new', 'new-feed-type', 'manage_feed_types', 2],
  ['/feed-types/:id/edit', 'edit-feed-type', 'manage_feed_types', 2],
];

const MARKETPLACE: readonly Row[] = [
  ['/evd-expenses', 'evd-expenses', 'access_evd_expenses', 9],
  ['/evd-expenses/new', 'new-evd-expense', 'access_evd_expenses', 9],
  ['/evd-expenses/:id', 'view-evd-expense', 'access_evd_expenses', 9],
  ['/evd-expenses/:id/pay', 'pay-evd-expense', 'access_evd_expenses', 9],
  ['/evd-expenses/:id/edit', 'edit-evd-expense', 'manage_evd_expenses', 9],
  ['/settings/attributes', 'evd-attributes', 'access_evdati_attributes', 9],
  ['/settings/attributes-values', 'evd-attribute-values', 'access_evdati_attributes', 9],
  ['/settings/category-attributes', 'evd-category-attributes', 'access_evdati_attributes', 9],
  [
    '/settings/category-variant-attributes',
    'evd-category-variant-attributes',
    'access_evdati_attributes',
    9,
  ],
  ['/settings/app-settings', 'evd-app-settings', 'manage_evdati_app_settings', 9],
  ['/settings/categories', 'evd-categories', 'access_evdati_categories', 9],
  ['/settings/subcategories', 'evd-subcategories', 'access_evdati_categories', 9],
  ['/settings/policy-pages', 'evd-policy-pages', 'manage_evdati_policy_pages', 9],
  ['/settings/policy-pages/new', 'new-evd-policy-page', 'manage_evdati_policy_pages', 9],
  ['/settings/policy-pages/:slug', 'edit-evd-policy-page', 'manage_evdati_policy_pages', 9],
  ['/settings/taxes', 'evd-taxes', 'access_evdati_taxes', 9],
  ['/settings/refunds', 'evd-refunds', 'manage_evdati_refunds', 9],
  ['/settings/subscription-overrides', 'evd-subscription-overrides', 'manage_evdati_overrides', 9],
  ['/settings/shipping-methods', 'evd-shipping-methods', 'access_evdati_shipping_methods', 9],
  [
    '/settings/shipping-methods/new',
    'new-evd-shipping-method',
    'manage_evdati_shipping_methods',
    9,
  ],
  [
    '/settings/shipping-methods/:id/edit',
    'edit-evd-shipping-method',
    'manage_evdati_shipping_methods',
    9,
  ],
  ['/admin/evd-leads', 'admin.evd-leads', 'manage_evdati_leads', 9],
  ['/evd-leads', 'evd-leads', 'access_evdati_leads', 9],
  ['/evd-leads-dashboard', 'evd-leads-dashboard', 'access_evdati_leads', 9],
  ['/evd-leads/new', 'new-evd-lead', 'access_evdati_leads', 9],
  ['/evd-leads/:id/edit', 'edit-evd-lead', 'access_evdati_leads', 9],
  ['/evd-sellers', 'evd-sellers', 'manage_evdati_sellers', 9],
  ['/evd-sellers/:id', 'view-evd-seller', 'manage_evdati_sellers', 9],
  ['/evd-customers', 'evd-customers', 'manage_evdati_customers', 9],
  ['/evd-customers/:id', 'view-evd-customer', 'manage_evdati_customers', 9],
  ['/evd-stores', 'stores', 'access_evdati_stores', 9],
  ['/evd-stores/:storeSlug', 'view-store', 'access_evdati_stores', 9],
  ['/evd-stores/:storeSlug/products', 'store-products', 'access_evdati_products', 9],
  ['/evd-stores/:storeSlug/products/new', 'new-store-product', 'manage_evdati_products', 9],
  [
    '/evd-stores/:storeSlug/products/:productId/edit',
    'edit-store-product',
    'manage_evdati_products',
    9,
  ],
  [
    '/evd-stores/:storeSlug/products/:productId/variants/:variantId',
    'store-product-variant',
    'access_evdati_products',
    9,
  ],
  ['/evd-stores/:storeSlug/billing', 'store-billing', 'manage_evdati_stores', 9],
  ['/evd-stores/:storeSlug/review', 'store-review', 'access_evdati_stores', 9],
  ['/evd-stores/:storeSlug/modify', 'modify-store', 'manage_evdati_stores', 9],
  ['/evd-statistics', 'evd-statistics', 'access_evdati_statistics', 9],
  ['/evd-product-reviews', 'evd-product-reviews', 'manage_evdati_product_reviews', 9],
  ['/evd-products-approvals', 'product-approvals', 'manage_evdati_products', 9],
  ['/evd-products-approvals/:id', 'view-product-approval', 'manage_evdati_products', 9],
  ['/evd-service-reviews', 'evd-service-reviews', 'manage_evdati_service_reviews', 9],
  ['/evd-payables', 'payables', 'access_evdati_payables', 9],
  ['/evd-payables/:id', 'view-payable', 'access_evdati_payables', 9],
  ['/evd-orders', 'evd-orders', '*', 9],
  ['/evd-orders/:id', 'view-evd-order', '*', 9],
  ['/evd-order-history', 'evd-order-history', '*', 9],
];

const HUMAN_RESOURCES: readonly Row[] = [
  ['/human-resources', 'human-resources', 'access_human_resources', null],
  ['/employees', 'employees', 'manage_employees', null],
  ['/employees/new', 'new-employee', 'manage_employees', null],
  ['/employees/:id/edit', 'edit-employee', 'manage_employees', null],
  ['/employees/:id', 'view-employee', 'manage_employees', null],
  ['/employees/:id/profile', 'employee-profile', 'manage_employees', null],
  ['/employees/:id/banking-info', 'employee-banking-info', 'manage_employees', null],
];

const EXPECTED: readonly Row[] = [
  ...PUBLIC,
  ...SIGNED_IN,
  ...REPORTS,
  ...RESOURCES,
  ...POULTRY,
  ...DELIVERY,
  ...LIVESTOCK,
  ...MARKETPLACE,
  ...HUMAN_RESOURCES,
];

/** Configuration and reference lists, grouped on the settings page. */
const SETTINGS = new Set([
  '/settings',
  '/branches',
  '/branches/new-branch',
  '/branches/:id/edit-branch',
  '/vendors',
  '/vendors/new',
  '/vendors/:id/edit',
  '/states',
  '/states/new-state',
  '/states/:id/edit-state',
  '/expense-categories',
  '/expense-categories/new-category',
  '/expense-categories/:id/edit-category',
  '/package-item-types',
  '/package-item-types/new',
  '/package-item-types/:id/edit',
  '/project-types',
  '/project-types/new',
  '/project-types/:id/edit',
  '/beneficiary-categories',
  '/beneficiary-categories/new',
  '/beneficiary-categories/:id/edit',
  '/jf-sale-items',
  '/jf-sale-items/new',
  '/jf-sale-items/:id/edit',
  '/feed-types',
  '/feed-types/new',
  '/feed-types/:id/edit',
  '/jfd-categories',
  '/dlv-app-status',
  '/coupons',
  '/jfd-shipping-speeds',
  '/jfd-delivery-fees',
  '/jfd-grocery-delivery-fees',
  '/jfd-pickup-fees',
  '/jfd-pickup-locations',
  '/dlv-service-towns',
  '/zones',
  '/addons',
  ...MARKETPLACE.map(([path]) => path).filter((path) => path.startsWith('/settings/')),
]);

const HR = new Set(HUMAN_RESOURCES.map(([path]) => path));
const OPEN = new Set(PUBLIC.map(([path]) => path));

describe('the route table', () => {
  it('holds exactly the spec routes and the create and edit screens they imply, each path and each name once', () => {
    const implied = IMPLIED_ROUTES.map((route) => route.path);
    expect(SPEC_ROUTES.map((route) => route.path).sort()).toEqual(
      EXPECTED.map(([path]) => path).sort(),
    );
    expect(ROUTES.map((route) => route.path).sort()).toEqual(
      [...EXPECTED.map(([path]) => path), ...implied].sort(),
    );
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
  });

  it.each(EXPECTED)('%s is %s, needs %s, brand %s', (path, name, permission, brand) => {
    const route = routeByName(name);
    expect(route?.path).toBe(path);
    expect(route?.meta.permission ?? null).toBe(permission);
    expect(route?.brand ?? null).toBe(brand);
    expect(route?.meta.authOnly).toBe(!OPEN.has(path));
    expect(route?.meta.isSetting).toBe(SETTINGS.has(path));
    expect(route?.meta.isHR).toBe(HR.has(path));
  });

  it("gives an implied create or edit screen its list's permission, brand and group", () => {
    expect(IMPLIED_ROUTES).toHaveLength(43);
    for (const route of IMPLIED_ROUTES) {
      const list = ROUTES.find(
        (entry) => entry.path === route.path.replace(/\/(new|:id\/edit)$/, ''),
      );
      expect(list, route.path).toBeDefined();
      // A new store needs the permission that creates one, not the list's.
      const permission =
        route.name === 'new-store' ? 'manage_evdati_stores' : list?.meta.permission;
      expect(route.meta).toEqual({ ...list?.meta, permission });
      expect(route.brand).toBe(list?.brand);
      expect(route.name).toMatch(/^(new|edit)-/);
    }
    expect(routeByName('edit-coupon')).toMatchObject({
      path: '/coupons/:id/edit',
      meta: { permission: 'manage_coupons', isSetting: true },
      brand: 8,
    });
  });

  it('names routes in kebab-case, with auth., app. and admin. prefixes only', () => {
    for (const { name } of ROUTES) {
      expect(name).toMatch(/^((auth|app|admin)\.)?[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('uses react-router style paths', () => {
    for (const { path } of ROUTES) {
      expect(path).toMatch(/^\/([a-z0-9-]+|:[a-zA-Z]+)?(\/([a-z0-9-]+|:[a-zA-Z]+))*$/);
    }
  });

  it('names the routes the spec names', () => {
    const named = [
      'auth.login',
      'app.home',
      'app.forbidden',
      'dashboard',
      'beneficiaries',
      'projects',
      'package-items',
      'donations',
      'customers',
      'egg-collection-logs',
      'layer-feeding-logs',
      'jf-inventory-logs',
      'new-jf-sale',
      'jf-sales',
      'jf-deposits',
      'jf-invoices',
      'new-jf-invoice',
      'jf-expenses',
      'evd-statistics',
      'evd-expenses',
      'evd-orders',
      'evd-customers',
      'evd-sellers',
      'stores',
      'product-approvals',
      'view-customer-reviews',
      'payables',
      'admin.evd-leads',
      'evd-leads-dashboard',
      'evd-leads',
      'human-resources',
      'notices',
      'reports',
      'settings',
      'tickets',
      'profile',
    ];
    for (const name of named) expect(routeByName(name), name).toBeDefined();
  });

  it('uses only the permissions of the spec, and every one of them', () => {
    const used = new Set(ROUTES.map((route) => route.meta.permission));
    for (const permission of used) {
      if (permission !== undefined && permission !== ANY_SIGNED_IN) {
        expect(PERMISSIONS).toContain(permission);
      }
    }
    for (const permission of PERMISSIONS) expect(used.has(permission), permission).toBe(true);
  });

  it('gives every route with a permission the sign-in requirement too', () => {
    for (const route of ROUTES) {
      if (route.meta.permission !== undefined) expect(route.meta.authOnly).toBe(true);
    }
  });

  it('looks routes up by name', () => {
    expect(getRoute('edit-notice').path).toBe('/notices/:id/edit-notice');
    expect(routeByName('no-such-route')).toBeUndefined();
  });
});
