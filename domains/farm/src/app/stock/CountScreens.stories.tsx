import { clearToasts, onFixedDay } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import { storekeeper } from '../testing/stockFixtures';
import { stockHandlers } from '../testing/stockHandlers';

const meta = {
  title: 'Screens/Farm/Stock/Counts',
  component: FarmScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: stockHandlers() } },
  args: { path: '/jf-inventory-logs', user: storekeeper },
  beforeEach: onFixedDay('2025-03-10'),
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counts, newest first: this week's open with 2 of 4 items reconciled, two closed. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const open = await page.findByRole('row', { name: /Week of Mar 3, 2025/ });
    await expect(open).toHaveTextContent('Open2 of 4 items');
    await expect(page.getByRole('row', { name: /February 2025/ })).toHaveTextContent('Closed');
    await expect(page.getByRole('link', { name: 'New weekly count' })).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'New monthly count' })).toBeInTheDocument();
  },
};

/**
 * A weekly count started from the keyboard: a day of the week picks its Monday to Sunday (the
 * week before today to start with, 3 to 9 March, already counted: the server's sentence shows
 * beside the period); the next week is free, and the new count opens.
 */
export const NewWeeklyCount: Story = {
  parameters: { visual: false },
  args: { path: '/jf-inventory-logs/new-week' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Week of Mar 3, 2025 – Mar 9, 2025')).toBeInTheDocument();
    const items = await page.findByRole('region', { name: 'Items to count' });
    await waitFor(() => expect(within(items).getAllByRole('listitem')).toHaveLength(7));
    await userEvent.click(page.getByRole('button', { name: 'Start the count' }));
    await expect(
      await page.findByText(
        'Another count (week of 2025-03-03 to 2025-03-09) already covers these items in part of this period.',
      ),
    ).toBeInTheDocument();
    // Type 12 March: the week of 10 to 16 March.
    const month = page.getAllByRole('spinbutton', { name: /month/i })[0] as HTMLElement;
    await userEvent.click(month);
    await userEvent.keyboard('03122025');
    await expect(page.getByText('Week of Mar 10, 2025 – Mar 16, 2025')).toBeInTheDocument();
    // Tab past the notes to the button, and Enter.
    await userEvent.tab();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Start the count' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await page.findByRole('heading', { name: 'Week of Mar 10, 2025 – Mar 16, 2025' }),
    ).toBeInTheDocument();
    await expect(page.getByText('0 of 7 items reconciled.', { exact: false })).toBeInTheDocument();
    // The date field's announcements point at the form left behind.
    forgetAnnouncements();
    await clearToasts();
  },
};

/**
 * This week's count, open: each item's opening, received, used or sold, expected, and for
 * the two reconciled what was counted and the variance; the others have a Reconcile link.
 */
export const OpenCount: Story = {
  args: { path: '/jf-inventory-logs/12' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Items counted' });
    const large = within(table).getByRole('row', { name: /Eggs, large/ });
    await expect(large).toHaveTextContent('1,7001,2826002,382——');
    const medium = within(table).getByRole('row', { name: /Eggs, medium/ });
    await expect(medium).toHaveTextContent('0060-600+60Sold before the collection was entered');
    await expect(within(table).getAllByRole('link', { name: /^Reconcile/ })).toHaveLength(2);
  },
};

/** A closed count is read-only: its figures, no Reconcile link. */
export const ClosedCount: Story = {
  parameters: { visual: false },
  args: { path: '/jf-inventory-logs/11' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Items counted' });
    await expect(
      page.getByText('Every item is reconciled: this count is closed and read-only.'),
    ).toBeInTheDocument();
    await expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: /Eggs, large/ })).toHaveTextContent(
      '1,5002,6002,4001,7001,688−12Cracked in the store room',
    );
  },
};

/**
 * Reconciling the large eggs from the keyboard: 2,370 counted against 2,382 expected shows a
 * variance of −12 as it is typed; saving without a reason is refused beside the reason; with
 * one it saves and goes back to the count, the eggs now reconciled.
 */
export const Reconcile: Story = {
  parameters: { visual: false },
  args: { path: '/jf-inventory-logs/12/reconcile/81' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Count Eggs, large' }),
    ).toBeInTheDocument();
    const counted = page.getByRole('textbox', { name: /^counted/i });
    await waitFor(() => expect(counted).toHaveFocus());
    await userEvent.keyboard('2370');
    await waitFor(() => expect(page.getByText('−12', { selector: 'output' })).toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await expect(
      await page.findByText(
        'The reason field is required when the count differs from the expected closing.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(
      page.getByRole('textbox', { name: /^reason/i }),
      'Cracked in the store room',
    );
    await userEvent.click(page.getByRole('button', { name: 'Save the count' }));
    const table = await page.findByRole('table', { name: 'Items counted' });
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Eggs, large/ })).toHaveTextContent(
        '2,3822,370−12Cracked in the store roomReconciled',
      ),
    );
    forgetAnnouncements();
    await clearToasts();
  },
};
