import type { ReportDefinition, ResourceDefinition } from '@backoffice/contract';
import { evdAppSettingsResource } from './appSettings';
import {
  evdAttributesResource,
  evdAttributeValuesResource,
  evdCategoryAttributesResource,
  evdCategoryVariantAttributesResource,
} from './attributes';
import { evdCategoriesResource, evdSubcategoriesResource } from './categories';
import { evdPolicyPagesResource } from './policyPages';
import { evdShippingMethodsResource } from './shippingMethods';
import { evdTaxesResource } from './taxes';

export * from './appSettings';
export * from './attributes';
export * from './categories';
export { SLUG_PATTERN } from './parts';
export * from './policyPages';
export * from './shippingMethods';
export * from './taxes';

/** The marketplace's catalogue settings (attributes, categories, taxes, shipping methods, policy pages, app settings): definitions. */
export const CATALOGUE_RESOURCES: readonly ResourceDefinition[] = [
  evdCategoriesResource,
  evdSubcategoriesResource,
  evdAttributesResource,
  evdAttributeValuesResource,
  evdCategoryAttributesResource,
  evdCategoryVariantAttributesResource,
  evdTaxesResource,
  evdShippingMethodsResource,
  evdPolicyPagesResource,
  evdAppSettingsResource,
];

/** The area's date-range reports. */
export const CATALOGUE_REPORTS: readonly ReportDefinition[] = [];
