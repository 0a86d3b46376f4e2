import { clearToasts, sessionHandlers } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import {
  cashier,
  cashSale,
  partlyRefundedSale,
  saleOf,
  salesManager,
} from '../testing/salesFixtures';
import { failingSales, pendingSales, salesHandlers } from '../testing/salesHandlers';

const manager = () => [...salesHandlers(), ...sessionHandlers(salesManager)];

const meta = {
  title: 'Screens/Farm/Sales/Receipt',
  component: FarmScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: manager() } },
  args: { path: `/jf-sales/${cashSale.id}`, user: salesManager },
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts' region, once a toast saying `text` has faded in there. */
async function toastSaying(text: string): Promise<HTMLElement> {
  const notifications = await within(document.body).findByRole('region', {
    name: 'Notifications',
  });
  const toast = await within(notifications).findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
  return notifications;
}

/**
 * A cash sale: 3 trays at $9.00 and 2 hens at $6.00 make $39.00; $50.00 tendered, $11.00
 * change. A manager may print it, refund it or void it.
 */
export const CashSale: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Sale #18' })).toBeInTheDocument();
    await expect(page.getByText('Completed')).toBeInTheDocument();
    await expect(page.getByText('$11.00')).toBeInTheDocument();
    for (const name of ['Print', 'Refund', 'Void']) {
      await expect(page.getByRole('button', { name })).toBeInTheDocument();
    }
  },
};

/** A cashier sees the receipt and prints it; voids and refunds are a manager's. */
export const AsCashier: Story = {
  args: { user: cashier },
  parameters: { msw: { handlers: [...salesHandlers(), ...sessionHandlers(cashier)] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Print' })).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  },
};

/** One tray of two refunded ($9.00 of $48.00): the refund listed, the rest still refundable, no void. */
export const PartlyRefunded: Story = {
  args: { path: `/jf-sales/${partlyRefundedSale.id}` },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Partly refunded')).toBeInTheDocument();
    await expect(page.getByRole('table', { name: 'Refunds' })).toHaveTextContent(
      'One tray cracked in the van',
    );
    await expect(page.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  },
};

/** A voided sale says why, and offers nothing but printing. */
export const Voided: Story = {
  args: { path: '/jf-sales/16' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Rung up twice by mistake')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  },
};

/**
 * The refund dialog at its own address, by keyboard: 2 of the 3 trays back (2 x $9.00 =
 * $18.00, computed as typed), restocked, with a reason; the receipt then shows the refund.
 */
export const Refund: Story = {
  args: { path: `/jf-sales/${cashSale.id}/refund` },
  // Its own rows: the sale it changes is not the one the other stories show.
  parameters: { msw: { handlers: manager() } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Refund Sale #18' });
    const trays = within(dialog).getByRole('textbox', { name: /Eggs, large/ });
    await userEvent.click(trays);
    await userEvent.keyboard('{Control>}a{/Control}2');
    await userEvent.tab();
    await expect(within(dialog).getByText('$18.00', { selector: 'output' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /back in stock/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /reason/i }), 'Cracked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $18.00' }));
    const page = within(canvasElement);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    forgetAnnouncements();
    await expect(await page.findByText('Partly refunded')).toBeInTheDocument();
    await expect(page.getByRole('table', { name: 'Refunds' })).toHaveTextContent(
      '2 × Eggs, large (tray of 30) (restocked)',
    );
  },
};

/**
 * The server knows of a refund this screen did not see: the trays have 1 left, not 3. Its
 * message stands beside the trays' line, and the quantities typed stay.
 */
export const RefundLineRefused: Story = {
  args: { path: `/jf-sales/${cashSale.id}/refund` },
  parameters: {
    msw: {
      handlers: [
        ...salesHandlers({ returnedElsewhere: { [cashSale.lines[0]?.id ?? 0]: 2 } }),
        ...sessionHandlers(salesManager),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Refund Sale #18' });
    const trays = within(dialog).getByRole('textbox', { name: /Eggs, large/ });
    await userEvent.click(trays);
    await userEvent.keyboard('{Control>}a{/Control}3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /reason/i }), 'Spoilt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $27.00' }));
    await expect(
      await within(dialog).findByText('The quantity may not be greater than 1.'),
    ).toBeInTheDocument();
    await expect(trays).toHaveValue('3');
  },
};

/** The void dialog at its own address: a reason, then the receipt shows the sale voided. */
export const Void: Story = {
  args: { path: `/jf-sales/${cashSale.id}/void` },
  // Its own rows: the sale it changes is not the one the other stories show.
  parameters: { msw: { handlers: manager() } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Void Sale #18' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /reason/i }), 'Wrong till');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Keep the sale' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Void sale' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    forgetAnnouncements();
    const page = within(canvasElement);
    await expect(await page.findByText('Voided')).toBeInTheDocument();
    await expect(page.getByText('Wrong till')).toBeInTheDocument();
    // A void can be undone: its toast offers Undo.
    const notifications = await toastSaying('Sale #18 voided.');
    await expect(within(notifications).getByRole('button', { name: 'Undo' })).toBeVisible();
    // The picture does not depend on how long the checks took, 4 s of toast or not.
    await clearToasts();
  },
};

/**
 * Void from the receipt's button, then Undo from its toast: the server puts the sale back as
 * completed, without the reason, and the receipt offers Void again. The toast's look has its
 * baseline in the library's Toasts stories.
 */
export const VoidThenUndo: Story = {
  // Its own rows: the sale it changes is not the one the other stories show.
  parameters: { msw: { handlers: manager() }, visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Void' }));
    const dialog = await body.findByRole('dialog', { name: 'Void Sale #18' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /reason/i }), 'Wrong till');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void sale' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await page.findByText('Voided')).toBeInTheDocument();
    await expect(page.getByText('Wrong till')).toBeInTheDocument();
    const notifications = await toastSaying('Sale #18 voided.');
    await userEvent.click(within(notifications).getByRole('button', { name: 'Undo' }));
    await toastSaying('Undone.');
    await expect(await page.findByText('Completed')).toBeInTheDocument();
    await expect(page.queryByText('Wrong till')).not.toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Void' })).toBeInTheDocument();
    forgetAnnouncements();
    await clearToasts();
  },
};

/**
 * Someone refunded the sale while this manager had it open: the void answers 409 with the
 * sentence, the receipt refetches, and the dialog offers only to keep the sale.
 */
export const VoidConflict: Story = {
  args: { path: `/jf-sales/${cashSale.id}/void` },
  parameters: {
    msw: {
      handlers: [
        ...salesHandlers({
          changedMeanwhile: [
            saleOf({
              id: cashSale.id,
              day: '2025-03-13',
              method: 'cash',
              customer: 2,
              tendered: 5000,
              lines: cashSale.lines,
              status: 'partially_refunded',
              refunds: [
                {
                  id: 1,
                  refunded_on: '2025-03-14',
                  amount: 600,
                  reason: 'Hen returned',
                  restock: false,
                  lines: [{ sale_line_id: cashSale.lines[1]?.id ?? 0, quantity: 1 }],
                },
              ],
            }),
          ],
        }),
        ...sessionHandlers(salesManager),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Void Sale #18' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /reason/i }), 'Wrong till');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void sale' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This sale was changed by someone else while you were editing it.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Void sale' })).toBeDisabled(),
    );
  },
};

/** The sale is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...pendingSales(), ...sessionHandlers(salesManager)] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('status')).toBeInTheDocument();
  },
};

/** The sale could not be loaded. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...failingSales(), ...sessionHandlers(salesManager)] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'There has been an error processing your request. Please try again',
    );
  },
};
