import { DateRangeReportScreen } from '@backoffice/app-kit/reports';
import { PnlStatement } from '@backoffice/ui/PnlStatement';
import { pnlReport } from '../../reports/pnlReport';

/**
 * `/reports/jf-pnl-report`: the profit and loss statement on the one report screen, drawn as
 * the spec's statement (sections, totals, a loss in red) rather than as plain tables.
 */
export function PnlReportScreen() {
  return (
    <DateRangeReportScreen
      report={pnlReport}
      renderBody={(data, period) => (
        <PnlStatement report={data} from={period.fromDate} thru={period.thruDate} />
      )}
    />
  );
}
