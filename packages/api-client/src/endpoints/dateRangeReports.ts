/**
 * Any date-range report a domain declares (`defineReport`): its data for a period, and its PDF
 * or CSV saved as a file named with the two dates, as the server names it too.
 */
import { type ReportDefinition, reportPath } from '@backoffice/contract';
import useSWR, { type SWRResponse } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ReportPeriod } from '../dates/ReportPeriod';
import { saveBlobAsFile } from '../files/saveBlobAsFile';
import type { ApiClient } from '../http/createApiClient';
import { useApiClient } from '../react/useApiClient';
import { REPORTS } from './reports';

export type ReportFormat = 'pdf' | 'csv';

export const dateRangeReportKeys = {
  data: (report: ReportDefinition, period: ReportPeriod) =>
    [REPORTS, report.name, period.fromDate, period.thruDate] as const,
};

/**
 * The report's data for a period, checked against its schema. The schema library comes with the
 * first report fetched, beside its answer, rather than with every page that imports this client.
 */
export async function fetchReport<D>(
  client: ApiClient,
  report: ReportDefinition<D>,
  period: ReportPeriod,
): Promise<D> {
  const [answer, { SCHEMA_LIBRARY }] = await Promise.all([
    client.get<unknown>(reportPath(report), { query: { ...period } }),
    import('@backoffice/contract/schemaLibrary'),
  ]);
  return report.schema(SCHEMA_LIBRARY).parse(answer);
}

/** The report's PDF or CSV. */
export function fetchReportFile(
  client: ApiClient,
  report: ReportDefinition,
  period: ReportPeriod,
  format: ReportFormat,
): Promise<Blob> {
  return format === 'pdf'
    ? client.get<Blob>(reportPath(report, 'print'), { query: { ...period }, responseType: 'blob' })
    : client.get<Blob>(reportPath(report), {
        query: { ...period, format: 'csv' },
        responseType: 'blob',
      });
}

/** Fetches the report's PDF or CSV and saves it as `<stem>_<from>_<thru>.<format>`. */
export async function downloadReport(
  client: ApiClient,
  report: ReportDefinition,
  period: ReportPeriod,
  format: ReportFormat,
): Promise<void> {
  const blob = await fetchReportFile(client, report, period, format);
  saveBlobAsFile(blob, `${report.fileName(period)}.${format}`);
}

/**
 * The report for a period; nothing is fetched until both dates are set (the screen sets them
 * when Generate is pressed), and it is not refetched on focus: the figures are costly to build.
 */
export function useReport<D>(
  report: ReportDefinition<D>,
  fromDate: string | null,
  thruDate: string | null,
): SWRResponse<D, Error> {
  const client = useApiClient();
  const period = fromDate && thruDate ? { fromDate, thruDate } : null;
  return useSWR(
    period && dateRangeReportKeys.data(report, period),
    () => fetchReport(client, report, period!),
    { revalidateOnFocus: false },
  );
}

/** `trigger({period, format})` downloads the report's PDF or CSV. */
export function useDownloadReport(report: ReportDefinition) {
  const client = useApiClient();
  return useSWRMutation(
    `${REPORTS}/${report.name}/download`,
    (_key: string, { arg }: { arg: { period: ReportPeriod; format: ReportFormat } }) =>
      downloadReport(client, report, arg.period, arg.format),
  );
}
