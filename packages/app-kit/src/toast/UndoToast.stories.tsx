import { UNDO_TOKEN_HEADER } from '@backoffice/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BulkFrame } from '../bulk/testing/BulkFrame';
import { undoHandlers } from '../bulk/testing/bulkHandlers';
import { salesClerk, sampleSales } from '../bulk/testing/sampleSales';
import { DeleteRecordButton } from '../resources/components/DeleteRecordButton';
import { clearToasts } from '../testing/clearToasts';

/** A delete that answers an undo token, and the undo that restores the sale. */
const handlers = () => [
  http.delete(
    '*/api/sales/:id',
    ({ params }) =>
      new HttpResponse(null, {
        status: 204,
        headers: { [UNDO_TOKEN_HEADER]: `undo-${String(params.id)}` },
      }),
  ),
  ...undoHandlers({
    'undo-7': { resource: 'sales', id: 7, change: 'deleted', record: { id: 7 } },
  }),
];

const meta = {
  title: 'Screens/Resources/Undo toast',
  component: DeleteRecordButton,
  render: (args) => (
    <BulkFrame user={salesClerk}>
      <DeleteRecordButton {...args} />
    </BulkFrame>
  ),
  args: { resource: sampleSales, id: 7, title: 'Sale #7', onDeleted: fn() },
  beforeEach: async () => {
    await clearToasts();
    return clearToasts;
  },
  parameters: { layout: 'fullscreen', msw: { handlers: handlers() }, visual: false },
} satisfies Meta<typeof DeleteRecordButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Delete, then Undo from the toast, by keyboard alone: the sale is restored on the server. The
 * toast's look has its baseline in the library's Toasts stories.
 */
export const DeleteAndUndo: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(document.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('alertdialog', { name: 'Delete Sale #7?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    for (let step = 0; step < 4 && document.activeElement !== confirm; step += 1) {
      await userEvent.tab();
    }
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const deleted = await page.findByText('Sale deleted.');
    await waitFor(() => expect(deleted).toBeVisible());
    await expect(args.onDeleted).toHaveBeenCalledTimes(1);
    const region = page.getByRole('region', { name: 'Notifications' });
    const undo = within(region).getByRole('button', { name: 'Undo' });
    for (let step = 0; step < 6 && document.activeElement !== undo; step += 1) {
      await userEvent.tab();
    }
    await expect(undo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const restored = await page.findByText('Restored.');
    await waitFor(() => expect(restored).toBeVisible());
    await waitFor(() => expect(page.queryByText('Sale deleted.')).toBeNull());
  },
};
