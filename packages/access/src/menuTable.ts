import { BRAND } from '@backoffice/contract';
import type { Permission } from './permissionList';
import type { BrandId } from './route';
import type { RouteName } from './routes';

/** Icon keys of the side menu; the app maps each to an icon component. */
export type MenuIcon =
  | 'dashboard'
  | 'beneficiaries'
  | 'projects'
  | 'package-items'
  | 'donations'
  | 'customers'
  | 'egg-collection'
  | 'feeding'
  | 'inventory'
  | 'sales'
  | 'deposits'
  | 'invoices'
  | 'expenses'
  | 'statistics'
  | 'orders'
  | 'sellers'
  | 'stores'
  | 'approvals'
  | 'reviews'
  | 'payables'
  | 'leads-dashboard'
  | 'leads'
  | 'human-resources'
  | 'notices'
  | 'reports'
  | 'settings'
  | 'resource-centre'
  | 'tickets';

/** One row of the side-menu table. */
export interface MenuRow {
  readonly id: string;
  readonly label: string;
  readonly icon: MenuIcon;
  /** Target route; absent for the resource centre, an external link. */
  readonly route?: RouteName;
  /** Brands showing the row; absent for rows every menu adds. */
  readonly brands?: readonly BrandId[];
  /** Permission needed; a list means any one of them. Absent: no permission needed. */
  readonly permission?: Permission | readonly Permission[];
  /** Permissions that hide the row. */
  readonly without?: readonly Permission[];
}

const { charity, poultry, delivery, marketplace } = BRAND;

/** Common rows before the brand's own: the dashboard. */
export const MENU_HEAD: readonly MenuRow[] = [
  { id: 'dashboard', label: 'Dashboard', icon: 'dashboard', route: 'dashboard' },
];

/**
 * The brand rows of spec section 2, in its order. Customers shows for brands 2 and 9, each
 * brand reaching its own customer list. Orders (brand 9) needs no permission. The Leads
 * Dashboard shows its admin version with access_evdati_statistics, else its plain version with
 * access_evdati_leads but without manage_evdati_leads; never both.
 */
export const MENU_BRAND_ROWS: readonly MenuRow[] = [
  {
    id: 'beneficiaries',
    label: 'Beneficiaries',
    icon: 'beneficiaries',
    route: 'beneficiaries',
    brands: [charity],
    permission: 'access_beneficiaries',
  },
  {
    id: 'projects',
    label: 'Projects',
    icon: 'projects',
    route: 'projects',
    brands: [charity],
    permission: 'access_projects',
  },
  {
    id: 'package-items',
    label: 'Package Items',
    icon: 'package-items',
    route: 'package-items',
    brands: [charity],
    permission: 'manage_package_items',
  },
  {
    id: 'donations',
    label: 'Donations',
    icon: 'donations',
    route: 'donations',
    brands: [charity],
    permission: 'manage_donations',
  },

  // Brand 8: the spec shows no sidebar of its own ("sidebars key off 1, 2 and 9"); its
  // dispatchers, concierges and drivers reach their work here, each row under its route's
  // permission.
  {
    id: 'jfd-orders',
    label: 'Orders',
    icon: 'orders',
    route: 'jfd-orders',
    brands: [delivery],
    permission: 'access_orders',
  },
  {
    id: 'jfd-order-history',
    label: 'Order History',
    icon: 'sales',
    route: 'jfd-order-history',
    brands: [delivery],
    permission: 'access_order_history',
  },
  {
    id: 'fulfillments',
    label: 'Fulfilment',
    icon: 'package-items',
    route: 'fulfillments',
    brands: [delivery],
    permission: 'fulfill_orders',
  },
  {
    id: 'deliveries',
    label: 'Deliveries',
    icon: 'orders',
    route: 'deliveries',
    brands: [delivery],
    permission: 'deliver_orders',
  },
  {
    id: 'pickups',
    label: 'Pickups',
    icon: 'stores',
    route: 'pickups',
    brands: [delivery],
    permission: 'deliver_orders',
  },
  {
    id: 'dlv-courier-requests',
    label: 'Courier Requests',
    icon: 'invoices',
    route: 'dlv-courier-requests',
    brands: [delivery],
    permission: 'access_orders',
  },
  {
    id: 'jfd-products',
    label: 'Products',
    icon: 'inventory',
    route: 'jfd-products',
    brands: [delivery],
    permission: 'access_products',
  },
  {
    id: 'jfd-customers',
    // "Customers" is the spec's entry of brands 2 and 9 only.
    label: 'Delivery Customers',
    icon: 'customers',
    route: 'jfd-customers',
    brands: [delivery],
    permission: 'access_jfd_customers',
  },
  {
    id: 'drivers',
    label: 'Drivers',
    icon: 'human-resources',
    route: 'drivers',
    brands: [delivery],
    permission: 'access_vehicles',
  },
  {
    id: 'vehicles',
    label: 'Vehicles',
    icon: 'orders',
    route: 'vehicles',
    brands: [delivery],
    permission: 'access_vehicles',
  },
  {
    id: 'jfd-expenses',
    label: 'Expenses',
    icon: 'expenses',
    route: 'jfd-expenses',
    brands: [delivery],
    permission: 'access_jfd_expenses',
  },

  {
    id: 'customers',
    label: 'Customers',
    icon: 'customers',
    route: 'customers',
    brands: [poultry],
    permission: 'access_customers',
  },
  {
    id: 'egg-collection-logs',
    label: 'Egg Collection Logs',
    icon: 'egg-collection',
    route: 'egg-collection-logs',
    brands: [poultry],
    permission: 'access_egg_collection_logs',
  },
  {
    id: 'feeding-logs',
    label: 'Feeding Logs',
    icon: 'feeding',
    route: 'layer-feeding-logs',
    brands: [poultry],
    permission: 'access_feeding_logs',
  },
  {
    id: 'inventory-logs',
    label: 'Inventory Logs',
    icon: 'inventory',
    route: 'jf-inventory-logs',
    brands: [poultry],
    permission: 'access_inventory_logs',
  },
  {
    id: 'revenue-and-sales',
    label: 'Revenue and Sales',
    icon: 'sales',
    route: 'jf-sales',
    brands: [poultry],
    permission: 'record_sales',
  },
  {
    id: 'deposits',
    label: 'Deposits',
    icon: 'deposits',
    route: 'jf-deposits',
    brands: [poultry],
    permission: 'access_deposits',
  },
  {
    id: 'invoices-and-estimates',
    label: 'Invoices and Estimates',
    icon: 'invoices',
    route: 'jf-invoices',
    brands: [poultry],
    permission: 'access_invoices',
  },
  {
    id: 'expenses',
    label: 'Expenses',
    icon: 'expenses',
    route: 'jf-expenses',
    brands: [poultry],
    permission: 'access_expenses',
  },

  {
    id: 'statistics',
    label: 'Statistics',
    icon: 'statistics',
    route: 'evd-statistics',
    brands: [marketplace],
    permission: 'access_evdati_statistics',
  },
  {
    id: 'expenses',
    label: 'Expenses',
    icon: 'expenses',
    route: 'evd-expenses',
    brands: [marketplace],
    permission: 'access_evd_expenses',
  },
  { id: 'orders', label: 'Orders', icon: 'orders', route: 'evd-orders', brands: [marketplace] },
  {
    id: 'customers',
    label: 'Customers',
    icon: 'customers',
    route: 'evd-customers',
    brands: [marketplace],
    permission: 'manage_evdati_customers',
  },
  {
    id: 'sellers',
    label: 'Sellers',
    icon: 'sellers',
    route: 'evd-sellers',
    brands: [marketplace],
    permission: 'manage_evdati_sellers',
  },
  {
    id: 'stores',
    label: 'Stores',
    icon: 'stores',
    route: 'stores',
    brands: [marketplace],
    permission: 'access_evdati_stores',
  },
  {
    id: 'product-approvals',
    label: 'Product Approvals',
    icon: 'approvals',
    route: 'product-approvals',
    brands: [marketplace],
    permission: 'manage_evdati_products',
  },
  {
    id: 'customer-reviews',
    label: 'Customer Reviews',
    icon: 'reviews',
    route: 'view-customer-reviews',
    brands: [marketplace],
    permission: ['manage_evdati_product_reviews', 'manage_evdati_service_reviews'],
  },
  {
    id: 'payables',
    label: 'Payables',
    icon: 'payables',
    route: 'payables',
    brands: [marketplace],
    permission: 'access_evdati_payables',
  },
  {
    id: 'leads-dashboard-admin',
    label: 'Leads Dashboard',
    icon: 'leads-dashboard',
    route: 'admin.evd-leads',
    brands: [marketplace],
    permission: 'access_evdati_statistics',
  },
  {
    id: 'leads-dashboard',
    label: 'Leads Dashboard',
    icon: 'leads-dashboard',
    route: 'evd-leads-dashboard',
    brands: [marketplace],
    permission: 'access_evdati_leads',
    without: ['manage_evdati_leads', 'access_evdati_statistics'],
  },
  {
    id: 'leads',
    label: 'Leads',
    icon: 'leads',
    route: 'evd-leads',
    brands: [marketplace],
    permission: 'access_evdati_leads',
  },
];

/** Common rows after the brand's own, which every menu adds. */
export const MENU_TAIL: readonly MenuRow[] = [
  {
    id: 'human-resources',
    label: 'Human Resources',
    icon: 'human-resources',
    route: 'human-resources',
    permission: 'access_human_resources',
  },
  {
    id: 'notices',
    label: 'Notices',
    icon: 'notices',
    route: 'notices',
    permission: 'manage_notices',
  },
  {
    id: 'reports',
    label: 'Reports',
    icon: 'reports',
    route: 'reports',
    permission: 'generate_reports',
  },
  {
    id: 'settings',
    label: 'Settings',
    icon: 'settings',
    route: 'settings',
    permission: 'access_settings',
  },
  { id: 'resource-centre', label: 'Resource Centre', icon: 'resource-centre' },
  { id: 'tickets', label: 'Tickets', icon: 'tickets', route: 'tickets' },
];
