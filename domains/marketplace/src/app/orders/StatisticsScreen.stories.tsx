import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrdersScreensApp } from '../testing/OrdersScreensApp';
import { emptyStatistics, ordersAdmin } from '../testing/ordersFixtures';
import { ordersHandlers } from '../testing/ordersHandlers';

const meta = {
  title: 'Screens/Marketplace/Statistics',
  component: OrdersScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: ordersHandlers() } },
  args: { path: '/evd-statistics?fromDate=2026-11-01&thruDate=2026-11-03', user: ordersAdmin },
} satisfies Meta<typeof OrdersScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The figures against the period before, the charts as images with their figures in words, and
 * the same figures in tables. By keyboard: Tab reaches From, Thru and Generate.
 */
export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('+53.3 % against 2026-10-25 to 2026-10-31')).toBeVisible();
    const chart = page.getByRole('img', { name: /Top stores by sales/ });
    await expect(chart).toHaveAccessibleDescription(/South Weavers: \$160\.00/);
    await expect(page.getByRole('table', { name: 'Top stores' })).toBeVisible();
    for (let i = 0; i < 20; i++) {
      await userEvent.tab();
      if (document.activeElement?.textContent === 'Generate') break;
    }
    await expect(document.activeElement?.textContent).toBe('Generate');
  },
};

/** A period with no orders: the charts and tables say so. */
export const NoOrders: Story = {
  parameters: { visual: false, msw: { handlers: ordersHandlers({ statistics: emptyStatistics }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No store sold anything in this period')).toBeVisible();
  },
};

/** Opened with no period in the address: this year's figures at once, and the report's link. */
export const OpensWithThisYear: Story = {
  parameters: { visual: false },
  args: { path: '/evd-statistics' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('img', { name: /Top stores by sales/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Order report' })).toHaveAttribute(
      'href',
      '/reports/evd-order-report',
    );
  },
};
