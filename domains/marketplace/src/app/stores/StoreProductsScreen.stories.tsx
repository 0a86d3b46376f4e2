import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoresScreensApp } from '../testing/StoresScreensApp';
import { marketplaceStaff, storeManager, storeReader } from '../testing/storesFixtures';
import { storesHandlers } from '../testing/storesHandlers';
import { tabInto } from '../testing/storesStoryKeys';

const meta = {
  title: 'Screens/Marketplace/Stores/Store products',
  component: StoresScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: storesHandlers() } },
  args: { path: '/evd-stores/green-grocer/products', user: marketplaceStaff },
} satisfies Meta<typeof StoresScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The store's products in every state (live, waiting, rejected, draft) with their variants and
 * stock; each name opens the product; the table is reached by Tab.
 */
export const EveryState: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('grid', { name: 'Products of Green Grocer' });
    const tomatoes = await within(table).findByRole('link', { name: 'Heirloom tomatoes' });
    await expect(tomatoes).toHaveAttribute('href', '/evd-stores/green-grocer/products/1/edit');
    for (const state of ['Live', 'Waiting for approval', 'Rejected', 'Draft']) {
      await expect(within(table).getByText(state)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'New product' })).toBeVisible();
    await tabInto(table, 5, page.getByRole('button', { name: /Status/ }));
  },
};

/** A Store Manager reaches their store's products by its grants, and may add one. */
export const ForAStoreMember: Story = {
  parameters: { visual: false, msw: { handlers: storesHandlers({ user: storeManager }) } },
  args: { user: storeManager },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('grid', { name: 'Products of Green Grocer' });
    await expect(await within(table).findByText('Heirloom tomatoes')).toBeVisible();
    await expect(page.getByRole('link', { name: 'New product' })).toBeVisible();
  },
};

/** A store with no products yet, for someone who only reads: no "New product". */
export const EmptyForAReader: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: storesHandlers({
        user: { ...storeReader, permissions: ['access_evdati_stores', 'access_evdati_products'] },
        products: [],
      }),
    },
  },
  args: {
    user: { ...storeReader, permissions: ['access_evdati_stores', 'access_evdati_products'] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No products yet')).toBeVisible();
    await expect(page.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
  },
};
