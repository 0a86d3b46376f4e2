/**
 * Reports: the poultry brand's profit and loss statement, `GET /api/jf-pnl-report` as data and
 * `GET /api/jf-pnl-report/print` as a PDF, both for `fromDate`..`thruDate`.
 */
import { pnlReportFileName } from '@backoffice/contract';
import useSWR, { type SWRResponse } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ReportPeriod } from '../dates/ReportPeriod';
import { saveBlobAsFile } from '../files/saveBlobAsFile';
import type { ApiClient } from '../http/createApiClient';
import { useApiClient } from '../react/useApiClient';

export const REPORTS = 'reports';

/** One named amount of a statement section. */
export interface PnlLine {
  name: string;
  value: number;
}

/** The profit and loss statement: its sections and their totals. */
export interface PnlReport {
  revenue: PnlLine[];
  cogs: PnlLine[];
  variable: PnlLine[];
  fixed: PnlLine[];
  totals: { revenue: number; cogs: number; gross: number; expense: number; net: number };
}

export const reportKeys = {
  pnl: (period: ReportPeriod) => [REPORTS, 'pnl', period.fromDate, period.thruDate] as const,
};

export function fetchPnlReport(client: ApiClient, period: ReportPeriod): Promise<PnlReport> {
  return client.get<PnlReport>('/api/jf-pnl-report', { query: { ...period } });
}

export function fetchPnlReportPdf(client: ApiClient, period: ReportPeriod): Promise<Blob> {
  return client.get<Blob>('/api/jf-pnl-report/print', {
    query: { ...period },
    responseType: 'blob',
  });
}

/** The downloaded statement's file name, as the server names it too. */
export { pnlReportFileName };

/** Fetches the statement as a PDF and saves it as a file named with the two dates. */
export async function downloadPnlReportPdf(client: ApiClient, period: ReportPeriod) {
  saveBlobAsFile(await fetchPnlReportPdf(client, period), pnlReportFileName(period));
}

/**
 * The statement for a period; nothing is fetched until both dates are set (the screen sets
 * them when Generate is pressed). It is not refetched on focus: the figures are costly to build.
 */
export function usePnlReport(
  fromDate: string | null,
  thruDate: string | null,
): SWRResponse<PnlReport, Error> {
  const client = useApiClient();
  const period = fromDate && thruDate ? { fromDate, thruDate } : null;
  return useSWR(period && reportKeys.pnl(period), () => fetchPnlReport(client, period!), {
    revalidateOnFocus: false,
  });
}

/** `trigger(period)` downloads the statement's PDF. */
export function useDownloadPnlReport() {
  const client = useApiClient();
  return useSWRMutation('reports/pnl-print', (_key: string, { arg }: { arg: ReportPeriod }) =>
    downloadPnlReportPdf(client, arg),
  );
}
