import type { ReportDefinition } from '@backoffice/contract';
import { jfdExpenses } from '../expenses';

/** The delivery domain's date-range reports. */
export const DELIVERY_REPORTS: readonly ReportDefinition[] = [jfdExpenses.report];
