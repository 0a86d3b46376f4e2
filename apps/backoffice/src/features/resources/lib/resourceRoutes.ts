import type { RouteName } from '@backoffice/access';
import {
  branchesResource,
  COMMON_RESOURCES,
  customersResource,
  employeesResource,
  expenseCategoriesResource,
  findResource,
  type ResourceDefinition,
  statesResource,
  vendorsResource,
} from '@backoffice/contract';

/** The named routes of one resource's screens, as the access route table names them. */
export interface ResourceRouteSet {
  list: RouteName;
  create: RouteName;
  edit: RouteName;
  /** A read-only page of the record; without one, a row opens the edit screen. */
  detail?: RouteName;
  /** One route per section of the definition, for the detail screen's tabs. */
  sections?: Readonly<Record<string, RouteName>>;
}

/** The screens of each common resource, keyed by the resource's name. */
export const RESOURCE_ROUTES: Readonly<Record<string, ResourceRouteSet>> = {
  [branchesResource.name]: { list: 'branches', create: 'new-branch', edit: 'edit-branch' },
  [vendorsResource.name]: { list: 'vendors', create: 'new-vendor', edit: 'edit-vendor' },
  [customersResource.name]: {
    list: 'customers',
    create: 'new-customer',
    edit: 'edit-customer',
    detail: 'view-customer',
  },
  [statesResource.name]: { list: 'states', create: 'new-state', edit: 'edit-state' },
  [expenseCategoriesResource.name]: {
    list: 'expense-categories',
    create: 'new-expense-category',
    edit: 'edit-expense-category',
  },
  [employeesResource.name]: {
    list: 'employees',
    create: 'new-employee',
    edit: 'edit-employee',
    detail: 'view-employee',
    sections: { profile: 'employee-profile', 'banking-info': 'employee-banking-info' },
  },
};

/** A common resource by name; throws for a name no definition has, so a typo fails at once. */
export function commonResource(name: string): ResourceDefinition {
  const resource = findResource(COMMON_RESOURCES, name);
  if (!resource) throw new Error(`No resource is named "${name}".`);
  return resource;
}

/** The routes of a resource; throws for a resource without screens. */
export function routesOf(resource: ResourceDefinition): ResourceRouteSet {
  const routes = RESOURCE_ROUTES[resource.name];
  if (!routes) throw new Error(`The resource "${resource.name}" has no screens.`);
  return routes;
}

/** 'expense category' -> 'Expense category', for headings and buttons. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
