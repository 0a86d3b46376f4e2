/**
 * Reports: every date-range report is served the same way (see `dateRangeReports.ts`), keyed in
 * the SWR cache under this group.
 */
export const REPORTS = 'reports';
