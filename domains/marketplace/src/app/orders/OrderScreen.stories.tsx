import { clearToasts } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrdersScreensApp } from '../testing/OrdersScreensApp';
import { forgetAnnouncements } from '../testing/ordersAnnouncements';
import { ordersAdmin, ordersViewer } from '../testing/ordersFixtures';
import { ordersHandlers } from '../testing/ordersHandlers';

const meta = {
  title: 'Screens/Marketplace/Orders/Order',
  component: OrdersScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: ordersHandlers() } },
  args: { path: '/evd-orders/101', user: ordersAdmin },
} satisfies Meta<typeof OrdersScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An order split between two stores: each part with its lines, figures and actions (the
 * accepted one ships, the placed one is accepted or cancelled), and the timeline.
 */
export const TwoStores: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Order MKT-000101' })).toBeVisible();
    const north = await page.findByRole('region', { name: /North Pottery · MKT-000101-A/ });
    await expect(
      within(north).getByRole('rowheader', { name: 'Stoneware mug (Blue)' }),
    ).toBeVisible();
    await expect(within(north).getByRole('button', { name: 'Ship' })).toBeVisible();
    const south = page.getByRole('region', { name: /South Weavers · MKT-000101-B/ });
    await expect(within(south).getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(within(south).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(await page.findByText('Split between 2 stores')).toBeVisible();
  },
};

/**
 * Cancelling a part by keyboard: the dialog asks for the reason (refused empty), then the part
 * is cancelled.
 */
export const CancelPartByKeyboard: Story = {
  parameters: { visual: false, msw: { handlers: ordersHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const south = await page.findByRole('region', { name: /South Weavers · MKT-000101-B/ });
    const cancel = within(south).getByRole('button', { name: 'Cancel' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Cancel MKT-000101-B' });
    const buttons = within(dialog).getAllByRole('button', { name: 'Cancel' });
    const submit = buttons[buttons.length - 1] as HTMLElement;
    submit.focus();
    await userEvent.keyboard('{Enter}');
    // The dialog may still be fading in: wait until the message can be seen.
    const required = await within(dialog).findByText('The reason field is required.');
    await waitFor(() => expect(required).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Out of stock');
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(south).findByText('Cancelled')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await clearToasts();
    forgetAnnouncements();
  },
};

/** A user with no marketplace permission sees the order and its parts, with no action. */
export const ReadOnly: Story = {
  parameters: { visual: false },
  args: { user: ordersViewer },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('region', { name: /South Weavers · MKT-000101-B/ });
    await expect(page.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};
