import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoresScreensApp } from '../testing/StoresScreensApp';
import { marketplaceStaff } from '../testing/storesFixtures';
import { storesHandlers } from '../testing/storesHandlers';
import { forgetAnnouncements, tabInto } from '../testing/storesStoryKeys';

const meta = {
  title: 'Screens/Marketplace/Stores/Product form',
  component: StoresScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: storesHandlers() } },
  args: { path: '/evd-stores/green-grocer/products/1/edit', user: marketplaceStaff },
} satisfies Meta<typeof StoresScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A live product: what a change of it means, its content and attribute (Origin: Local farm),
 * and its variants (one out of... none here: 30 and 12 in stock); the variants table is reached
 * by Tab and each SKU opens the variant.
 */
export const LiveWithVariants: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Heirloom tomatoes' })).toBeVisible();
    await expect(page.getByText(/sends it back for approval/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Heirloom tomatoes');
    const variants = await page.findByRole('grid', { name: 'Variants of Heirloom tomatoes' });
    const sku = await within(variants).findByRole('link', { name: 'GG-001-1' });
    await expect(sku).toHaveAttribute('href', '/evd-stores/green-grocer/products/1/variants/1');
    await tabInto(variants, 5, page.getByRole('button', { name: 'Add variant' }));
  },
};

/** A rejected product shows the reason the seller reads, and offers to submit it again. */
export const Rejected: Story = {
  parameters: { visual: false },
  args: { path: '/evd-stores/green-grocer/products/3/edit' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/Skin-whitening claims are not allowed/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit for approval' })).toBeVisible();
  },
};

/** A draft is submitted to the approvals queue from its page. */
export const SubmitADraft: Story = {
  parameters: { visual: false },
  args: { path: '/evd-stores/green-grocer/products/4/edit' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Submit for approval' }));
    const dialog = await body.findByRole('dialog', { name: 'Submit for approval Chickpea flour' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit for approval' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await page.findByText('Waiting for approval')).toBeVisible();
    forgetAnnouncements();
  },
};

/** A new product: its name and price are required; an attribute line is added and filled. */
export const NewProduct: Story = {
  parameters: { visual: false },
  args: { path: '/evd-stores/green-grocer/products/new' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Create product' }));
    await expect(await page.findByText('The name field is required.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Add attribute' }));
    await userEvent.click(page.getByRole('button', { name: /Attribute 1/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Origin' }));
    await userEvent.click(page.getByRole('button', { name: /Value 1/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Local farm' }));
    await userEvent.type(page.getByRole('textbox', { name: /^Name/ }), 'Runner beans');
    await userEvent.type(page.getByRole('textbox', { name: /^Price/ }), '2.49');
    await userEvent.click(page.getByRole('button', { name: 'Create product' }));
    await expect(await page.findByRole('heading', { name: 'Runner beans' })).toBeVisible();
    forgetAnnouncements();
  },
};

/** A variant added from the product's page: its SKU is required, then it is listed. */
export const AddAVariant: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Add variant' }));
    const dialog = await body.findByRole('dialog', { name: 'New variant of Heirloom tomatoes' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /SKU/ }), 'GG-001-3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add variant' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    const variants = page.getByRole('grid', { name: 'Variants of Heirloom tomatoes' });
    await expect(await within(variants).findByText('GG-001-3')).toBeVisible();
    forgetAnnouncements();
  },
};
