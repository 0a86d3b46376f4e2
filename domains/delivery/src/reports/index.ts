import type { ReportDefinition } from '@backoffice/contract';
import { jfdExpenses } from '../expenses';
import { courierReport } from './courierReport';
import { orderReport } from './orderReport';

export { courierReport } from './courierReport';
export { orderReport } from './orderReport';

/** The delivery domain's date-range reports. */
export const DELIVERY_REPORTS: readonly ReportDefinition[] = [
  orderReport,
  courierReport,
  jfdExpenses.report,
];
