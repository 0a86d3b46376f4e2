/**
 * The server side of a date-range report (its definition is isomorphic, in the domain's shared
 * entry): the query that answers it for one brand and period, summed in SQL, and optionally a
 * PDF layout of its own (otherwise the PDF prints the report's tables).
 */
import type { ReportDefinition, ReportPeriod } from '@backoffice/contract';
import type { Executor } from './executor';

export interface ReportScope {
  brandId: number;
  period: ReportPeriod;
}

export interface ReportServer<D = unknown> {
  report: ReportDefinition<D>;
  query(db: Executor, scope: ReportScope): Promise<D>;
  /** A printed layout of the report's own; its figures must be those of `report.tables`. */
  pdf?(data: D, context: { period: ReportPeriod; brandName: string }): Buffer;
}

/** Declares a report's server side, keeping its data type between the query and the PDF. */
export function reportServer<D>(server: ReportServer<D>): ReportServer<D> {
  return server;
}
