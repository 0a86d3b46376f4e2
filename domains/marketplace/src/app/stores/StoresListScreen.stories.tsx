import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoresScreensApp } from '../testing/StoresScreensApp';
import { marketplaceStaff } from '../testing/storesFixtures';
import { storesHandlers } from '../testing/storesHandlers';
import { tabInto } from '../testing/storesStoryKeys';

const meta = {
  title: 'Screens/Marketplace/Stores/Stores list',
  component: StoresScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: storesHandlers() } },
  args: { path: '/evd-stores', user: marketplaceStaff },
} satisfies Meta<typeof StoresScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every store with its seller, plan, products and state; the table is reached by Tab and each
 * name opens the store's page by its slug.
 */
export const AllStores: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('grid', { name: 'Stores' });
    const green = await within(table).findByRole('link', { name: 'Green Grocer' });
    await expect(green).toHaveAttribute('href', '/evd-stores/green-grocer');
    await expect(within(table).getByText('Pending review')).toBeVisible();
    await expect(within(table).getByText('Suspended')).toBeVisible();
    await tabInto(table, 5, page.getByRole('button', { name: /Plan/ }));
  },
};

/** Stores waiting for review, from the address's filter; the others are left out. */
export const WaitingForReview: Story = {
  parameters: { visual: false },
  args: { path: '/evd-stores?filter[status]=pending_review' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('grid', { name: 'Stores' });
    await expect(await within(table).findByText('Copper Kettle Co.')).toBeVisible();
    await expect(within(table).queryByText('Green Grocer')).not.toBeInTheDocument();
  },
};

/** A search that matches nothing says so, with a way back to every store. */
export const NothingMatches: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('grid', { name: 'Stores' });
    const search = page.getByRole('searchbox', { name: 'Search name, slug or seller' });
    await userEvent.type(search, 'bicycles{Enter}');
    await expect(
      await page.findByText('No store matches this search and these filters.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Clear the search and filters' })).toBeVisible();
  },
};
