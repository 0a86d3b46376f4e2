import type { ResourceDefinition } from './defineResource';
import { beneficiaryCategoriesResource } from './definitions/beneficiaryCategories';
import { branchesResource } from './definitions/branches';
import { customersResource } from './definitions/customers';
import { employeesResource } from './definitions/employees';
import { expenseCategoriesResource } from './definitions/expenseCategories';
import { packageItemTypesResource } from './definitions/packageItemTypes';
import { projectTypesResource } from './definitions/projectTypes';
import { statesResource } from './definitions/states';
import { vendorsResource } from './definitions/vendors';

/**
 * Every resource the product serves: the server makes and keeps its table and endpoints, the
 * app its screens. A resource named by a reference comes before the resources that refer to it.
 */
export const RESOURCES: readonly ResourceDefinition[] = [
  statesResource,
  branchesResource,
  vendorsResource,
  customersResource,
  expenseCategoriesResource,
  employeesResource,
  packageItemTypesResource,
  projectTypesResource,
  beneficiaryCategoriesResource,
];

/** Finds a resource by name in a list of definitions. */
export function findResource(
  resources: readonly ResourceDefinition[],
  name: string,
): ResourceDefinition | undefined {
  return resources.find((resource) => resource.name === name);
}
