import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoresScreensApp } from '../testing/StoresScreensApp';
import { marketplaceStaff, storeManager } from '../testing/storesFixtures';
import { storesHandlers } from '../testing/storesHandlers';
import { tabTo } from '../testing/storesStoryKeys';

const meta = {
  title: 'Screens/Marketplace/Stores/Store overview',
  component: StoresScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: storesHandlers() } },
  args: { path: '/evd-stores/green-grocer', user: marketplaceStaff },
} satisfies Meta<typeof StoresScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An approved store: its figures, details and links to its pages, each reached by Tab. */
export const Approved: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Green Grocer' })).toBeVisible();
    const figures = page.getByRole('region', { name: 'Figures' });
    await expect(within(figures).getByText('42')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Pages of Green Grocer' });
    await expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await tabTo(within(nav).getByRole('link', { name: 'Products' }));
    await expect(page.getByRole('link', { name: 'Grace Ofori' })).toHaveAttribute(
      'href',
      '/evd-sellers/1',
    );
  },
};

/** A suspended store says why it does not sell. */
export const Suspended: Story = {
  parameters: { visual: false },
  args: { path: '/evd-stores/retro-radio' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/Counterfeit complaints/)).toBeVisible();
    await expect(page.getByText('Suspended because:')).toBeVisible();
  },
};

/**
 * A seller's Store Manager opens their store by its grants: the pages they may open are linked
 * (products, review), the staff-only ones (billing, modify) are not.
 */
export const ForAStoreMember: Story = {
  parameters: { visual: false, msw: { handlers: storesHandlers({ user: storeManager }) } },
  args: { user: storeManager },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const nav = await page.findByRole('navigation', { name: 'Pages of Green Grocer' });
    await expect(within(nav).getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Billing' })).not.toBeInTheDocument();
    await expect(within(nav).queryByRole('link', { name: 'Modify' })).not.toBeInTheDocument();
    await expect(page.queryByRole('link', { name: 'Grace Ofori' })).not.toBeInTheDocument();
  },
};
