import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { EmptyState } from './EmptyState';

const onCreate = fn();

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <Icon name="megaphone" />,
    title: 'No notices yet',
    description: 'Notices you publish for this brand appear here for every member of staff.',
  },
  beforeEach: () => {
    onCreate.mockClear();
  },
  parameters: {
    // A story shows a component, not a page: landmarks are the page's job (as in Storybook's
    // own a11y addon, which turns this rule off for stories).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'What a list, table or page shows when there is nothing to show: say what is empty, why, and offer the way forward as one action. Set `headingLevel` to fit the page\'s outline; use `size="sm"` inside cards and tables.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No notices yet' })).toBeVisible();
  },
};

/** Tab reaches the action and Enter runs it. */
export const WithAction: Story = {
  name: 'With action (keyboard)',
  args: {
    action: (
      <Button onPress={onCreate}>
        <Icon name="plus" /> New notice
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'New notice' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const SearchWithoutResults: Story = {
  args: {
    icon: <Icon name="search" />,
    title: 'No customers match “Okonkwo-Adeyemi”',
    description: 'Check the spelling or clear the search to see every customer.',
    action: (
      <Button variant="secondary" onPress={onCreate}>
        Clear search
      </Button>
    ),
    headingLevel: 3,
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'No New Notifications', size: 'sm' },
};

export const LongText: Story = {
  args: {
    title: 'There are no egg collection logs recorded for the selected flock, house and period',
    description:
      'Egg collection logs are recorded daily by the farm team. Choose another period or another house, or record the first collection now so that the sales, inventory and profit-and-loss reports have data to work with.',
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { action: <Button onPress={onCreate}>New notice</Button> },
  render: (args) => (
    <div style={{ width: 343, border: '1px dashed currentColor' }}>
      <EmptyState {...args} />
    </div>
  ),
};

export const Dark: Story = {
  args: { action: <Button onPress={onCreate}>New notice</Button> },
  globals: { theme: 'dark' },
};
