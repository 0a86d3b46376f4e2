import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  args: { onPress: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "The top bar's bell button, named 'Notifications'. Set `hasNew` from the app's new-notification flag to show the red dot (described as 'new' to screen readers). Use it as the trigger of the `NotificationPanel` so focus comes back to it when the panel closes.",
      },
    },
  },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await expect(bell).not.toHaveAccessibleDescription();
    await userEvent.click(bell);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const NewPending: Story = {
  args: { hasNew: true },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await expect(bell).toHaveAccessibleDescription('new');
  },
};

export const KeyboardOnly: Story = {
  name: 'Keyboard: Tab then Enter',
  args: { hasNew: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Notifications' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Dark: Story = { args: { hasNew: true }, globals: { theme: 'dark' } };
