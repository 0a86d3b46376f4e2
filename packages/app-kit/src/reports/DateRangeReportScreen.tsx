import {
  defaultReportPeriod,
  type ReportFormat,
  useDownloadReport,
  useReport,
} from '@backoffice/api-client';
import { MESSAGES, type ReportDefinition, type ReportPeriod } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { DateField } from '@backoffice/ui/DateField';
import { Icon } from '@backoffice/ui/Icon';
import { type ReportColumn, ReportTable } from '@backoffice/ui/ReportTable';
import { Spinner } from '@backoffice/ui/Spinner';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../toast/toast';
import * as styles from './DateRangeReportScreen.css';
import { reportPeriodOf } from './reportPeriodParams';

export interface DateRangeReportScreenProps<D> {
  report: ReportDefinition<D>;
  /**
   * Draws the answer; by default each of the report's tables (`report.tables`) with its totals,
   * which are also what the CSV and the PDF show.
   */
  renderBody?: (data: D, period: ReportPeriod) => ReactNode;
  /**
   * Builds the report for the default period as soon as the screen opens, when the address
   * names none: for a page people open to look at (statistics), not one they fill in first.
   */
  generateOnOpen?: boolean;
}

type Row = Record<string, string | number | null>;

/** The report's tables, each titled and totalled, as the CSV and the PDF show them. */
function ReportTables<D>({ report, data }: { report: ReportDefinition<D>; data: D }) {
  return (
    <>
      {report.tables(data).map((table) => {
        const first = table.columns[0]?.key;
        const totals = table.totals ? { ...table.totals } : undefined;
        const label = first && totals ? String(totals[first] ?? 'Total') : undefined;
        if (first && totals) delete totals[first];
        return (
          <ReportTable<Row>
            key={table.id}
            caption={table.title}
            columns={table.columns as readonly ReportColumn<Row>[]}
            rows={table.rows as readonly Row[]}
            {...(totals ? { totals, totalsLabel: label } : {})}
            emptyState={table.emptyText}
          />
        );
      })}
    </>
  );
}

/**
 * One screen for every date-range report: From and Thru (1 January of the current UTC year to
 * today by default), Generate, then the report with Print (its PDF) and CSV once there are
 * results. The period lives in the address, so a reload or a shared link shows the same report.
 */
export function DateRangeReportScreen<D>({
  report,
  renderBody,
  generateOnOpen = false,
}: DateRangeReportScreenProps<D>) {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const period = reportPeriodOf(params) ?? (generateOnOpen ? defaultReportPeriod() : null);
  const [draft, setDraft] = useState<{ fromDate: string | null; thruDate: string | null }>(
    () => period ?? defaultReportPeriod(),
  );
  const answer = useReport(report, period?.fromDate ?? null, period?.thruDate ?? null);
  const download = useDownloadReport(report);
  const reversed = Boolean(draft.fromDate && draft.thruDate && draft.fromDate > draft.thruDate);
  const invalid = !draft.fromDate || !draft.thruDate || reversed;

  useEffect(() => {
    if (answer.error) toast(MESSAGES.general);
  }, [answer.error, toast]);

  const save = (format: ReportFormat) => {
    if (!period) return;
    void download.trigger({ period, format }).catch(() => toast(MESSAGES.general));
  };

  return (
    <div className={styles.page}>
      <p className={styles.description}>{`${report.title}: ${report.description}.`}</p>
      <form
        className={styles.controls}
        aria-label="Report period"
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.fromDate || !draft.thruDate || invalid) return;
          setParams({ fromDate: draft.fromDate, thruDate: draft.thruDate }, { replace: true });
          if (period?.fromDate === draft.fromDate && period.thruDate === draft.thruDate) {
            void answer.mutate();
          }
        }}
      >
        <DateField
          label="From"
          value={draft.fromDate}
          onChange={(fromDate) => setDraft((current) => ({ ...current, fromDate }))}
          isRequired
        />
        <DateField
          label="Thru"
          value={draft.thruDate}
          onChange={(thruDate) => setDraft((current) => ({ ...current, thruDate }))}
          isInvalid={reversed}
          errorMessage="The thru date must not be before the from date."
          isRequired
        />
        <Button type="submit" isDisabled={invalid} isPending={answer.isValidating}>
          Generate
        </Button>
        {answer.data !== undefined && period && (
          <>
            <Button variant="secondary" isPending={download.isMutating} onPress={() => save('pdf')}>
              <Icon name="printer" />
              Print
            </Button>
            <Button variant="secondary" isPending={download.isMutating} onPress={() => save('csv')}>
              <Icon name="download" />
              CSV
            </Button>
          </>
        )}
      </form>
      {period && answer.data === undefined && answer.isLoading && (
        <Spinner label={`Building the ${report.title}`} />
      )}
      {answer.error && answer.data === undefined && (
        <p className={styles.error} role="alert">
          The report could not be built. Check the period and press Generate again.
        </p>
      )}
      {answer.data !== undefined && period && (
        <section
          className={styles.body}
          aria-label={`${report.title}, ${period.fromDate} to ${period.thruDate}`}
        >
          {renderBody ? (
            renderBody(answer.data, period)
          ) : (
            <ReportTables report={report} data={answer.data} />
          )}
        </section>
      )}
    </div>
  );
}
