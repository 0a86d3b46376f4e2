/**
 * The roles the spec names and what each may do. The spec lists the permission strings but not
 * who holds them; these sets follow each job: the administrator holds all, managers run the
 * charity, farm and marketplace back offices, delivery staff see only their part of brand 8,
 * human resources handles people and notices.
 */
import { PERMISSIONS } from '@backoffice/access';

export const ROLE_NAMES = [
  'Administrator',
  'Manager',
  'Dispatcher',
  'Driver',
  'Shopping Concierge',
  'Human Resources',
  'Sales Representative',
  'Store Manager',
  'Field Officer',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

const ALL: readonly string[] = PERMISSIONS;

const MANAGER = ALL.filter(
  (p) =>
    p !== 'admin' &&
    p !== 'manage_employees' &&
    !/^(fulfill|deliver)_orders$/.test(p) &&
    !/_(jfd|coupons|vehicles|shipping_speeds|delivery_fees|pickup_fees|service_towns|addons)/.test(
      p,
    ),
);

export const ROLE_PERMISSIONS: Record<RoleName, readonly string[]> = {
  Administrator: ALL,
  Manager: MANAGER,
  Dispatcher: [
    'access_orders',
    'access_order_history',
    'access_vehicles',
    'access_jfd_customers',
    'access_products',
    'access_categories',
    'access_jfd_expenses',
    'generate_reports',
  ],
  Driver: ['deliver_orders'],
  // The marketplace's sales team works its own leads only.
  'Sales Representative': ['access_evdati_leads'],
  // A seller's staff: no marketplace permission of its own; each store they run grants its
  // store-level permissions (the marketplace's store members).
  'Store Manager': [],
  // The charity's field staff register beneficiaries and run projects' distributions; a
  // registration is corrected by the programme's managers (no modify_beneficiaries).
  'Field Officer': ['access_beneficiaries', 'access_projects'],
  'Shopping Concierge': ['fulfill_orders', 'access_orders', 'access_products', 'access_categories'],
  'Human Resources': [
    'access_human_resources',
    'manage_employees',
    'manage_branches',
    'manage_notices',
    'manage_states',
    'access_settings',
  ],
};
