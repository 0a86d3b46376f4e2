import { clearToasts, onFixedDay } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import { stockViewer, storekeeper } from '../testing/stockFixtures';
import { stockHandlers } from '../testing/stockHandlers';

const meta = {
  title: 'Screens/Farm/Stock/Item',
  component: FarmScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: stockHandlers() } },
  args: { path: '/jf-inventories/1', user: storekeeper },
  // Stock is received today: the stories fix today so their pixels stay the same.
  beforeEach: onFixedDay('2025-03-10'),
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The large eggs: 2,430 on hand over a reorder level of 1,800, and their movements newest
 * first with the balance after each: the count's -12, a restocked refund, sales, a void, the
 * collections and the opening stock, each linking to its source.
 */
export const Item: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Eggs, large' })).toBeInTheDocument();
    const table = await page.findByRole('table', { name: 'Movements' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(10);
    await expect(rows[1]).toHaveTextContent('Count adjustment (count #11)−122,430');
    await expect(
      within(table).getByRole('link', { name: 'Refund (restocked), sale #17' }),
    ).toHaveAttribute('href', '/jf-sales/17');
    await expect(page.getByRole('button', { name: 'Receive stock' })).toBeInTheDocument();
  },
};

/**
 * Receiving 500 eggs from the keyboard: the dialog opens on the quantity, the total cost
 * follows ($90.00 at $0.18), and once saved the item shows 2,930 and the purchase on top.
 */
export const ReceiveStock: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const open = await page.findByRole('button', { name: 'Receive stock' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Receive Eggs, large' });
    const quantity = within(dialog).getByRole('textbox', { name: /^quantity/i });
    await waitFor(() => expect(quantity).toHaveFocus());
    await userEvent.keyboard('500');
    await userEvent.tab();
    await expect(within(dialog).getByText('$90.00')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /reference/i }), 'DN-204');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    forgetAnnouncements();
    // The movements are read again (a new table): the purchase on top.
    await waitFor(() =>
      expect(
        within(page.getByRole('table', { name: 'Movements' })).getAllByRole('row')[1],
      ).toHaveTextContent('+5002,930DN-204'),
    );
    await expect(page.getByText('2,930 eggs')).toBeInTheDocument();
    await clearToasts();
  },
};

/** A farm hand sees the item and its movements, and may neither edit nor receive. */
export const ReadOnly: Story = {
  parameters: { visual: false, msw: { handlers: stockHandlers({ user: stockViewer }) } },
  args: { user: stockViewer },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('table', { name: 'Movements' });
    await expect(page.queryByRole('button', { name: 'Receive stock' })).not.toBeInTheDocument();
    await expect(page.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  },
};
