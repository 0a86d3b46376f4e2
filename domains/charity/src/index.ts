/** The charity brand's definitions: its reference lists so far. */
import type { ResourceDefinition } from '@backoffice/contract';
import { beneficiaryCategoriesResource } from './resources/beneficiaryCategories';
import { packageItemTypesResource } from './resources/packageItemTypes';
import { projectTypesResource } from './resources/projectTypes';

export * from './resources/beneficiaryCategories';
export * from './resources/packageItemTypes';
export * from './resources/projectTypes';

export const CHARITY_RESOURCES: readonly ResourceDefinition[] = [
  packageItemTypesResource,
  projectTypesResource,
  beneficiaryCategoriesResource,
];
