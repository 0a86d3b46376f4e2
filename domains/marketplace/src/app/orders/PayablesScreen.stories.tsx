import { clearToasts } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrdersScreensApp } from '../testing/OrdersScreensApp';
import { forgetAnnouncements } from '../testing/ordersAnnouncements';
import { ordersAdmin } from '../testing/ordersFixtures';
import { ordersHandlers } from '../testing/ordersHandlers';

const meta = {
  title: 'Screens/Marketplace/Payables/Payables',
  component: OrdersScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: ordersHandlers() } },
  args: { path: '/evd-payables', user: ordersAdmin },
} satisfies Meta<typeof OrdersScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the stores are owed, due and paid, each linking to its page. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('grid', { name: 'Payables' });
    await expect(await within(table).findByRole('link', { name: 'PAY-000012' })).toHaveAttribute(
      'href',
      '/evd-payables/12',
    );
    await expect(within(table).getByText('$67.25')).toBeVisible();
  },
};

/** A payable run by keyboard: the button opens the dialog (last month), Enter makes the payables. */
export const RunByKeyboard: Story = {
  parameters: { visual: false, msw: { handlers: ordersHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const button = await page.findByRole('button', { name: 'New payable run' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'New payable run' });
    const submit = within(dialog).getByRole('button', { name: 'Make payables' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    // The toast's text (it fades in: present is what counts here).
    await expect(
      await within(document.body).findByText(
        '3 payables made, $214.50 in all; 1 store already had one.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await clearToasts();
    forgetAnnouncements();
    // The dialog's closing is announced a moment later: forget that too.
    await new Promise((resolve) => setTimeout(resolve, 600));
    forgetAnnouncements();
  },
};

/** None yet. */
export const Empty: Story = {
  parameters: { visual: false, msw: { handlers: ordersHandlers({ payables: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No payables yet')).toBeVisible();
  },
};
