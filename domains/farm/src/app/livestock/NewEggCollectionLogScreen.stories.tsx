import { clearToasts, fixToday } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { farmHand } from '../testing/livestockFixtures';
import { livestockHandlers } from '../testing/livestockHandlers';

const meta = {
  title: 'Screens/Farm/Livestock/New egg collection log',
  component: FarmScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: livestockHandlers() } },
  args: { path: '/egg-collection-logs/new', user: farmHand },
  // The day starts at today: the stories fix today so their pixels stay the same.
  beforeEach: () => fixToday('2025-03-14'),
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks Flock A (2,090 birds) from the flock picker. */
async function pickFlockA(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: /Flock/ }));
  await userEvent.click(
    await within(document.body).findByRole('option', { name: 'Flock A (House 1) · 2,090 birds' }),
  );
}

/**
 * A day's count typed by keyboard along the grid (trays, loose, next grade): small 2 trays + 10,
 * medium 18 + 5, large 31 + 12, jumbo 3 trays, 52 cracked, 9 broken: 1,647 good eggs, 1,708 in
 * all, 81.7 % of Flock A's 2,090 birds, following every key.
 */
export const FilledByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const figures = await page.findByRole('region', { name: 'Collection figures' });
    await expect(figures).toHaveTextContent('Laying rate—');
    await pickFlockA(canvasElement);
    await userEvent.click(page.getByRole('textbox', { name: 'Small trays' }));
    for (const value of ['2', '10', '18', '5', '31', '12', '3', '0', '52', '9']) {
      await userEvent.keyboard(value);
      await userEvent.tab();
    }
    await waitFor(() =>
      expect(figures).toHaveTextContent(
        'Good eggs1,647Total eggs (with cracked and broken)1,708Birds2,090Laying rate81.7%',
      ),
    );
    // The inputs hold the trays and loose eggs; the row shows its eggs: 31 x 30 + 12 = 942.
    await expect(page.getByRole('row', { name: /Large/ })).toHaveTextContent('Large942');
  },
};

/**
 * Flock A already has a log for 13 March: the server's message shows beside the day. The rule is
 * the flock's as much as the day's: picking Flock B clears the message.
 */
export const AlreadyLogged: Story = {
  parameters: { visual: false },
  args: { path: '/egg-collection-logs/new' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const day = await page.findByRole('group', { name: 'Day' });
    await userEvent.click(within(day).getAllByRole('spinbutton')[1]!);
    await userEvent.keyboard('13');
    await pickFlockA(canvasElement);
    await userEvent.click(page.getByRole('textbox', { name: 'Large trays' }));
    await userEvent.keyboard('30');
    await userEvent.click(page.getByRole('button', { name: 'Save log' }));
    const message = await page.findByText(
      'This flock already has an egg collection log for this day.',
    );
    await expect(message).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: /Flock/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', {
        name: 'Flock B (House 2) · 1,942 birds',
      }),
    );
    await waitFor(() => expect(message).not.toBeInTheDocument());
    await expect(page.getByRole('button', { name: 'Save log' })).toBeEnabled();
    await clearToasts();
  },
};
