import type { ReportPeriod } from '@backoffice/contract';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The generated period, kept in the address (`?fromDate=&thruDate=`) so that a reload or a
 * shared link shows the same report; null when the address holds no valid period.
 */
export function reportPeriodOf(params: URLSearchParams): ReportPeriod | null {
  const fromDate = params.get('fromDate') ?? '';
  const thruDate = params.get('thruDate') ?? '';
  if (!ISO_DATE.test(fromDate) || !ISO_DATE.test(thruDate) || fromDate > thruDate) return null;
  return { fromDate, thruDate };
}
