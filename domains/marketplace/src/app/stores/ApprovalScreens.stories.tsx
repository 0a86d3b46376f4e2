import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoresScreensApp } from '../testing/StoresScreensApp';
import { marketplaceStaff } from '../testing/storesFixtures';
import { storesHandlers } from '../testing/storesHandlers';
import { forgetAnnouncements, tabInto, tabTo } from '../testing/storesStoryKeys';

const meta = {
  title: 'Screens/Marketplace/Stores/Product approvals',
  component: StoresScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: storesHandlers() } },
  args: { path: '/evd-products-approvals', user: marketplaceStaff },
} satisfies Meta<typeof StoresScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The queue opens on what waits (a new product, a changed one), reached by Tab. */
export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('grid', { name: 'Product approvals' });
    await expect(
      await within(table).findByRole('link', { name: 'Wild garlic pesto' }),
    ).toHaveAttribute('href', '/evd-products-approvals/1');
    await expect(within(table).getByText('Changed product')).toBeVisible();
    await expect(within(table).queryByText('Brightening cream')).not.toBeInTheDocument();
    await tabInto(table, 5, page.getByRole('button', { name: /Kind/ }));
  },
};

/** Nothing waits: the queue says so. */
export const Empty: Story = {
  parameters: { visual: false, msw: { handlers: storesHandlers({ approvals: [] }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Nothing waits for approval')).toBeVisible();
  },
};

/**
 * A changed live product: what changed (price and description), the product now with its
 * variants; rejected by keyboard, a reason required, then given.
 */
export const RejectAChange: Story = {
  parameters: { visual: false },
  args: { path: '/evd-products-approvals/2' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('heading', { name: 'Heirloom tomatoes' })).toBeVisible();
    await expect(await page.findByText('$3.49 → $3.99')).toBeVisible();
    await expect(await page.findByText(/GG-001-1, 30 in stock/)).toBeVisible();
    await tabTo(page.getByRole('button', { name: 'Reject' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Reject Heirloom tomatoes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByText('The reason field is required.')).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Keep the old price.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(page.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    forgetAnnouncements();
  },
};

/** A rejected new product, decided: who, when and why; nothing left to do. */
export const Decided: Story = {
  parameters: { visual: false },
  args: { path: '/evd-products-approvals/3' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/Skin-whitening claims/)).toBeVisible();
    await expect(page.getByText(/by Mona Manager/)).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  },
};
