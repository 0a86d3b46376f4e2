import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type ReportColumn, ReportTable, type ReportTableProps } from './ReportTable';
import { type SaleRow, saleColumns, sales, totalsOf } from './ReportTable.examples';

const meta = {
  title: 'Components/ReportTable/Features',
  component: ReportTable<SaleRow>,
  args: {
    caption: 'Sales Report, 2026-01-01 to 2026-11-23',
    columns: saleColumns,
    rows: sales.slice(0, 6),
    totals: totalsOf(sales.slice(0, 6)),
  },
} satisfies Meta<ReportTableProps<SaleRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Empty period',
  args: { caption: 'Sales Report, 2026-12-01 to 2026-12-31', rows: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', {
      name: 'Sales Report, 2026-12-01 to 2026-12-31',
    });
    await expect(within(table).getByText('No data for this period.')).toBeVisible();
    // Without rows there is nothing to total.
    await expect(within(table).queryByRole('row', { name: /^Total/ })).toBeNull();
  },
};

interface AdjustmentRow {
  id: number;
  account: string;
  date: string;
  amountCents: number;
}

const adjustmentColumns: ReportColumn<AdjustmentRow>[] = [
  { key: 'account', label: 'Account' },
  { key: 'date', label: 'Date', kind: 'date' },
  { key: 'amountCents', label: 'Amount', kind: 'money' },
];

const adjustments: AdjustmentRow[] = [
  { id: 1, account: 'Egg sales', date: '2026-03-02', amountCents: 1_250_000 },
  { id: 2, account: 'Refund: broken trays', date: '2026-03-09', amountCents: -48_500 },
  { id: 3, account: 'Feed price correction', date: '2026-03-15', amountCents: -1_320_000 },
  { id: 4, account: 'Spent hen sales', date: '2026-03-28', amountCents: 36_000 },
];

/** Refunds and corrections below zero, and a negative total, in the theme's critical red. */
export const NegativeFigures: StoryObj<ReportTableProps<AdjustmentRow>> = {
  name: 'Negative figures',
  render: (args) => <ReportTable {...args} />,
  args: {
    caption: 'Adjustments Report, 2026-03-01 to 2026-03-31',
    columns: adjustmentColumns,
    rows: adjustments,
    totals: { amountCents: -82_500 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refund = canvas.getByRole('cell', { name: '-$485.00' });
    const sale = canvas.getByRole('cell', { name: '$12,500.00' });
    const total = canvas.getByRole('cell', { name: '-$825.00' });
    await expect(refund).toHaveAttribute('data-negative');
    await expect(total).toHaveAttribute('data-negative');
    await expect(sale).not.toHaveAttribute('data-negative');
    await expect(getComputedStyle(refund).color).not.toBe(getComputedStyle(sale).color);
    // The total row is bold.
    await expect(Number(getComputedStyle(total).fontWeight)).toBeGreaterThanOrEqual(700);
  },
};

/** Sixty sales in a box of fixed height: the headings and the total stay in view. */
export const LongScrolling: Story = {
  name: 'Long report: sticky headings, scrolls by keyboard',
  args: { rows: sales, totals: totalsOf(sales), maxHeight: '24rem' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The scroll box is a region named by the caption, and a tab stop, so keys can scroll it.
    const region = await canvas.findByRole('region', {
      name: 'Sales Report, 2026-01-01 to 2026-11-23',
    });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollTop = 600;
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    const heading = canvas.getByRole('columnheader', { name: 'Customer' });
    const offset = heading.getBoundingClientRect().top - region.getBoundingClientRect().top;
    await expect(Math.abs(offset)).toBeLessThan(2);
    // Sticky cells move, not their row: measure a cell.
    const total = canvas.getByRole('rowheader', { name: 'Total' });
    const gap = region.getBoundingClientRect().bottom - total.getBoundingClientRect().bottom;
    await expect(Math.abs(gap)).toBeLessThan(2);
  },
};

export const LongText: Story = {
  args: {
    caption:
      'Sales Report by customer and invoice for every brand of the farm, 2026-01-01 to 2026-11-23',
    rows: [
      {
        id: 1,
        date: '2026-04-02',
        invoice: 'JF-2026-00001',
        customer:
          'The Northern Districts Community Association for Disaster Preparedness and Relief',
        trays: 123_456,
        amountCents: 104_937_600,
      },
      ...sales.slice(1, 3),
    ],
    totals: undefined,
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Dark: StoryObj<ReportTableProps<AdjustmentRow>> = {
  ...NegativeFigures,
  name: 'Dark',
  globals: { theme: 'dark' },
  play: undefined,
};
