import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoresScreensApp } from '../testing/StoresScreensApp';
import { marketplaceStaff, storeReader } from '../testing/storesFixtures';
import { storesHandlers } from '../testing/storesHandlers';
import { tabTo } from '../testing/storesStoryKeys';

const meta = {
  title: 'Screens/Marketplace/Stores/Variant',
  component: StoresScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: storesHandlers() } },
  args: { path: '/evd-stores/green-grocer/products/1/variants/1', user: marketplaceStaff },
} satisfies Meta<typeof StoresScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The variant's SKU, price, stock and value, changed in its form; the stock field by Tab. */
export const Edit: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Heirloom tomatoes: 500 g' }),
    ).toBeVisible();
    const stock = page.getByRole('textbox', { name: /^Stock/ });
    await tabTo(stock, 5, page.getByRole('textbox', { name: /^SKU/ }));
    await userEvent.clear(stock);
    await userEvent.type(stock, '-2');
    await userEvent.click(page.getByRole('button', { name: 'Save variant' }));
    await expect(await page.findByText('The stock field must be at least 0.')).toBeVisible();
  },
};

/** Someone who reads the store's products sees the variant without its form. */
export const ReadOnly: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: storesHandlers({
        user: { ...storeReader, permissions: ['access_evdati_stores', 'access_evdati_products'] },
      }),
    },
  },
  args: {
    user: { ...storeReader, permissions: ['access_evdati_stores', 'access_evdati_products'] },
    path: '/evd-stores/green-grocer/products/1/variants/2',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Heirloom tomatoes: 1 kg' }),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Save variant' })).not.toBeInTheDocument();
  },
};

/** A variant of another product under this address is not found. */
export const OfAnotherProduct: Story = {
  parameters: { visual: false },
  args: { path: '/evd-stores/green-grocer/products/2/variants/1' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Left for /404')).toBeVisible();
  },
};
