import type { ReportDefinition } from '@backoffice/contract';
import { pnlReport } from './pnlReport';
import { salesReport } from './salesReport';

/** The farm's date-range reports, as its report tiles list them. */
export const FARM_REPORTS: readonly ReportDefinition[] = [salesReport, pnlReport] as const;
