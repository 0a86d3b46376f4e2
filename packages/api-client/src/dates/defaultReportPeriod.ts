import { businessToday } from '@backoffice/contract';
import type { ReportPeriod } from './ReportPeriod';

/**
 * From 1 January of the business's current year to its today: the period reports open with.
 * Both read the active brand's time zone (`UTC` by default, the spec's UTC year), or `timeZone`.
 */
export function defaultReportPeriod(now: Date = new Date(), timeZone?: string): ReportPeriod {
  const today = businessToday(now, timeZone);
  return { fromDate: `${today.slice(0, 4)}-01-01`, thruDate: today };
}
