import { focusIsInGrid } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueAdmin } from '../testing/catalogueFixtures';
import { customerHandlers } from '../testing/catalogueHandlers';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';

const meta = {
  title: 'Screens/Delivery/Customers/Customer',
  component: DeliveryScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: customerHandlers() } },
  args: { path: '/jfd-customers/12', user: catalogueAdmin },
} satisfies Meta<typeof DeliveryScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Amira's details and her four orders, newest first; the orders table is reached by Tab and
 * each number links to the order.
 */
export const WithOrders: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Amira Adams' })).toBeVisible();
    await expect(page.getByText('Leave with the neighbour if out.')).toBeVisible();
    const orders = await page.findByRole('grid', { name: 'Orders of Amira Adams' });
    const latest = await within(orders).findByRole('link', { name: 'ORD-000104' });
    await expect(latest).toHaveAttribute('href', '/jfd-orders/104');
    await expect(within(orders).getByText('$42.15')).toBeVisible();
    for (let i = 0; i < 20 && !focusIsInGrid(orders); i++) {
      await userEvent.tab();
    }
    await expect(focusIsInGrid(orders)).toBe(true);
  },
};

/** Ben has not ordered yet: the orders say so. */
export const NoOrders: Story = {
  parameters: { visual: false },
  args: { path: '/jfd-customers/13' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Ben Brooks' })).toBeVisible();
    await expect(await page.findByText('Ben Brooks has not ordered yet.')).toBeVisible();
  },
};
