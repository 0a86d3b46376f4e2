import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accentStyle } from '../../theme/accent';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  parameters: {
    // A story shows a component, not a page: landmarks are the page's job (as in Storybook's
    // own a11y addon, which turns this rule off for stories).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'The action button. Use `primary` for the one main action of a view, `secondary` beside it, `danger` for destructive actions and `ghost` in toolbars. `isPending` shows a spinner and keeps focus while a save runs.',
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardPress: Story = {
  name: 'Keyboard: Tab then Enter and Space',
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toBeDisabled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: { children: 'Generate the profit and loss statement for the whole year' },
};

/** Every variant on the dark theme, the first one focused from the keyboard. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Variants.render,
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const primary = within(canvasElement).getByRole('button', { name: 'Primary' });
    await expect(primary).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Under a brand's colour (the shell sets it with `accentStyle`), on the dark theme. */
export const BrandAccentDark: Story = {
  name: 'Brand accent, dark theme',
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={accentStyle('#92400e', 'dark')}>
      <Button {...args} variant="primary">
        Save changes
      </Button>
    </div>
  ),
};

/** Under a brand's colour on the light theme. */
export const BrandAccentLight: Story = {
  name: 'Brand accent, light theme',
  render: (args) => (
    <div style={accentStyle('#92400e')}>
      <Button {...args} variant="primary">
        Save changes
      </Button>
    </div>
  ),
};
