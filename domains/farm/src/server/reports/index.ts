import type { ReportServer } from '@backoffice/server-kit';
import { pnlReportServer } from './pnlReportServer';
import { salesReportServer } from './salesReportServer';

/** The server sides of the farm's date-range reports. */
export const FARM_REPORT_SERVERS: readonly ReportServer[] = [salesReportServer, pnlReportServer];
