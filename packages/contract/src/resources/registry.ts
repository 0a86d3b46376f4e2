import type { ResourceDefinition } from './defineResource';
import { branchesResource } from './definitions/branches';
import { customersResource } from './definitions/customers';
import { employeesResource } from './definitions/employees';
import { expenseCategoriesResource } from './definitions/expenseCategories';
import { statesResource } from './definitions/states';
import { vendorsResource } from './definitions/vendors';

/**
 * The entities common to every brand. A resource named by a reference comes before the
 * resources that refer to it.
 */
export const COMMON_RESOURCES: readonly ResourceDefinition[] = [
  statesResource,
  branchesResource,
  vendorsResource,
  customersResource,
  expenseCategoriesResource,
  employeesResource,
];

/** Finds a resource by name in a list of definitions. */
export function findResource(
  resources: readonly ResourceDefinition[],
  name: string,
): ResourceDefinition | undefined {
  return resources.find((resource) => resource.name === name);
}
