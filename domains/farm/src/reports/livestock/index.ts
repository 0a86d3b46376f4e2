import type { ReportDefinition } from '@backoffice/contract';

/** The livestock area's reports. */
export const LIVESTOCK_REPORTS: readonly ReportDefinition[] = [];
