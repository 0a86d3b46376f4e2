import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BulkBar } from './BulkBar';
import { BulkFrame } from './testing/BulkFrame';
import { bulkHandlers } from './testing/bulkHandlers';
import { saleRows, salesClerk, sampleSales } from './testing/sampleSales';

/** Presses Tab until `name` has the focus (at most `steps` times), as a keyboard user would. */
async function tabTo(element: HTMLElement, steps = 8) {
  for (let step = 0; step < steps && document.activeElement !== element; step += 1) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}

const meta = {
  title: 'Screens/Resources/Bulk actions/Bar',
  component: BulkBar,
  render: (args) => (
    <BulkFrame user={salesClerk}>
      <BulkBar {...args} />
    </BulkFrame>
  ),
  args: {
    resource: sampleSales,
    selected: [1, 2, 3],
    allOnPage: false,
    pageCount: 15,
    total: 1234,
    query: 'filter%5Bstatus%5D=completed',
    onClear: fn(),
  },
  parameters: { msw: { handlers: bulkHandlers(sampleSales, saleRows(30, 2)) } },
} satisfies Meta<typeof BulkBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three rows ticked: the count, the CSV of those three, Delete and Void (never Refund). */
export const SomeTicked: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Selected sales' });
    await expect(within(bar).getByText('3 selected')).toBeVisible();
    await expect(within(bar).queryByRole('button', { name: /select all/i })).toBeNull();
    await expect(within(bar).queryByRole('button', { name: 'Refund' })).toBeNull();
    const csv = within(bar).getByRole('link', { name: 'Export CSV' });
    await expect(csv).toHaveAttribute('href', '/api/sales?format=csv&ids=1,2,3');
    // Keyboard: Tab walks the bar in reading order.
    await userEvent.tab();
    await expect(within(bar).getByRole('button', { name: 'Clear selection' })).toHaveFocus();
    await userEvent.tab();
    await expect(csv).toHaveFocus();
    await userEvent.tab();
    await expect(within(bar).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(bar).getByRole('button', { name: 'Void' })).toHaveFocus();
  },
};

/** The whole page ticked: "Select all 1,234 sales matching" widens it to the list's query. */
export const WholePageTicked: Story = {
  args: { selected: saleRows(15).map((row) => row.id), allOnPage: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Selected sales' });
    await expect(within(bar).getByText('15 selected')).toBeVisible();
    const widen = within(bar).getByRole('button', { name: 'Select all 1,234 sales matching' });
    await userEvent.tab();
    await expect(widen).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(bar).getByText('All 1,234 sales matching are selected')).toBeVisible();
    await expect(widen).toHaveFocus();
    await expect(widen).toHaveAccessibleName('Select only the 15 on this page');
    await expect(within(bar).getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/sales?filter%5Bstatus%5D=completed&format=csv',
    );
  },
};

/** Void asks first, with the action's Reason: sent empty, the rule's message shows beside it. */
export const ConfirmWithInput: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Selected sales' });
    await tabTo(within(bar).getByRole('button', { name: 'Void' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Void 3 sales?' });
    const submit = within(dialog).getByRole('button', { name: 'Void 3 sales' });
    await tabTo(submit);
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText('The reason field is required.')).toBeVisible();
    const reason = within(dialog).getByRole('textbox', { name: /reason/i });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
  },
};
