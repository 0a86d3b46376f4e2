import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoresScreensApp } from '../testing/StoresScreensApp';
import { marketplaceStaff, stores } from '../testing/storesFixtures';
import { storesHandlers } from '../testing/storesHandlers';
import { tabTo } from '../testing/storesStoryKeys';

const meta = {
  title: 'Screens/Marketplace/Stores/Seller',
  component: StoresScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: storesHandlers() } },
  args: { path: '/evd-sellers/1', user: marketplaceStaff },
} satisfies Meta<typeof StoresScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grace's details and her stores with their state; each store's link reached by Tab. */
export const WithStores: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Grace Ofori' })).toBeVisible();
    const stores = await page.findByRole('list', { name: 'Stores of Grace Ofori' });
    const green = within(stores).getByRole('link', { name: 'Green Grocer' });
    await expect(green).toHaveAttribute('href', '/evd-stores/green-grocer');
    await tabTo(green);
  },
};

/** Ryan has no store left: the page says so. */
export const NoStores: Story = {
  parameters: {
    visual: false,
    msw: { handlers: storesHandlers({ stores: stores.filter((one) => one.seller_id !== 2) }) },
  },
  args: { path: '/evd-sellers/2' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Ryan Walsh has no store yet.')).toBeVisible();
  },
};
