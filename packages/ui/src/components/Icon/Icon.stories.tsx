import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from './Icon';
import { iconNames } from './paths';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'bell', size: 'lg' },
  argTypes: { name: { control: 'select', options: iconNames } },
  parameters: {
    // A story shows a component, not a page: landmarks are the page's job (as in Storybook's
    // own a11y addon, which turns this rule off for stories).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'The library\'s icon set as inline SVG, drawn in the current text colour. Icons are decorative (`aria-hidden`) unless given a `label`; beside visible text leave it out, on an icon-only button put the name on the button (`aria-label`) instead. `size="inherit"` follows the text size.',
      },
    },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-icon="bell"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** Every icon with its name, for picking one. */
export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
        gap: 8,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 4,
            padding: 8,
          }}
        >
          <Icon {...args} name={name} />
          <span style={{ fontSize: 12 }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg[data-icon]');
    await expect(svgs).toHaveLength(iconNames.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A standalone icon that carries meaning is an image with a name. */
export const Labelled: Story = {
  args: { name: 'alert', label: 'Warning' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Warning' });
    await expect(img).not.toHaveAttribute('aria-hidden');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Icon {...args} size="sm" />
      <Icon {...args} size="md" />
      <Icon {...args} size="lg" />
      <Icon {...args} size="xl" />
      <span style={{ fontSize: 14 }}>
        <Icon {...args} size="inherit" /> inherits the text size
      </span>
    </div>
  ),
};

/** On an icon-only button the name goes on the button; Tab reaches it and Enter presses it. */
export const InIconButton: Story = {
  name: 'Keyboard: icon-only button',
  render: () => (
    <Button variant="ghost" aria-label="Open the menu">
      <Icon name="menu" size="md" />
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Open the menu' });
    await expect(button).toHaveFocus();
  },
};

export const Dark: Story = {
  ...Gallery,
  globals: { theme: 'dark' },
};
