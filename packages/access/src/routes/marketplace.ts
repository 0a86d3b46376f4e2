import { BRAND } from '@backoffice/contract';
import { routeGroup } from '../route';

const page = routeGroup({ brand: BRAND.marketplace });
const setting = routeGroup({ brand: BRAND.marketplace, isSetting: true });

/**
 * Spec section 2, "Marketplace brand routes", one block per line. The `/evd-expenses` family
 * has the shape of the farm brand's expenses. The store's review page takes the store access
 * permission; store pages may also be opened through store-level permissions (see
 * `hasStorePermission`).
 */
export const MARKETPLACE_ROUTES = [
  page('/evd-expenses', 'evd-expenses', 'access_evd_expenses'),
  page('/evd-expenses/new', 'new-evd-expense', 'access_evd_expenses'),
  page('/evd-expenses/:id', 'view-evd-expense', 'access_evd_expenses'),
  page('/evd-expenses/:id/pay', 'pay-evd-expense', 'access_evd_expenses'),
  page('/evd-expenses/:id/edit', 'edit-evd-expense', 'manage_evd_expenses'),

  setting('/settings/attributes', 'evd-attributes', 'access_evdati_attributes'),
  setting('/settings/attributes-values', 'evd-attribute-values', 'access_evdati_attributes'),
  setting('/settings/category-attributes', 'evd-category-attributes', 'access_evdati_attributes'),
  setting(
    '/settings/category-variant-attributes',
    'evd-category-variant-attributes',
    'access_evdati_attributes',
  ),
  setting('/settings/app-settings', 'evd-app-settings', 'manage_evdati_app_settings'),
  setting('/settings/categories', 'evd-categories', 'access_evdati_categories'),
  setting('/settings/subcategories', 'evd-subcategories', 'access_evdati_categories'),
  setting('/settings/policy-pages', 'evd-policy-pages', 'manage_evdati_policy_pages'),
  setting('/settings/policy-pages/new', 'new-evd-policy-page', 'manage_evdati_policy_pages'),
  setting('/settings/policy-pages/:slug', 'edit-evd-policy-page', 'manage_evdati_policy_pages'),
  setting('/settings/taxes', 'evd-taxes', 'access_evdati_taxes'),
  setting('/settings/refunds', 'evd-refunds', 'manage_evdati_refunds'),
  setting(
    '/settings/subscription-overrides',
    'evd-subscription-overrides',
    'manage_evdati_overrides',
  ),
  setting('/settings/shipping-methods', 'evd-shipping-methods', 'access_evdati_shipping_methods'),
  setting(
    '/settings/shipping-methods/new',
    'new-evd-shipping-method',
    'manage_evdati_shipping_methods',
  ),
  setting(
    '/settings/shipping-methods/:id/edit',
    'edit-evd-shipping-method',
    'manage_evdati_shipping_methods',
  ),

  page('/admin/evd-leads', 'admin.evd-leads', 'manage_evdati_leads'),
  page('/evd-leads', 'evd-leads', 'access_evdati_leads'),
  page('/evd-leads-dashboard', 'evd-leads-dashboard', 'access_evdati_leads'),
  page('/evd-leads/new', 'new-evd-lead', 'access_evdati_leads'),
  page('/evd-leads/:id/edit', 'edit-evd-lead', 'access_evdati_leads'),

  page('/evd-sellers', 'evd-sellers', 'manage_evdati_sellers'),
  page('/evd-sellers/:id', 'view-evd-seller', 'manage_evdati_sellers'),

  page('/evd-customers', 'evd-customers', 'manage_evdati_customers'),
  page('/evd-customers/:id', 'view-evd-customer', 'manage_evdati_customers'),

  page('/evd-stores', 'stores', 'access_evdati_stores'),
  page('/evd-stores/:storeSlug', 'view-store', 'access_evdati_stores'),
  page('/evd-stores/:storeSlug/products', 'store-products', 'access_evdati_products'),
  page('/evd-stores/:storeSlug/products/new', 'new-store-product', 'manage_evdati_products'),
  page(
    '/evd-stores/:storeSlug/products/:productId/edit',
    'edit-store-product',
    'manage_evdati_products',
  ),
  page(
    '/evd-stores/:storeSlug/products/:productId/variants/:variantId',
    'store-product-variant',
    'access_evdati_products',
  ),
  page('/evd-stores/:storeSlug/billing', 'store-billing', 'manage_evdati_stores'),
  page('/evd-stores/:storeSlug/review', 'store-review', 'access_evdati_stores'),
  page('/evd-stores/:storeSlug/modify', 'modify-store', 'manage_evdati_stores'),

  page('/evd-statistics', 'evd-statistics', 'access_evdati_statistics'),

  page('/evd-product-reviews', 'evd-product-reviews', 'manage_evdati_product_reviews'),

  page('/evd-products-approvals', 'product-approvals', 'manage_evdati_products'),
  page('/evd-products-approvals/:id', 'view-product-approval', 'manage_evdati_products'),

  page('/evd-service-reviews', 'evd-service-reviews', 'manage_evdati_service_reviews'),

  page('/evd-payables', 'payables', 'access_evdati_payables'),
  page('/evd-payables/:id', 'view-payable', 'access_evdati_payables'),

  page('/evd-orders', 'evd-orders', '*'),
  page('/evd-orders/:id', 'view-evd-order', '*'),
  page('/evd-order-history', 'evd-order-history', '*'),
] as const;
