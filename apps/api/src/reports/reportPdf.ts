/**
 * A report's tables as a printed document: the title, the brand and the period, then each table
 * with its header, rows and totals row, amounts right-aligned in US dollars (negative ones in
 * red), on as many US Letter pages as it takes, each continued page repeating the header.
 * It prints the same figures as the screen, from the same `tables`.
 */
import {
  formatMoney,
  type ReportCell,
  type ReportColumn,
  type ReportPeriod,
  type ReportTable,
} from '@backoffice/contract';
import { monoWidth, PAGE, type PdfItem, writePdf } from '@backoffice/server-kit';

const MARGIN = 40;
const WIDTH = PAGE.width - 2 * MARGIN;
const LINE = 14;
const SIZE = 9;
const RED = [0.73, 0.11, 0.11] as const;
const GREY = [0.35, 0.35, 0.35] as const;

/** A cell as printed: money in dollars, numbers with thousands separators. */
export function cellText(column: ReportColumn, value: ReportCell): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && column.kind === 'money') return formatMoney(value);
  if (typeof value === 'number' && column.kind === 'number') return value.toLocaleString('en-US');
  return String(value);
}

const isNumeric = (column: ReportColumn) => column.kind === 'money' || column.kind === 'number';

/** Column widths: text columns share what numeric ones leave. */
function columnWidths(columns: readonly ReportColumn[]): number[] {
  const numeric = columns.filter(isNumeric).length;
  const text = columns.length - numeric;
  const numericWidth = Math.min(90, WIDTH / Math.max(columns.length, 1));
  const textWidth = text ? (WIDTH - numeric * numericWidth) / text : 0;
  return columns.map((column) => (isNumeric(column) ? numericWidth : textWidth));
}

/** Cuts text to the width of its column (Helvetica averages about half its size a character). */
function fitText(text: string, width: number, size: number): string {
  const max = Math.max(3, Math.floor(width / (size * 0.5)));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function reportPdf(
  title: string,
  tables: readonly ReportTable[],
  context: { period: ReportPeriod; brandName: string },
): Buffer {
  const { period, brandName } = context;
  const pages: PdfItem[][] = [];
  let items: PdfItem[] = [];
  let y = 0;

  const startPage = (first: boolean) => {
    if (items.length) pages.push(items);
    items = [];
    y = PAGE.height - MARGIN - 10;
    items.push({ kind: 'text', x: MARGIN, y, text: title, font: 'bold', size: first ? 18 : 13 });
    y -= first ? 22 : 18;
    const continued = first ? '' : ' (continued)';
    items.push({
      kind: 'text',
      x: MARGIN,
      y,
      text: `${brandName} - ${period.fromDate} to ${period.thruDate}${continued}`,
      size: 10,
    });
    y -= 2 * LINE;
  };

  const row = (
    columns: readonly ReportColumn[],
    widths: number[],
    cells: (column: ReportColumn) => string,
    font: 'regular' | 'bold',
    negative: (column: ReportColumn) => boolean = () => false,
  ) => {
    let x = MARGIN;
    for (const [i, column] of columns.entries()) {
      const width = widths[i] ?? 0;
      const text = cells(column);
      const color = negative(column) ? { color: RED } : {};
      if (isNumeric(column)) {
        items.push({
          kind: 'text',
          x: x + width - monoWidth(text, SIZE) - 4,
          y,
          text,
          font: font === 'bold' ? 'bold' : 'mono',
          size: SIZE,
          ...color,
        });
      } else {
        items.push({ kind: 'text', x, y, text: fitText(text, width - 6, SIZE), font, size: SIZE });
      }
      x += width;
    }
    y -= LINE;
  };

  startPage(true);
  for (const table of tables) {
    const widths = columnWidths(table.columns);
    const header = () => {
      items.push({ kind: 'text', x: MARGIN, y, text: table.title, font: 'bold', size: 12 });
      y -= LINE + 2;
      row(table.columns, widths, (column) => column.label, 'bold');
      items.push({ kind: 'rule', x1: MARGIN, x2: MARGIN + WIDTH, y: y + LINE - 4 });
    };
    if (y < MARGIN + 4 * LINE) startPage(false);
    header();
    if (table.rows.length === 0) {
      items.push({ kind: 'text', x: MARGIN, y, text: table.emptyText, size: SIZE, color: GREY });
      y -= LINE;
    }
    for (const values of table.rows) {
      if (y < MARGIN + LINE) {
        startPage(false);
        header();
      }
      row(
        table.columns,
        widths,
        (column) => cellText(column, values[column.key] ?? null),
        'regular',
        (column) => column.kind === 'money' && Number(values[column.key] ?? 0) < 0,
      );
    }
    if (table.totals) {
      const totals = table.totals;
      if (y < MARGIN + LINE) startPage(false);
      items.push({ kind: 'rule', x1: MARGIN, x2: MARGIN + WIDTH, y: y + LINE - 4 });
      row(
        table.columns,
        widths,
        (column) => cellText(column, totals[column.key] ?? null),
        'bold',
        (column) => column.kind === 'money' && Number(totals[column.key] ?? 0) < 0,
      );
    }
    y -= LINE;
  }
  pages.push(items);
  return writePdf(pages, `${title} ${period.fromDate} to ${period.thruDate}`);
}
