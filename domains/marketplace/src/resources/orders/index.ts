import type { ReportDefinition, ResourceDefinition } from '@backoffice/contract';

/** The marketplace's customers, orders split by store, refunds, payables, statistics and the order report: definitions. */
export const ORDERS_RESOURCES: readonly ResourceDefinition[] = [];

/** The area's date-range reports. */
export const ORDERS_REPORTS: readonly ReportDefinition[] = [];
