import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCents } from './formatCents';
import { type PnlReport, PnlStatement } from './PnlStatement';

describe('formatCents', () => {
  it('shows integer cents as en-US dollars', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-500000)).toBe('-$5,000.00');
    expect(formatCents(0)).toBe('$0.00');
  });
});

const loss: PnlReport = {
  revenue: [{ name: 'Egg sales', value: 100000 }],
  cogs: [{ name: 'Feed', value: 150000 }],
  variable: [],
  fixed: [{ name: 'Rent', value: 20000 }],
  totals: { revenue: 100000, cogs: 150000, gross: -50000, expense: 20000, net: -70000 },
};

describe('PnlStatement', () => {
  it('shows the sections in order and marks a negative gross and net', () => {
    render(<PnlStatement report={loss} from="2024-01-01" thru="2024-03-31" />);
    const statement = screen.getByRole('region', { name: 'Profit & Loss Statement' });
    const headers = within(statement)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Revenue',
      'Egg sales',
      'Total Revenue',
      'Cost Of Goods Sold',
      'Feed',
      'Total Cost Of Goods Sold',
      'Gross Profit',
      'Expenses',
      'Variable',
      'Fixed',
      'Rent',
      'Total Expenses',
      'Net Profit (Loss)',
    ]);
    expect(screen.getByText('-$500.00')).toHaveAttribute('data-negative');
    expect(screen.getByText('-$700.00')).toHaveAttribute('data-negative');
    for (const cell of screen.getAllByText('$1,000.00'))
      expect(cell).not.toHaveAttribute('data-negative');
    expect(screen.getByText('No variable expenses in this period')).toBeInTheDocument();
  });
});
