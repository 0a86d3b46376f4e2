import { clearToasts } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrdersScreensApp } from '../testing/OrdersScreensApp';
import { forgetAnnouncements } from '../testing/ordersAnnouncements';
import { ordersAdmin } from '../testing/ordersFixtures';
import { ordersHandlers } from '../testing/ordersHandlers';

const meta = {
  title: 'Screens/Marketplace/Payables/Payable',
  component: OrdersScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: ordersHandlers() } },
  args: { path: '/evd-payables/12', user: ordersAdmin },
} satisfies Meta<typeof OrdersScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A due payable figure by figure (sales, commission at the store's override, refunds, net).
 * By keyboard: Mark paid opens the dialog, its reference and day are typed, Enter pays.
 */
export const PayByKeyboard: Story = {
  parameters: { msw: { handlers: ordersHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: /PAY-000012/ })).toBeVisible();
    await expect(page.getByText('Commission at 12.50 % (override)')).toBeVisible();
    await expect(page.getByText('$67.25')).toBeVisible();
    const pay = page.getByRole('button', { name: 'Mark paid' });
    pay.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Mark paid PAY-000012',
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'BT-77');
    const day = within(dialog).getAllByRole('spinbutton');
    (day[0] as HTMLElement).focus();
    await userEvent.keyboard('11252026');
    const buttons = within(dialog).getAllByRole('button', { name: 'Mark paid' });
    (buttons[buttons.length - 1] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText('Paid')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await clearToasts();
    forgetAnnouncements();
  },
};

/** A paid payable: its reference and day, no button. */
export const Paid: Story = {
  parameters: { visual: false },
  args: { path: '/evd-payables/11' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('BT-20261105-0008')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Mark paid' })).toBeNull();
  },
};
