import type { ReportDefinition } from '@backoffice/contract';
import { jfExpenses } from '../../resources/cash/expenses';
import { depositReport } from './depositReport';

export * from './depositReport';
export * from './undepositedCash';

/** The cash area's report screens: the Deposit Report and the farm's Expense Report. */
export const CASH_REPORTS: readonly ReportDefinition[] = [depositReport, jfExpenses.report];
