import type { ReportDefinition, ResourceDefinition } from '@backoffice/contract';
import { evdLeadsResource } from './leads';

export * from './leads';

/** The marketplace's sales leads and their dashboard: definitions. */
export const LEADS_RESOURCES: readonly ResourceDefinition[] = [evdLeadsResource];

/** The area's date-range reports. */
export const LEADS_REPORTS: readonly ReportDefinition[] = [];
