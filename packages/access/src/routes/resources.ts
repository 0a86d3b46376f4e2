import { BRAND } from '@backoffice/contract';
import { routeGroup } from '../route';

const common = routeGroup({});
const commonSetting = routeGroup({ isSetting: true });
const charity = routeGroup({ brand: BRAND.charity });
const charitySetting = routeGroup({ brand: BRAND.charity, isSetting: true });

/**
 * Spec section 2, "Resource routes and permissions", one block per table row. Relative
 * children (`/new`, `/{id}/edit`) are expanded to full paths.
 */
export const RESOURCE_ROUTES = [
  // Branches | manage_branches
  commonSetting('/branches', 'branches', 'manage_branches'),
  commonSetting('/branches/new-branch', 'new-branch', 'manage_branches'),
  commonSetting('/branches/:id/edit-branch', 'edit-branch', 'manage_branches'),
  // Notices | manage_notices
  common('/notices', 'notices', 'manage_notices'),
  common('/notices/new-notice', 'new-notice', 'manage_notices'),
  common('/notices/:id/edit-notice', 'edit-notice', 'manage_notices'),
  // Vendors | manage_vendors
  commonSetting('/vendors', 'vendors', 'manage_vendors'),
  commonSetting('/vendors/new', 'new-vendor', 'manage_vendors'),
  commonSetting('/vendors/:id/edit', 'edit-vendor', 'manage_vendors'),
  // Customers | access_customers
  common('/customers', 'customers', 'access_customers'),
  common('/customers/new-customer', 'new-customer', 'access_customers'),
  common('/customers/:id', 'view-customer', 'access_customers'),
  // Customers edit | manage_customers
  common('/customers/:id/edit-customer', 'edit-customer', 'manage_customers'),
  // Settings menu | access_settings
  commonSetting('/settings', 'settings', 'access_settings'),
  // States | manage_states
  commonSetting('/states', 'states', 'manage_states'),
  commonSetting('/states/new-state', 'new-state', 'manage_states'),
  commonSetting('/states/:id/edit-state', 'edit-state', 'manage_states'),
  // Expense categories | manage_expense_categories
  commonSetting('/expense-categories', 'expense-categories', 'manage_expense_categories'),
  commonSetting(
    '/expense-categories/new-category',
    'new-expense-category',
    'manage_expense_categories',
  ),
  commonSetting(
    '/expense-categories/:id/edit-category',
    'edit-expense-category',
    'manage_expense_categories',
  ),
  // Beneficiaries | access_beneficiaries
  charity('/beneficiaries', 'beneficiaries', 'access_beneficiaries'),
  charity('/beneficiaries/:id', 'view-beneficiary', 'access_beneficiaries'),
  charity('/beneficiaries/new-beneficiary', 'new-beneficiary', 'access_beneficiaries'),
  // Beneficiary edit | modify_beneficiaries
  charity('/beneficiaries/:id/edit-beneficiary', 'edit-beneficiary', 'modify_beneficiaries'),
  // Package item types | manage_package_item_types
  charitySetting('/package-item-types', 'package-item-types', 'manage_package_item_types'),
  charitySetting('/package-item-types/new', 'new-package-item-type', 'manage_package_item_types'),
  charitySetting(
    '/package-item-types/:id/edit',
    'edit-package-item-type',
    'manage_package_item_types',
  ),
  // Project types | manage_project_types
  charitySetting('/project-types', 'project-types', 'manage_project_types'),
  charitySetting('/project-types/new', 'new-project-type', 'manage_project_types'),
  charitySetting('/project-types/:id/edit', 'edit-project-type', 'manage_project_types'),
  // Projects (a wizard with child steps) | access_projects
  charity('/projects', 'projects', 'access_projects'),
  charity('/projects/new', 'new-project', 'access_projects'),
  charity('/projects/:id', 'view-project', 'access_projects'),
  charity('/projects/:id/project-members', 'project-members', 'access_projects'),
  charity('/projects/:id/project-package', 'project-package', 'access_projects'),
  charity('/projects/:id/project-beneficiary', 'project-beneficiary', 'access_projects'),
  charity('/projects/:id/fulfillment', 'project-fulfillment', 'access_projects'),
  // Package items | manage_package_items
  charity('/package-items', 'package-items', 'manage_package_items'),
  charity('/package-items/new', 'new-package-item', 'manage_package_items'),
  charity('/package-items/:id/edit', 'edit-package-item', 'manage_package_items'),
  // Donations | manage_donations
  charity('/donations', 'donations', 'manage_donations'),
  charity('/donations/new', 'new-donation', 'manage_donations'),
  charity('/donations/:id/edit', 'edit-donation', 'manage_donations'),
  // Beneficiary categories | manage_beneficiary_categories
  charitySetting(
    '/beneficiary-categories',
    'beneficiary-categories',
    'manage_beneficiary_categories',
  ),
  charitySetting(
    '/beneficiary-categories/new',
    'new-beneficiary-category',
    'manage_beneficiary_categories',
  ),
  charitySetting(
    '/beneficiary-categories/:id/edit',
    'edit-beneficiary-category',
    'manage_beneficiary_categories',
  ),
] as const;
