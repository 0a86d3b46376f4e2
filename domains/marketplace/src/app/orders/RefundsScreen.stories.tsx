import { clearToasts, focusIsInGrid } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrdersScreensApp } from '../testing/OrdersScreensApp';
import { forgetAnnouncements } from '../testing/ordersAnnouncements';
import { ordersAdmin } from '../testing/ordersFixtures';
import { ordersHandlers } from '../testing/ordersHandlers';

const meta = {
  title: 'Screens/Marketplace/Settings/Refunds',
  component: OrdersScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: ordersHandlers() } },
  args: { path: '/settings/refunds', user: ordersAdmin },
} satisfies Meta<typeof OrdersScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The requests waiting for a decision. By keyboard: Tab into the table, Enter opens the
 * request, Tab reaches Approve, Enter asks and approves.
 */
export const ApproveByKeyboard: Story = {
  parameters: { msw: { handlers: ordersHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('grid', { name: 'Refund requests' });
    await within(table).findByText('RF-000003');
    await expect(within(table).queryByText('RF-000002')).toBeNull();
    // From the status filter, Tab reaches the table.
    await userEvent.click(page.getByRole('searchbox'));
    for (let i = 0; i < 8 && !focusIsInGrid(table); i++) {
      await userEvent.tab();
    }
    await expect(focusIsInGrid(table)).toBe(true);
    await userEvent.keyboard('{Enter}');
    const panel = await page.findByRole('region', { name: /Refund RF-000003/ });
    const approve = within(panel).getByRole('button', { name: 'Approve' });
    approve.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', {
      name: /Approve refund RF-000003/,
    });
    const buttons = within(dialog).getAllByRole('button', { name: 'Approve' });
    (buttons[buttons.length - 1] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(panel).findByText('Approved')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // The toast says so; cleared once it shows, so the picture never depends on when it came.
    await expect(
      await within(document.body).findByText('Refund now approved.'),
    ).toBeInTheDocument();
    await clearToasts();
    forgetAnnouncements();
  },
};

/** Deny asks for the reason the customer is told. */
export const DenyWithReason: Story = {
  parameters: { visual: false, msw: { handlers: ordersHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('grid', { name: 'Refund requests' });
    await userEvent.click(await within(table).findByText('RF-000003'));
    const panel = await page.findByRole('region', { name: /Refund RF-000003/ });
    await userEvent.click(within(panel).getByRole('button', { name: 'Deny' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: /Deny refund RF-000003/,
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Used item');
    const buttons = within(dialog).getAllByRole('button', { name: 'Deny' });
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await expect(await within(panel).findByText('Denied')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await clearToasts();
    forgetAnnouncements();
  },
};

/** Every request, decided ones included. */
export const All: Story = {
  parameters: { visual: false },
  args: { path: '/settings/refunds?all=1' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('grid', { name: 'Refund requests' });
    await expect(await within(table).findByText('RF-000001')).toBeVisible();
    await expect(within(table).getByText('RF-000002')).toBeVisible();
  },
};

/** Nothing waiting. */
export const Empty: Story = {
  parameters: { visual: false, msw: { handlers: ordersHandlers({ refunds: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No refund requests')).toBeVisible();
  },
};
