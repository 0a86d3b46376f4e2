import { routeGroup } from '../route';

const hr = routeGroup({ isHR: true });

/** Spec section 2, "Human resources": common to all brands, grouped as HR pages. */
export const HUMAN_RESOURCES_ROUTES = [
  hr('/human-resources', 'human-resources', 'access_human_resources'),

  hr('/employees', 'employees', 'manage_employees'),
  hr('/employees/new', 'new-employee', 'manage_employees'),
  hr('/employees/:id/edit', 'edit-employee', 'manage_employees'),
  hr('/employees/:id', 'view-employee', 'manage_employees'),
  hr('/employees/:id/profile', 'employee-profile', 'manage_employees'),
  hr('/employees/:id/banking-info', 'employee-banking-info', 'manage_employees'),
] as const;
