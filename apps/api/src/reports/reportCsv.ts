/**
 * A report's tables as one CSV file: each table's title on a line of its own, its header, rows
 * and totals, a blank line between tables. Money is a plain decimal (`1234.56`) so columns sum
 * in a spreadsheet; text is quoted and guarded against formulas as the lists' exports are.
 */
import type { ReportCell, ReportColumn, ReportTable } from '@backoffice/contract';
import { textCell } from '../resources/csv';

function cell(column: ReportColumn, value: ReportCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && column.kind === 'money') return (value / 100).toFixed(2);
  if (typeof value === 'number') return String(value);
  return textCell(String(value));
}

export function reportCsv(tables: readonly ReportTable[]): string {
  const lines: string[] = [];
  for (const [i, table] of tables.entries()) {
    if (i > 0) lines.push('');
    lines.push(textCell(table.title));
    lines.push(table.columns.map((column) => textCell(column.label)).join(','));
    for (const row of table.rows) {
      lines.push(table.columns.map((column) => cell(column, row[column.key] ?? null)).join(','));
    }
    if (table.totals) {
      const totals = table.totals;
      lines.push(table.columns.map((column) => cell(column, totals[column.key] ?? null)).join(','));
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
