import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReportTable, type ReportTableProps } from './ReportTable';
import { type SaleRow, saleColumns, sales, totalsOf } from './ReportTable.examples';

const meta = {
  title: 'Components/ReportTable',
  component: ReportTable<SaleRow>,
  args: {
    caption: 'Sales Report, 2026-01-01 to 2026-11-23',
    columns: saleColumns,
    rows: sales.slice(0, 6),
    totals: totalsOf(sales.slice(0, 6)),
  },
  parameters: {
    docs: {
      description: {
        component:
          "The read-only table of the date-range reports. `columns` name a row field (`key`), a heading (`label`) and a `kind`: `text`, `number` (grouped, en-US), `money` (**integer cents**, shown as US dollars, negative amounts in red) or `date` (`YYYY-MM-DD`, as given); numbers and money align to the end. `caption` is the visible title and the table's name; `totals` (by column key) becomes a bold 'Total' row in the table's footer; with no `rows` the body says `emptyState`. Give `maxHeight` to a long report: its rows scroll under the sticky headings (the totals stay in view too) and the scroll box becomes a named, focusable region. It prints on its own, full width with no frame, every row, the headings repeated on each page and the total once at the end.",
      },
    },
  },
} satisfies Meta<ReportTableProps<SaleRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A period's sales with their total; a table to read, so the keyboard passes over it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Sales Report, 2026-01-01 to 2026-11-23' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Invoice', 'Customer', 'Trays', 'Amount']);
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    const total = within(table).getByRole('row', { name: /^Total/ });
    await expect(total.parentElement?.tagName).toBe('TFOOT');
    await expect(total).toHaveTextContent('Total615$5,227.50');
    await expect(within(table).getByRole('cell', { name: '$1,028.50' })).toBeVisible();
    // Each row is named by its first cell, its date.
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('2026-01-01');
    // Nothing in it takes focus while it does not scroll.
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};
