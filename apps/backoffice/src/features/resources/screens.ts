import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '../../app/routeModules';
import type { ResourceScreenKind } from './routes/resourceScreen';

/** A resource screen, loaded with the first visit to any resource screen. */
const resource =
  (resourceName: string, kind: ResourceScreenKind, section?: string): ScreenLoader =>
  () =>
    import('./routes/resourceScreen').then((m) => ({
      Component: m.resourceScreen(resourceName, kind, section),
    }));

const groups = () => import('./routes/RouteGroupScreen');

/**
 * The screens of the common resources (each drawn from its definition in the contract), the
 * human-resources page and the settings page, by route name. A record's detail and its
 * section tabs are one screen: `/employees/{id}` shows the profile tab.
 */
export const RESOURCE_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  branches: resource('branches', 'list'),
  'new-branch': resource('branches', 'create'),
  'edit-branch': resource('branches', 'edit'),
  vendors: resource('vendors', 'list'),
  'new-vendor': resource('vendors', 'create'),
  'edit-vendor': resource('vendors', 'edit'),
  customers: resource('customers', 'list'),
  'new-customer': resource('customers', 'create'),
  'view-customer': resource('customers', 'detail'),
  'edit-customer': resource('customers', 'edit'),
  states: resource('states', 'list'),
  'new-state': resource('states', 'create'),
  'edit-state': resource('states', 'edit'),
  'expense-categories': resource('expense_categories', 'list'),
  'new-expense-category': resource('expense_categories', 'create'),
  'edit-expense-category': resource('expense_categories', 'edit'),
  employees: resource('employees', 'list'),
  'new-employee': resource('employees', 'create'),
  'edit-employee': resource('employees', 'edit'),
  'view-employee': resource('employees', 'detail', 'profile'),
  'employee-profile': resource('employees', 'detail', 'profile'),
  'employee-banking-info': resource('employees', 'detail', 'banking-info'),
  'human-resources': () => groups().then((m) => ({ Component: m.HumanResourcesScreen })),
  settings: () => groups().then((m) => ({ Component: m.SettingsScreen })),
};
