import type { ReportDefinition } from '@backoffice/contract';

/** The cash area's reports. */
export const CASH_REPORTS: readonly ReportDefinition[] = [];
