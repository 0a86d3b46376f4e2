import { clearToasts, sessionHandlers } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { invoiceClerk } from '../testing/invoicesFixtures';
import { failingInvoices, invoicesHandlers, pendingInvoices } from '../testing/invoicesHandlers';
import { salesHandlers } from '../testing/salesHandlers';

const handlers = (options?: Parameters<typeof invoicesHandlers>[0]) => [
  ...invoicesHandlers(options),
  // The customers the customer filter offers.
  ...salesHandlers(),
  ...sessionHandlers(invoiceClerk),
];

const meta = {
  title: 'Screens/Farm/Invoices/List',
  component: FarmScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: handlers() } },
  args: { path: '/jf-invoices', user: invoiceClerk },
  beforeEach: clearToasts,
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first 15 of 18 documents, newest first: the open estimate, the unpaid invoice, the
 * overdue one flagged, and so on, with a New invoice link and a second page.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'EST-000045' })).toBeInTheDocument();
    const overdue = page.getByRole('row', { name: /INV-000122/ });
    await expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'New invoice' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: /next/i })).toBeEnabled();
  },
};

/** The estimates only, as a shared link opens them: the filter shows what the address holds. */
export const Filtered: Story = {
  args: { path: '/jf-invoices?filter[type]=estimate' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'EST-000045' })).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'EST-000044' })).toBeInTheDocument();
    await expect(page.queryByRole('link', { name: 'INV-000123' })).not.toBeInTheDocument();
  },
};

/**
 * By keyboard: a number typed in the search and Enter narrow the list to it; Tab reaches its
 * row, and Enter opens the invoice.
 */
export const SearchAndOpenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('link', { name: 'EST-000045' });
    const search = page.getByRole('searchbox', { name: 'Search by number' });
    search.focus();
    await userEvent.keyboard('122{Enter}');
    await waitFor(() =>
      expect(page.queryByRole('link', { name: 'EST-000045' })).not.toBeInTheDocument(),
    );
    // From the "New invoice" link, Tab past the list's views into the table (its one row), Enter.
    page.getByRole('link', { name: 'New invoice' }).focus();
    await userEvent.tab();
    // The list's saved views come first.
    await expect(page.getByRole('button', { name: /^Views/ })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('row', { name: /INV-000122/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await page.findByRole('heading', { name: 'Invoice INV-000122' }),
    ).toBeInTheDocument();
  },
};

/** A brand without invoices yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: handlers({ invoices: [] }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No invoices yet')).toBeInTheDocument();
  },
};

/** Skeleton rows while the list loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [...pendingInvoices(), ...salesHandlers(), ...sessionHandlers(invoiceClerk)] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Invoices' });
    // Skeleton rows stand in once the rows are slow to come (after SKELETON_ROWS_DELAY_MS).
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [...failingInvoices(), ...salesHandlers(), ...sessionHandlers(invoiceClerk)],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'There has been an error processing your request. Please try again',
    );
  },
};
