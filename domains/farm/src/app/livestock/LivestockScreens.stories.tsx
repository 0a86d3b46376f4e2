import { fixToday } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { farmHand } from '../testing/livestockFixtures';
import { livestockHandlers } from '../testing/livestockHandlers';

/** The generic screens of the livestock area, each with data, and the feeding form's cost. */
const meta = {
  title: 'Screens/Farm/Livestock/Lists and forms',
  component: FarmScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: livestockHandlers() } },
  args: { path: '/livestock', user: farmHand },
  beforeEach: () => fixToday('2025-03-14'),
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The flocks: two laying, one growing, with their birds. */
export const Flocks: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Flock C (House 3)')).toBeInTheDocument();
    await expect(page.getByText(/^2,?090$/)).toBeInTheDocument();
  },
};

/** The feed types, on the settings page's route: bag weight, cost per bag, stock item. */
export const FeedTypes: Story = {
  args: { path: '/feed-types' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findAllByText('Grower crumbles')).not.toHaveLength(0);
    await expect(page.getByText('$24.80')).toBeInTheDocument();
  },
};

/** The feeding logs with their kilograms and costs. */
export const FeedingLogs: Story = {
  args: { path: '/layer-feeding-logs' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findAllByText('Layer mash')).not.toHaveLength(0);
    // 240 kg of Layer mash at $24.80 a 50 kg bag: $119.04 (the feed type's name may show before
    // the rows do, in the list's filter).
    await expect(await page.findByText('$119.04')).toBeInTheDocument();
  },
};

/**
 * A new feeding: 240 kg of Layer mash on 14 March cost 240 x $24.80 / 50 = $119.04, shown as it
 * is typed, as the server will store it.
 */
export const NewFeedingWithCost: Story = {
  parameters: { visual: false },
  args: { path: '/layer-feeding-logs/new' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const cost = await page.findByRole('region', { name: 'Cost of this feeding' });
    await expect(cost).toHaveTextContent('Cost—');
    const day = page.getByRole('group', { name: /Day/ });
    await userEvent.click(within(day).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('03142025');
    await userEvent.click(page.getByRole('button', { name: /Feed type/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Layer mash' }));
    await userEvent.click(page.getByRole('textbox', { name: /Quantity/ }));
    await userEvent.keyboard('240');
    await userEvent.tab();
    await waitFor(() => expect(cost).toHaveTextContent('Cost$119.04'));
    await expect(cost).toHaveTextContent('At $24.80 a 50 kg bag on Mar 14, 2025.');
  },
};
