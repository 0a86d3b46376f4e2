/**
 * The entities every brand shares. Definitions here are the single source of their fields,
 * rules and permissions; the apps put them in their registry.
 */
import type { ResourceDefinition } from '@backoffice/contract';
import { branchesResource } from './resources/branches';
import { customersResource } from './resources/customers';
import { dingAccountsResource } from './resources/dingAccounts';
import { employeesResource } from './resources/employees';
import { expenseCategoriesResource } from './resources/expenseCategories';
import { statesResource } from './resources/states';
import { vendorsResource } from './resources/vendors';

export * from './expenses';
export * from './humanResources';
export * from './resources/branches';
export * from './resources/customers';
export * from './resources/dingAccounts';
export * from './resources/employees';
export * from './resources/expenseCategories';
export * from './resources/states';
export * from './resources/vendors';

/** The shared resources, a referenced one before those that refer to it. */
export const COMMON_RESOURCES: readonly ResourceDefinition[] = [
  statesResource,
  branchesResource,
  vendorsResource,
  customersResource,
  expenseCategoriesResource,
  employeesResource,
  dingAccountsResource,
];
