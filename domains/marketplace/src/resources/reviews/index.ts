import type { ReportDefinition, ResourceDefinition } from '@backoffice/contract';

/** The marketplace's product and service reviews: definitions. */
export const REVIEWS_RESOURCES: readonly ResourceDefinition[] = [];

/** The area's date-range reports. */
export const REVIEWS_REPORTS: readonly ReportDefinition[] = [];
