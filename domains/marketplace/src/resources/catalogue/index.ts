import type { ReportDefinition, ResourceDefinition } from '@backoffice/contract';

/** The marketplace's catalogue settings (attributes, categories, taxes, shipping methods, policy pages, app settings): definitions. */
export const CATALOGUE_RESOURCES: readonly ResourceDefinition[] = [];

/** The area's date-range reports. */
export const CATALOGUE_REPORTS: readonly ReportDefinition[] = [];
