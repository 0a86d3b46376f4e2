import { clearToasts } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import { farmHand } from '../testing/livestockFixtures';
import { failingEggLog, livestockHandlers } from '../testing/livestockHandlers';

const meta = {
  title: 'Screens/Farm/Livestock/Egg collection log',
  component: FarmScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: livestockHandlers() } },
  args: { path: '/egg-collection-logs/41', user: farmHand },
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Flock A on 13 March: its grades (large 31 trays + 12 = 942 eggs), 1,647 good eggs, 1,708 in
 * all from the 2,090 birds the log copied, 81.7 %, recorded by Ama Owusu.
 */
export const Log: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Flock A (House 1), Mar 13, 2025' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('table', { name: 'Good eggs by grade' })).toHaveTextContent(
      'Large3112942',
    );
    await expect(page.getByRole('region', { name: 'Collection figures' })).toHaveTextContent(
      'Good eggs1,647Total eggs (with cracked and broken)1,708Birds2,090Laying rate81.7%',
    );
    await expect(page.getByText(/Recorded by Ama Owusu/)).toBeInTheDocument();
  },
};

/**
 * A correction by keyboard: Correct, large loose from 12 to 0 (Tab along the grid), Enter on
 * Save correction: 1,635 good eggs, 1,696 in all, 81.1 %, and the page says it was corrected.
 */
export const CorrectByKeyboard: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const correct = await page.findByRole('button', { name: 'Correct' });
    correct.focus();
    await userEvent.keyboard('{Enter}');
    const smallTrays = await page.findByRole('textbox', { name: 'Small trays' });
    await waitFor(() => expect(smallTrays).toHaveFocus());
    // Small trays, small loose, medium trays, medium loose, large trays, large loose.
    for (let i = 0; i < 5; i++) await userEvent.tab();
    await expect(page.getByRole('textbox', { name: 'Large loose eggs' })).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}0');
    await userEvent.tab();
    await waitFor(() =>
      expect(page.getByRole('region', { name: 'Collection figures' })).toHaveTextContent(
        'Laying rate81.1%',
      ),
    );
    page.getByRole('button', { name: 'Save correction' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('button', { name: 'Correct' })).toBeInTheDocument();
    await expect(page.getByRole('region', { name: 'Collection figures' })).toHaveTextContent(
      'Good eggs1,635Total eggs (with cracked and broken)1,696Birds2,090Laying rate81.1%',
    );
    await expect(page.getByText(/corrected since/)).toBeInTheDocument();
    await clearToasts();
    // The grid's number fields are gone; their last announcements point at nothing.
    forgetAnnouncements();
  },
};

/** The server fails to answer: the general message, nothing else. */
export const Failed: Story = {
  parameters: { visual: false, msw: { handlers: failingEggLog() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toBeInTheDocument();
  },
};
