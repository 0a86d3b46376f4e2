import type { ReportDefinition } from '@backoffice/contract';
import { CASH_REPORTS } from './cash';
import { LIVESTOCK_REPORTS } from './livestock';
import { pnlReport } from './pnlReport';
import { salesReport } from './salesReport';

/** The farm's date-range reports. */
export const FARM_REPORTS: readonly ReportDefinition[] = [
  salesReport,
  pnlReport,
  ...LIVESTOCK_REPORTS,
  ...CASH_REPORTS,
];
