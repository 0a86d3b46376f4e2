import {
  defaultReportPeriod,
  type ReportPeriod,
  useDownloadPnlReport,
  usePnlReport,
} from '@backoffice/api-client';
import { useToast } from '@backoffice/app-kit';
import { MESSAGES } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { DateField } from '@backoffice/ui/DateField';
import { Icon } from '@backoffice/ui/Icon';
import { PnlStatement } from '@backoffice/ui/PnlStatement';
import { Spinner } from '@backoffice/ui/Spinner';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as styles from './ReportScreens.css';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The generated period, kept in the address so that a reload or a shared link shows it again. */
function periodOf(params: URLSearchParams): ReportPeriod | null {
  const fromDate = params.get('fromDate') ?? '';
  const thruDate = params.get('thruDate') ?? '';
  if (!ISO_DATE.test(fromDate) || !ISO_DATE.test(thruDate) || fromDate > thruDate) return null;
  return { fromDate, thruDate };
}

/**
 * `/reports/jf-pnl-report`: the profit and loss statement for a period, from 1 January of the
 * current UTC year to today by default. Generate fetches it; Print, shown once there are
 * results, downloads the PDF named with the two dates.
 */
export function PnlReportScreen() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const [draft, setDraft] = useState<{ fromDate: string | null; thruDate: string | null }>(
    () => period ?? defaultReportPeriod(),
  );
  const report = usePnlReport(period?.fromDate ?? null, period?.thruDate ?? null);
  const download = useDownloadPnlReport();
  const invalid = !draft.fromDate || !draft.thruDate || draft.fromDate > draft.thruDate;

  useEffect(() => {
    if (report.error) toast(MESSAGES.general);
  }, [report.error, toast]);

  return (
    <div className={styles.page}>
      <form
        className={styles.controls}
        aria-label="Report period"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.fromDate && draft.thruDate && !invalid) {
            setParams({ fromDate: draft.fromDate, thruDate: draft.thruDate }, { replace: true });
            if (period?.fromDate === draft.fromDate && period.thruDate === draft.thruDate) {
              void report.mutate();
            }
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
          isInvalid={Boolean(draft.fromDate && draft.thruDate && draft.fromDate > draft.thruDate)}
          errorMessage="The thru date must not be before the from date."
          isRequired
        />
        <Button type="submit" isDisabled={invalid} isPending={report.isValidating}>
          Generate
        </Button>
        {report.data && period && (
          <Button
            variant="secondary"
            isPending={download.isMutating}
            onPress={() => void download.trigger(period).catch(() => toast(MESSAGES.general))}
          >
            <Icon name="printer" />
            Print
          </Button>
        )}
      </form>
      {period && !report.data && report.isLoading && <Spinner label="Building the statement" />}
      {report.data && period && (
        <PnlStatement report={report.data} from={period.fromDate} thru={period.thruDate} />
      )}
    </div>
  );
}
