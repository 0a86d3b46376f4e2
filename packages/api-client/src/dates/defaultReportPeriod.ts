import { formatIsoDate } from './formatIsoDate';
import type { ReportPeriod } from './ReportPeriod';

/** From 1 January of the current UTC year to today (UTC): the period reports open with. */
export function defaultReportPeriod(now: Date = new Date()): ReportPeriod {
  return { fromDate: `${now.getUTCFullYear()}-01-01`, thruDate: formatIsoDate(now) };
}
