/** The charity brand's definitions: its reference lists, beneficiaries, package items, projects, donations. */
import type { ResourceDefinition } from '@backoffice/contract';
import { beneficiariesResource } from './resources/beneficiaries';
import { beneficiaryCategoriesResource } from './resources/beneficiaryCategories';
import { donationsResource } from './resources/donations';
import { packageItemsResource } from './resources/packageItems';
import { packageItemTypesResource } from './resources/packageItemTypes';
import { projectsResource } from './resources/projects';
import { projectTypesResource } from './resources/projectTypes';

export * from './resources/beneficiaries';
export * from './resources/beneficiaryCategories';
export * from './resources/donations';
export * from './resources/packageItems';
export * from './resources/packageItemTypes';
export * from './resources/projectSteps';
export * from './resources/projects';
export * from './resources/projectTypes';
export * from './resources/stock';

export const CHARITY_RESOURCES: readonly ResourceDefinition[] = [
  packageItemTypesResource,
  projectTypesResource,
  beneficiaryCategoriesResource,
  beneficiariesResource,
  packageItemsResource,
  projectsResource,
  donationsResource,
];
