import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ReportColumn, ReportTable } from './ReportTable';

interface Row {
  id: number;
  date: string;
  customer: string;
  trays: number;
  amountCents: number;
}

const columns: ReportColumn<Row>[] = [
  { key: 'date', label: 'Date', kind: 'date' },
  { key: 'customer', label: 'Customer' },
  { key: 'trays', label: 'Trays', kind: 'number' },
  { key: 'amountCents', label: 'Amount', kind: 'money' },
];

const rows: Row[] = [
  { id: 1, date: '2026-01-05', customer: 'Corner Market', trays: 1200, amountCents: 1_020_000 },
  { id: 2, date: '2026-01-09', customer: 'Hilltop Diner', trays: 3, amountCents: -2_550 },
];

describe('ReportTable', () => {
  it('is a table named by its caption, formatted and aligned by kind', () => {
    render(<ReportTable caption="Sales Report" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Sales Report' });
    const [first] = within(table).getAllByRole('rowheader');
    expect(first).toHaveTextContent('2026-01-05');
    expect(first?.querySelector('time')).toHaveAttribute('datetime', '2026-01-05');
    expect(within(table).getByRole('cell', { name: '1,200' })).toHaveAttribute('data-align', 'end');
    expect(within(table).getByRole('cell', { name: '$10,200.00' })).not.toHaveAttribute(
      'data-negative',
    );
    expect(within(table).getByRole('cell', { name: '-$25.50' })).toHaveAttribute('data-negative');
    expect(within(table).getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'data-align',
      'end',
    );
  });

  it('puts the totals in the footer under a Total label, blank where no total is given', () => {
    render(
      <ReportTable
        caption="Sales Report"
        columns={columns}
        rows={rows}
        totals={{ trays: 1203, amountCents: 1_017_450 }}
      />,
    );
    const total = screen.getByRole('row', { name: /^Total/ });
    expect(total.closest('tfoot')).not.toBeNull();
    const cells = within(total).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['', '1,203', '$10,174.50']);
  });

  it('says so when there are no rows, and shows no totals', () => {
    render(
      <ReportTable caption="Sales Report" columns={columns} rows={[]} totals={{ trays: 0 }} />,
    );
    expect(screen.getByRole('cell', { name: 'No data for this period.' })).toHaveAttribute(
      'colspan',
      '4',
    );
    expect(screen.queryByRole('row', { name: /^Total/ })).toBeNull();
  });
});
