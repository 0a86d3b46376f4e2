import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { farmHand } from '../testing/livestockFixtures';
import { livestockHandlers } from '../testing/livestockHandlers';

const meta = {
  title: 'Screens/Farm/Livestock/Egg collection logs',
  component: FarmScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: livestockHandlers() } },
  args: { path: '/egg-collection-logs', user: farmHand },
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two days of two flocks, newest first, each with good and total eggs and its laying rate
 * (Flock A on 13 March: 1,647 good, 1,708 in all, 81.7 %), and the eggs of all four logs above.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findAllByRole('row', { name: /Mar 13, 2025/ });
    const first = page.getAllByRole('row').find((row) => row.textContent?.includes('Flock A'))!;
    await expect(first).toHaveTextContent('Mar 13, 2025Flock A (House 1)1,647');
    await expect(first).toHaveTextContent('1,708');
    await expect(first).toHaveTextContent('81.7%');
    await expect(page.getByRole('region', { name: 'All 4 logs' })).toHaveTextContent('Good eggs');
  },
};

/**
 * A row opens its log from the keyboard: Tab past the list's views into the table, down one row,
 * Enter.
 */
export const OpenByKeyboard: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findAllByRole('row', { name: /Mar 13, 2025/ });
    // From the New link, Tab past the list's views into the table (its first row), down one
    // row, Enter.
    page.getByRole('link', { name: /New egg collection log/ }).focus();
    await userEvent.tab();
    // The list's saved views come first.
    await expect(page.getByRole('button', { name: /^Views/ })).toHaveFocus();
    await userEvent.tab();
    const rows = page.getAllByRole('row');
    await waitFor(() => expect(rows[1]).toHaveFocus());
    const second = rows[2]?.textContent?.includes('Flock A')
      ? 'Flock A (House 1)'
      : 'Flock B (House 2)';
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        page.getByRole('heading', { name: new RegExp(`^${second.replace(/[()]/g, '.')}, Mar`) }),
      ).toBeInTheDocument(),
    );
  },
};
