import { clearToasts } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dispatcher } from '../testing/courierFixtures';
import { courierHandlers } from '../testing/courierHandlers';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';

const meta = {
  title: 'Screens/Delivery/Courier/Courier request',
  component: DeliveryScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: courierHandlers() } },
  args: { path: '/dlv-courier-requests/41', user: dispatcher },
} satisfies Meta<typeof DeliveryScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new request: Accept and Cancel request are offered. Accepting it by keyboard (the button,
 * then the dialog's confirm) moves it to Accepted, and Picked up is offered next.
 */
export const Requested: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const accept = await page.findByRole('button', { name: 'Accept' });
    await expect(page.getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Delivered' })).not.toBeInTheDocument();
    accept.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: /Accept courier request CR-000041/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(page.getByText('Accepted')).toBeInTheDocument());
    await expect(await page.findByRole('button', { name: 'Picked up' })).toBeInTheDocument();
    await body.findByText('Courier request now accepted.');
    await clearToasts();
    forgetAnnouncements();
  },
};

/** A delivered request with its timeline; no action is left. */
export const Delivered: Story = {
  args: { path: '/dlv-courier-requests/38' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const timeline = await page.findByRole('region', { name: 'Timeline' });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(4));
    await expect(within(timeline).getAllByText(/by Dana Park/)).toHaveLength(4);
    await expect(within(timeline).getByText(/Mar 13, 2025, 4:25/)).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  },
};

/** A cancelled request shows why. */
export const Cancelled: Story = {
  args: { path: '/dlv-courier-requests/37' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('The sender called it off')).toBeInTheDocument();
  },
};
