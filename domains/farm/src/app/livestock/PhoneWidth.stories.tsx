import { fixToday } from '@backoffice/app-kit/testing';
import { expectFitsPhone, phoneViewport } from '@backoffice/app-kit/testing/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import { farmHand } from '../testing/livestockFixtures';
import { livestockHandlers } from '../testing/livestockHandlers';

/**
 * The farm hand's daily logs on a 390 px phone: the egg collection logs, one log, the grid of a
 * new one and of a correction, the feeding logs, one feeding and a new one. Each fits the width:
 * nothing scrolls sideways, nothing covers the top bar.
 */
const meta = {
  title: 'Screens/Farm/Livestock/Phone width',
  component: FarmScreensApp,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: livestockHandlers() },
    ...phoneViewport.parameters,
  },
  globals: phoneViewport.globals,
  args: { path: '/egg-collection-logs', user: farmHand },
  beforeEach: () => fixToday('2025-03-14'),
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The egg logs in two columns: each day over its flock, the good eggs over the laying rate
 * (Flock A on 13 March: 1,647 good, 81.7 %).
 */
export const EggLogs: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findAllByRole('row', { name: /Mar 13, 2025/ });
    const first = page.getAllByRole('row').find((row) => row.textContent?.includes('Flock A'))!;
    await expect(first).toHaveTextContent('Mar 13, 2025Flock A (House 1)1,64781.7% laying');
    await expect(page.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['Day', 'Good eggs']),
    );
    await expectFitsPhone(canvasElement);
  },
};

/** One log: every grade's trays, loose eggs and eggs in view (large 31 trays + 12 = 942). */
export const EggLog: Story = {
  args: { path: '/egg-collection-logs/41' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const grid = await page.findByRole('table', { name: 'Good eggs by grade' });
    await expect(grid).toHaveTextContent('Large3112942');
    await expectFitsPhone(canvasElement);
    const eggs = within(grid).getByRole('columnheader', { name: 'Eggs' });
    await expect(eggs.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};

/** A new log's grid: the trays and loose fields of every grade side by side within 390 px. */
export const NewEggLog: Story = {
  args: { path: '/egg-collection-logs/new' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const loose = await page.findByRole('textbox', { name: 'Jumbo loose eggs' });
    await userEvent.click(loose);
    await userEvent.keyboard('7');
    await expect(loose).toHaveValue('7');
    await expectFitsPhone(canvasElement);
    await expect(loose.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    forgetAnnouncements();
  },
};

/** A correction opens the same grid, which fits as the new log's does. */
export const CorrectEggLog: Story = {
  args: { path: '/egg-collection-logs/41' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Correct' }));
    await page.findByRole('textbox', { name: 'Large loose eggs' });
    await expectFitsPhone(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await expect(await page.findByRole('button', { name: 'Correct' })).toBeInTheDocument();
    forgetAnnouncements();
  },
};

/** The feeding logs with their kilograms and costs (240 kg of Layer mash: $119.04). */
export const FeedingLogs: Story = {
  args: { path: '/layer-feeding-logs' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('$119.04')).toBeInTheDocument();
    await expectFitsPhone(canvasElement);
  },
};

/** One feeding: its day, flock, feed type, kilograms and cost. */
export const FeedingLog: Story = {
  args: { path: '/layer-feeding-logs/61' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('$119.04')).toBeInTheDocument();
    await expectFitsPhone(canvasElement);
  },
};

/** A new feeding's form and its cost. */
export const NewFeeding: Story = {
  args: { path: '/layer-feeding-logs/new' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const cost = await page.findByRole('region', { name: 'Cost of this feeding' });
    await waitFor(() => expect(cost).toHaveTextContent('Cost—'));
    await expectFitsPhone(canvasElement);
  },
};
