/** A report's period, both ends inclusive, as `YYYY-MM-DD`. */
export interface ReportPeriod {
  fromDate: string;
  thruDate: string;
}
