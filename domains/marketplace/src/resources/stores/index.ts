import type { ReportDefinition, ResourceDefinition } from '@backoffice/contract';

/** The marketplace's sellers, stores, their products, variants, approvals and billing: definitions. */
export const STORES_RESOURCES: readonly ResourceDefinition[] = [];

/** The area's date-range reports. */
export const STORES_REPORTS: readonly ReportDefinition[] = [];
