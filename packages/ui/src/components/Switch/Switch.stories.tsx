import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Sound for new notifications', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    // A field shown alone is not a page: landmarks belong to the app shell.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'An on/off setting that takes effect immediately (alert sound, compact sidebar). Label it with the setting, not its state. Screen readers announce it as a switch; Space toggles it. If the choice is only saved when a form is submitted, use `Checkbox` instead.',
      },
    },
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', {
      name: 'Sound for new notifications',
    });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Sound for new notifications'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Tab, Space toggles',
  args: { defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const toggle = within(canvasElement).getByRole('switch', {
      name: 'Sound for new notifications',
    });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args}>Off</Switch>
      <Switch {...args} defaultSelected>
        On
      </Switch>
      <Switch {...args} isDisabled>
        Disabled
      </Switch>
      <Switch {...args} isDisabled defaultSelected>
        Disabled and on
      </Switch>
      <Switch {...args} isReadOnly defaultSelected>
        Read only
      </Switch>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Disabled' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Read only'));
    await expect(canvas.getByRole('switch', { name: 'Read only' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Plays when an order or a notice arrives while this tab is open.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      'Plays when an order or a notice arrives while this tab is open.',
    );
  },
};

export const LongText: Story = {
  args: {
    children:
      'Keep the sidebar collapsed to icons on every page, including the reports and the settings screens, on this device',
    description: 'Remembered in this browser only.',
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
  args: { defaultSelected: true, description: 'Plays when an order arrives.' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: States.render,
};
