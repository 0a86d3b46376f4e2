import { emitRealtimeEvent } from '@backoffice/app-kit';
import { clearToasts } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dispatcher } from '../testing/courierFixtures';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import { ordersHandlers } from '../testing/ordersHandlers';

const meta = {
  title: 'Screens/Delivery/Orders/Board',
  component: DeliveryScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: ordersHandlers() } },
  args: { path: '/jfd-orders', user: dispatcher },
} satisfies Meta<typeof DeliveryScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The live board. An order arriving over the realtime channel is announced in the live
 * region; then two keystrokes assign a driver: `a` on the ready order's row opens the picker
 * with the first available driver (by name) focused, Enter assigns him.
 */
export const Board: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const board = await page.findByRole('grid', { name: 'Orders' });
    await waitFor(() => expect(within(board).getByText('ORD-000105')).toBeInTheDocument());
    emitRealtimeEvent({
      channel: 'private-jfd-orders',
      event: 'jfd-orders',
      data: { id: 109, number: 'ORD-000109', status: 'placed' },
    });
    await expect(await page.findByText('New order ORD-000109 placed.')).toBeInTheDocument();
    const row = within(board).getByText('ORD-000105').closest('[role="row"]') as HTMLElement;
    // The keyboard brings the interactive table in place of the one drawn for reading.
    row.focus();
    await userEvent.keyboard('a');
    const picker = await body.findByRole('listbox', { name: 'Available drivers' });
    await waitFor(() =>
      expect(within(picker).getByRole('option', { name: /Dev Okafor/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    const live = page.getByRole('grid', { name: 'Orders' });
    await waitFor(() => expect(within(live).getByText('Dev Okafor')).toBeInTheDocument());
    await clearToasts();
    forgetAnnouncements();
  },
};

/** No open order. */
export const Empty: Story = {
  parameters: { visual: false, msw: { handlers: ordersHandlers({ orders: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No open orders')).toBeInTheDocument();
  },
};

/** Filtered to ready orders, from the address. */
export const Filtered: Story = {
  args: { path: '/jfd-orders?filter[status]=ready' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const board = await within(canvasElement).findByRole('grid', { name: 'Orders' });
    await waitFor(() => expect(within(board).getAllByRole('row')).toHaveLength(3));
    await expect(within(board).queryByText('ORD-000108')).not.toBeInTheDocument();
  },
};

/** The history: delivered, picked-up and cancelled orders. */
export const History: Story = {
  args: { path: '/jfd-order-history' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Order history' });
    await waitFor(() => expect(within(table).getByText('ORD-000102')).toBeInTheDocument());
    await expect(within(table).getByText('ORD-000101')).toBeInTheDocument();
  },
};
