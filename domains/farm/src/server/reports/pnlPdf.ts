/**
 * The printed profit and loss statement: the same sections, lines and totals as the screen
 * (`PnlStatement` in the component library), on US Letter pages, amounts right-aligned in US
 * dollars and a negative gross or net profit in red.
 */
import {
  formatMoney,
  type PnlLineWire,
  type PnlReportWire,
  type ReportPeriod,
} from '@backoffice/contract';
import { monoWidth, PAGE, type PdfItem, writePdf } from '@backoffice/server-kit';
import { PNL_TITLE } from '../../reports/pnlReport';

const MARGIN = 56;
const RIGHT = PAGE.width - MARGIN;
const LINE = 16;
const RED = [0.73, 0.11, 0.11] as const;

interface Row {
  label: string;
  cents?: number;
  indent?: number;
  style?: 'section' | 'sub' | 'total' | 'strong' | 'empty';
  highlightLoss?: boolean;
}

function sectionRows(lines: PnlLineWire[], emptyText: string, indent: number): Row[] {
  if (lines.length === 0) return [{ label: emptyText, indent, style: 'empty' }];
  return lines.map((line) => ({ label: line.name, cents: line.value, indent }));
}

/** The statement as rows, in the screen's order and wording. */
export function statementRows(report: PnlReportWire): Row[] {
  const { totals } = report;
  return [
    { label: 'Revenue', style: 'section' },
    ...sectionRows(report.revenue, 'No revenue in this period', 1),
    { label: 'Total Revenue', cents: totals.revenue, style: 'total' },
    { label: 'Cost Of Goods Sold', style: 'section' },
    ...sectionRows(report.cogs, 'No cost of goods sold in this period', 1),
    { label: 'Total Cost Of Goods Sold', cents: totals.cogs, style: 'total' },
    { label: 'Gross Profit', cents: totals.gross, style: 'strong', highlightLoss: true },
    { label: 'Expenses', style: 'section' },
    { label: 'Variable', style: 'sub', indent: 1 },
    ...sectionRows(report.variable, 'No variable expenses in this period', 2),
    { label: 'Fixed', style: 'sub', indent: 1 },
    ...sectionRows(report.fixed, 'No fixed expenses in this period', 2),
    { label: 'Total Expenses', cents: totals.expense, style: 'total' },
    { label: 'Net Profit (Loss)', cents: totals.net, style: 'strong', highlightLoss: true },
  ];
}

function drawRow(row: Row, y: number): PdfItem[] {
  const items: PdfItem[] = [];
  const bold = row.style === 'section' || row.style === 'total' || row.style === 'strong';
  const size = row.style === 'section' || row.style === 'strong' ? 12 : 10;
  const color =
    row.style === 'empty'
      ? ([0.35, 0.35, 0.35] as const)
      : row.highlightLoss && (row.cents ?? 0) < 0
        ? RED
        : undefined;
  if (row.style === 'total' || row.style === 'strong') {
    items.push({ kind: 'rule', x1: MARGIN, x2: RIGHT, y: y + LINE - 4 });
  }
  items.push({
    kind: 'text',
    x: MARGIN + (row.indent ?? 0) * 16,
    y,
    text: row.label,
    font: bold ? 'bold' : 'regular',
    size,
    ...(color ? { color } : {}),
  });
  if (row.cents !== undefined) {
    const amount = formatMoney(row.cents);
    items.push({
      kind: 'text',
      x: RIGHT - monoWidth(amount, size),
      y,
      text: amount,
      font: 'mono',
      size,
      ...(color ? { color } : {}),
    });
  }
  return items;
}

/** The statement's PDF for a period. */
export function pnlPdf(report: PnlReportWire, period: ReportPeriod, brandName: string): Buffer {
  const heading = (first: boolean): { items: PdfItem[]; y: number } => {
    let y = PAGE.height - MARGIN - 10;
    const items: PdfItem[] = [
      { kind: 'text', x: MARGIN, y, text: PNL_TITLE, font: 'bold', size: first ? 20 : 14 },
    ];
    y -= first ? 24 : 20;
    items.push({
      kind: 'text',
      x: MARGIN,
      y,
      text: `${brandName} - ${period.fromDate} to ${period.thruDate}${first ? '' : ' (continued)'}`,
      size: 11,
    });
    return { items, y: y - 2 * LINE };
  };

  const pages: PdfItem[][] = [];
  let page = heading(true);
  for (const row of statementRows(report)) {
    const gap = row.style === 'section' || row.style === 'strong' ? LINE / 2 : 0;
    if (page.y - gap < MARGIN) {
      pages.push(page.items);
      page = heading(false);
    }
    page.y -= gap;
    page.items.push(...drawRow(row, page.y));
    page.y -= LINE + (row.style === 'strong' ? LINE / 2 : 0);
  }
  pages.push(page.items);
  return writePdf(pages, `${PNL_TITLE} ${period.fromDate} to ${period.thruDate}`);
}
