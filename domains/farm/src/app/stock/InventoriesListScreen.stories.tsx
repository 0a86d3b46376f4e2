import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { storekeeper } from '../testing/stockFixtures';
import { stockHandlers } from '../testing/stockHandlers';

const meta = {
  title: 'Screens/Farm/Stock/Items',
  component: FarmScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: stockHandlers() } },
  args: { path: '/jf-inventories', user: storekeeper },
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Eight stock items by name with what is on hand: the medium eggs are 60 below zero (sold
 * before the day's collection was entered) and stand out; the grower crumbles (380 of 500 kg)
 * are flagged for reordering.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Eggs, large' })).toBeInTheDocument();
    const medium = page.getByRole('row', { name: /Eggs, medium/ });
    await expect(medium).toHaveTextContent('-60 eggsNegative');
    const grower = page.getByRole('row', { name: /Grower crumbles/ });
    await expect(grower).toHaveTextContent('380 kgReorder');
    await expect(page.getByRole('row', { name: /Layer mash/ })).not.toHaveTextContent('Reorder');
    await expect(page.getByRole('link', { name: 'New stock item' })).toBeInTheDocument();
  },
};

/**
 * A row opens the item's page from the keyboard: Tab past the list's views into the table (its
 * first row, the egg boxes), down one row to the egg trays, Enter.
 */
export const OpenByKeyboard: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('link', { name: 'Eggs, large' });
    page.getByRole('link', { name: 'New stock item' }).focus();
    await userEvent.tab();
    // The list's saved views come first.
    await expect(page.getByRole('button', { name: /^Views/ })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getAllByRole('row')[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(page.getByRole('heading', { name: 'Egg trays (30)' })).toBeInTheDocument(),
    );
  },
};
