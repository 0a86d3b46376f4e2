import { focusIsInGrid } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrdersScreensApp } from '../testing/OrdersScreensApp';
import { ordersAdmin, ordersViewer } from '../testing/ordersFixtures';
import { ordersHandlers } from '../testing/ordersHandlers';

const meta = {
  title: 'Screens/Marketplace/Orders/Orders',
  component: OrdersScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: ordersHandlers() } },
  args: { path: '/evd-orders', user: ordersAdmin },
} satisfies Meta<typeof OrdersScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The open orders, newest first: each number links to the order. By keyboard: Tab reaches the
 * search, the status filter and the table; Enter on a row opens its order.
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('grid', { name: 'Orders' });
    const link = await within(table).findByRole('link', { name: 'MKT-000101' });
    await expect(link).toHaveAttribute('href', '/evd-orders/101');
    await expect(within(table).queryByText('MKT-000090')).toBeNull();
    await expect(within(table).getByText('$159.00')).toBeVisible();
    for (let i = 0; i < 30 && !focusIsInGrid(table); i++) {
      await userEvent.tab();
    }
    await expect(focusIsInGrid(table)).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('heading', { name: 'Order MKT-000101' })).toBeVisible();
  },
};

/** The history: delivered and cancelled orders only; a user with no marketplace permission reads it. */
export const History: Story = {
  parameters: { visual: false },
  args: { path: '/evd-order-history', user: ordersViewer },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('grid', { name: 'Order history' });
    await expect(await within(table).findByRole('link', { name: 'MKT-000090' })).toBeVisible();
    await expect(within(table).queryByText('MKT-000101')).toBeNull();
  },
};

/** No open order: the empty state says where orders come from. */
export const Empty: Story = {
  parameters: { visual: false, msw: { handlers: ordersHandlers({ orders: [] }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No open orders')).toBeVisible();
  },
};
