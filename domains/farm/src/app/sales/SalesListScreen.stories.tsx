import { sessionHandlers } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { cashier } from '../testing/salesFixtures';
import { failingSales, pendingSales, salesHandlers } from '../testing/salesHandlers';

const meta = {
  title: 'Screens/Farm/Sales/List',
  component: FarmScreensApp,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...salesHandlers(), ...sessionHandlers(cashier)] },
  },
  args: { path: '/jf-sales', user: cashier },
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first 15 of 18 sales, newest first, with the totals of all 18 (summed by the server; the
 * voided sale counts nowhere): $396.00 sold, $9.00 refunded, $387.00 net.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Sale #18' })).toBeInTheDocument();
    const totals = page.getByRole('region', { name: 'All 18 sales so far' });
    await expect(totals).toHaveTextContent('Sold$396.00Refunded$9.00Net$387.00');
    await expect(page.getByText('Voided sales count nowhere.')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'New sale' })).toBeInTheDocument();
  },
};

/** Cash sales of a week, as a shared link opens them: the filters show what the address holds. */
export const Filtered: Story = {
  args: {
    path: '/jf-sales?filter[payment_method]=cash&filter[sold_on][from]=2025-03-05&filter[sold_on][to]=2025-03-13',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Sale #18' })).toBeInTheDocument();
    await expect(page.queryByRole('link', { name: 'Sale #17' })).not.toBeInTheDocument();
  },
};

/** A row opens its receipt from the keyboard: arrow to it, Enter. */
export const OpenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('link', { name: 'Sale #17' });
    // From the "New sale" link, Tab past the list's views into the table (its first row), down
    // one row, Enter.
    page.getByRole('link', { name: 'New sale' }).focus();
    await userEvent.tab();
    // The list's saved views come first.
    await expect(page.getByRole('button', { name: /^Views/ })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getAllByRole('row')[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(page.getByRole('heading', { name: 'Sale #17' })).toBeInTheDocument(),
    );
  },
};

/** A brand without sales yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [...salesHandlers({ sales: [] }), ...sessionHandlers(cashier)] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No sales yet')).toBeInTheDocument();
  },
};

/** Skeleton rows while the list loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...pendingSales(), ...sessionHandlers(cashier)] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Sales' });
    // Skeleton rows stand in once the rows are slow to come (after SKELETON_ROWS_DELAY_MS).
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...failingSales(), ...sessionHandlers(cashier)] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'There has been an error processing your request. Please try again',
    );
  },
};
