import { clearToasts } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dispatcher } from '../testing/courierFixtures';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import { ordersHandlers } from '../testing/ordersHandlers';

const meta = {
  title: 'Screens/Delivery/Orders/Order',
  component: DeliveryScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: ordersHandlers() } },
  args: { path: '/jfd-orders/108', user: dispatcher },
} satisfies Meta<typeof DeliveryScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A placed order: Confirm and Cancel are offered; confirming it by keyboard moves it on. */
export const Placed: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const confirm = await page.findByRole('button', { name: 'Confirm' });
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Dispatch' })).not.toBeInTheDocument();
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: /Confirm order ORD-000108/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(page.getByText('Confirmed')).toBeInTheDocument());
    await body.findByText('Order now confirmed.');
    await clearToasts();
    forgetAnnouncements();
  },
};

/** A delivered order with its timeline: each change, when and by whom. */
export const Delivered: Story = {
  args: { path: '/jfd-orders/102' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const timeline = await page.findByRole('region', { name: 'Timeline' });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(7));
    await expect(page.getByText('Received by').nextSibling).toHaveTextContent('Priya Shah');
  },
};
