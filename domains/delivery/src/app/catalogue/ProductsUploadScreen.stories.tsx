import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { badFileText, catalogueAdmin } from '../testing/catalogueFixtures';
import { productImportHandlers } from '../testing/catalogueHandlers';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';

const meta = {
  title: 'Screens/Delivery/Products/Upload',
  component: DeliveryScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: productImportHandlers() } },
  args: { path: '/jfd-products/upload', user: catalogueAdmin },
} satisfies Meta<typeof DeliveryScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks the sample file with four bad rows, as the file dialog would. */
async function chooseFile(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('button', { name: 'Choose file' });
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File([badFileText], 'products.csv', { type: 'text/csv' }));
}

/** No file yet: what the file holds, the example to download, the 2MB limit. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('link', { name: 'Download the example file' }),
    ).toHaveAttribute('href', '/api/jfd-products/import/example');
    await expect(page.getByText(/A CSV file of up to 2MB/)).toBeInTheDocument();
  },
};

/**
 * A file with four bad rows, chosen by keyboard: each bad row with its errors under the cells,
 * Import all off (and why), Import 1 valid row on and reached by Tab.
 */
export const PreviewWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await chooseFile(canvasElement);
    await expect(await page.findByText('5 rows: 1 valid, 4 rows with errors.')).toBeInTheDocument();
    const table = page.getByRole('grid', { name: 'Rows with errors' });
    await expect(await within(table).findByText('The name field is required.')).toBeVisible();
    const all = page.getByRole('button', { name: 'Import all 5 rows' });
    await expect(all).toBeDisabled();
    await expect(all).toHaveAccessibleDescription(/Import all is off while 4 rows have errors/);
    const valid = page.getByRole('button', { name: 'Import 1 valid row' });
    // By keyboard from the chosen file: past the table to the one button that can run.
    page.getByRole('button', { name: /Remove products.csv/ }).focus();
    for (let i = 0; i < 6 && document.activeElement !== valid; i++) await userEvent.tab();
    await expect(valid).toHaveFocus();
  },
};

/** The valid rows imported with Enter: the count, the rows left out, and where to go next. */
export const Done: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await chooseFile(canvasElement);
    const valid = await page.findByRole('button', { name: 'Import 1 valid row' });
    valid.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(page.getByRole('status')).toHaveTextContent(
        'Imported 1 product; 4 rows with errors were left out.',
      ),
    );
    await expect(page.getByRole('link', { name: 'See the products' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Import another file' }));
    await expect(await page.findByRole('button', { name: 'Choose file' })).toBeEnabled();
  },
};
