import { failingResource, pendingResource, sessionHandlers } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { saleItemsResource } from '../../resources/saleItems';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { handlers, priceList } from '../testing/saleItemsFixtures';
import { cashier } from '../testing/salesFixtures';

const meta = {
  title: 'Screens/Farm/Sale items/List',
  component: FarmScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: handlers(priceList) } },
  args: { path: '/jf-sale-items', user: cashier },
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every item in name order, with its margin per unit; the loss stands out, manure is inactive. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const eggs = await page.findByRole('link', { name: 'Eggs, large (tray of 30)' });
    await expect(eggs).toHaveAttribute('href', '/jf-sale-items/1/edit');
    const rows = page.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Egg box, gift (dozen)$3.00$3.60-$0.60 (-20.0%)Active');
    await expect(rows[2]).toHaveTextContent(
      'Eggs, large (tray of 30)$9.00$5.40$3.60 (40.0%)Active',
    );
    await expect(rows[3]).toHaveTextContent('Eggs, medium (tray of 30)$7.50$4.20$3.30 (44.0%)');
    await expect(rows[4]).toHaveTextContent('Manure (25 kg bag)$3.75$1.00$2.75 (73.3%)Inactive');
    await expect(rows[5]).toHaveTextContent('Spent hen$6.00$2.50$3.50 (58.3%)Active');
    await expect(page.getByRole('link', { name: 'New sale item' })).toHaveAttribute(
      'href',
      '/jf-sale-items/new',
    );
  },
};

/** Tab from "New sale item" to the first row, Enter: the item's form opens. */
export const OpenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('link', { name: 'Egg box, gift (dozen)' });
    page.getByRole('link', { name: 'New sale item' }).focus();
    await userEvent.tab();
    // The list's saved views come first.
    await expect(page.getByRole('button', { name: /^Views/ })).toHaveFocus();
    await userEvent.tab();
    const first = page.getAllByRole('row')[1];
    await expect(first).toHaveFocus();
    await expect(first).toHaveTextContent('Egg box, gift (dozen)');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(page.getByRole('heading', { name: 'Egg box, gift (dozen)' })).toBeInTheDocument(),
    );
    await expect(page.getByRole('form', { name: 'Edit sale item' })).toBeInTheDocument();
  },
};

/** A brand without sale items yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: handlers([]) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No sale items yet')).toBeInTheDocument();
  },
};

/** Skeleton rows while the list loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [...pendingResource(saleItemsResource), ...sessionHandlers(cashier)] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Sale items' });
    // Skeleton rows stand in once the rows are slow to come (after SKELETON_ROWS_DELAY_MS).
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [...failingResource(saleItemsResource), ...sessionHandlers(cashier)] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'There has been an error processing your request. Please try again',
    );
  },
};
