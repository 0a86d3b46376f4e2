import type { ReportDefinition, ResourceDefinition } from '@backoffice/contract';

/** The marketplace's sales leads and their dashboard: definitions. */
export const LEADS_RESOURCES: readonly ResourceDefinition[] = [];

/** The area's date-range reports. */
export const LEADS_REPORTS: readonly ReportDefinition[] = [];
