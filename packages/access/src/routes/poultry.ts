import { BRAND } from '@backoffice/contract';
import { routeGroup } from '../route';

const page = routeGroup({ brand: BRAND.poultry });
const setting = routeGroup({ brand: BRAND.poultry, isSetting: true });

/**
 * Spec section 2, "Farm brand (brand 2) routes", one block per line. A route the spec lists
 * without a permission of its own takes its family's (`/jf-inventories/:id`, the `/jf-sales`
 * list).
 */
export const POULTRY_ROUTES = [
  page('/jf-inventory-logs', 'jf-inventory-logs', 'access_inventory_logs'),
  page('/jf-inventory-logs/new-week', 'new-jf-inventory-log-week', 'manage_inventory_logs'),
  page('/jf-inventory-logs/new-month', 'new-jf-inventory-log-month', 'manage_inventory_logs'),
  page('/jf-inventory-logs/:id', 'view-jf-inventory-log', 'manage_inventory_logs'),
  page(
    '/jf-inventory-logs/:id/reconcile/:detailId',
    'reconcile-jf-inventory-log',
    'manage_inventory_logs',
  ),

  page('/egg-collection-logs', 'egg-collection-logs', 'access_egg_collection_logs'),
  page('/egg-collection-logs/new', 'new-egg-collection-log', 'access_egg_collection_logs'),
  page('/egg-collection-logs/:id', 'view-egg-collection-log', 'access_egg_collection_logs'),

  page('/layer-feeding-logs', 'layer-feeding-logs', 'access_feeding_logs'),
  page('/layer-feeding-logs/new', 'new-layer-feeding-log', 'access_feeding_logs'),
  page('/layer-feeding-logs/:id', 'view-layer-feeding-log', 'access_feeding_logs'),

  page('/jf-inventories', 'jf-inventories', 'access_inventories'),
  page('/jf-inventories/new', 'new-jf-inventory', 'manage_inventories'),
  page('/jf-inventories/:id/edit', 'edit-jf-inventory', 'manage_inventories'),
  page('/jf-inventories/:id', 'view-jf-inventory', 'access_inventories'),

  setting('/jf-sale-items', 'jf-sale-items', 'manage_sale_items'),
  setting('/jf-sale-items/new', 'new-jf-sale-item', 'manage_sale_items'),
  setting('/jf-sale-items/:id/edit', 'edit-jf-sale-item', 'manage_sale_items'),

  page('/jf-sales', 'jf-sales', 'record_sales'),
  page('/jf-sales/new', 'new-jf-sale', 'record_sales'),
  page('/jf-sales/:id', 'view-jf-sale', 'record_sales'),
  page('/jf-sales/:id/void', 'void-jf-sale', 'manage_sales'),
  page('/jf-sales/:id/refund', 'refund-jf-sale', 'manage_sales'),

  page('/jf-invoices', 'jf-invoices', 'access_invoices'),
  page('/jf-invoices/new', 'new-jf-invoice', 'access_invoices'),
  page('/jf-invoices/:id', 'view-jf-invoice', 'access_invoices'),
  page('/jf-invoices/:id/payments', 'jf-invoice-payments', 'access_invoices'),

  page('/jf-deposits', 'jf-deposits', 'access_deposits'),
  page('/jf-deposits/:id', 'view-jf-deposit', 'access_deposits'),
  page('/jf-deposits/:id/edit', 'edit-jf-deposit', 'access_deposits'),

  page('/jf-expenses', 'jf-expenses', 'access_expenses'),
  page('/jf-expenses/:id', 'view-jf-expense', 'access_expenses'),
  page('/jf-expenses/new', 'new-jf-expense', 'access_expenses'),
  page('/jf-expenses/:id/pay', 'pay-jf-expense', 'access_expenses'),
  page('/jf-expenses/:id/edit', 'edit-jf-expense', 'manage_expenses'),
] as const;
