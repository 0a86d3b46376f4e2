/**
 * The profit and loss statement of the poultry brand (`/reports/jf-pnl-report`), on the report
 * machinery with the spec's answer unchanged (`pnlReportSchemaOf`: revenue, cogs, variable, fixed
 * and totals) and its file named `pnl-report_<from>_<thru>`. Its tables carry the statement's
 * sections in the screen's order, so the CSV shows the figures the screen and the PDF show.
 */
import {
  BRAND,
  defineReport,
  type PnlLineWire,
  type PnlReportWire,
  pnlReportSchemaOf,
  type ReportTable,
} from '@backoffice/contract';

export const PNL_TITLE = 'Profit & Loss Statement';

const columns = [
  { key: 'name', label: 'Line', kind: 'text' },
  { key: 'value', label: 'Amount', kind: 'money' },
] as const;

function section(
  id: string,
  title: string,
  lines: readonly PnlLineWire[],
  total: { label: string; value: number } | null,
  emptyText: string,
): ReportTable {
  return {
    id,
    title,
    columns,
    rows: lines,
    totals: total ? { name: total.label, value: total.value } : null,
    emptyText,
  };
}

export const pnlReport = defineReport<PnlReportWire>({
  name: 'jf-pnl-report',
  fileStem: 'pnl-report',
  title: PNL_TITLE,
  description:
    'revenue net of refunds, cost of goods sold, gross profit, variable and fixed expenses and net profit',
  brands: [BRAND.poultry],
  permission: 'generate_reports',
  schema: pnlReportSchemaOf,
  tables: (data): ReportTable[] => [
    section(
      'revenue',
      'Revenue',
      data.revenue,
      { label: 'Total Revenue', value: data.totals.revenue },
      'No revenue in this period',
    ),
    section(
      'cogs',
      'Cost Of Goods Sold',
      data.cogs,
      { label: 'Total Cost Of Goods Sold', value: data.totals.cogs },
      'No cost of goods sold in this period',
    ),
    section(
      'gross',
      'Gross Profit',
      [{ name: 'Gross Profit', value: data.totals.gross }],
      null,
      '',
    ),
    section(
      'variable',
      'Expenses: Variable',
      data.variable,
      null,
      'No variable expenses in this period',
    ),
    section(
      'fixed',
      'Expenses: Fixed',
      data.fixed,
      { label: 'Total Expenses', value: data.totals.expense },
      'No fixed expenses in this period',
    ),
    section(
      'net',
      'Net Profit (Loss)',
      [{ name: 'Net Profit (Loss)', value: data.totals.net }],
      null,
      '',
    ),
  ],
});
