import { focusIsInGrid } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrdersScreensApp } from '../testing/OrdersScreensApp';
import { ordersAdmin } from '../testing/ordersFixtures';
import { ordersHandlers } from '../testing/ordersHandlers';

const meta = {
  title: 'Screens/Marketplace/Orders/Customer',
  component: OrdersScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: ordersHandlers() } },
  args: { path: '/evd-customers/21', user: ordersAdmin },
} satisfies Meta<typeof OrdersScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ava's details, her totals and her orders; the orders table is reached by Tab. */
export const WithOrders: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Ava Brooks' })).toBeVisible();
    await expect(page.getByText('$174.00')).toBeVisible();
    const orders = await page.findByRole('grid', { name: 'Orders of Ava Brooks' });
    await expect(await within(orders).findByRole('link', { name: 'MKT-000101' })).toHaveAttribute(
      'href',
      '/evd-orders/101',
    );
    for (let i = 0; i < 30 && !focusIsInGrid(orders); i++) {
      await userEvent.tab();
    }
    await expect(focusIsInGrid(orders)).toBe(true);
  },
};

/** Liam has not ordered yet. */
export const NoOrders: Story = {
  parameters: { visual: false },
  args: { path: '/evd-customers/22' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Liam Okafor' })).toBeVisible();
    await expect(await page.findByText('Liam Okafor has not ordered yet.')).toBeVisible();
  },
};
