import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueAdmin, productReader } from '../testing/catalogueFixtures';
import { productImportHandlers } from '../testing/catalogueHandlers';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';

const meta = {
  title: 'Screens/Delivery/Products/List',
  component: DeliveryScreensApp,
  parameters: { layout: 'fullscreen', visual: false, msw: { handlers: productImportHandlers() } },
  args: { path: '/jfd-products', user: catalogueAdmin },
} satisfies Meta<typeof DeliveryScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The products, and the import reached by keyboard from the top of the page. */
export const WithImport: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Whole milk (small)')).toBeVisible();
    const link = page.getByRole('link', { name: 'Import products from a CSV file' });
    await expect(link).toHaveAttribute('href', '/jfd-products/upload');
    for (let i = 0; i < 30 && document.activeElement !== link; i++) await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** A dispatcher reads the list: no import for them. */
export const ReadOnly: Story = {
  args: { user: productReader },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Whole milk (small)')).toBeVisible();
    await expect(page.queryByRole('link', { name: /Import products/ })).toBeNull();
  },
};
