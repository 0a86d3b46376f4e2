import type { ReportServer } from '@backoffice/server-kit';
import { courierReportServer } from './courierReportServer';
import { orderReportServer } from './orderReportServer';

/** The server sides of the delivery brand's reports (the Order Report, the courier report). */
export const DELIVERY_REPORT_SERVERS: readonly ReportServer[] = [
  orderReportServer,
  courierReportServer,
];
