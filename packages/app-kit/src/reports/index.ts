/**
 * `@backoffice/app-kit/reports`: the one screen of every date-range report (From, Thru,
 * Generate, the tables with their totals, Print and CSV).
 */
export { DateRangeReportScreen, type DateRangeReportScreenProps } from './DateRangeReportScreen';
export { reportPeriodOf } from './reportPeriodParams';
export { reportScreen } from './reportScreen';
