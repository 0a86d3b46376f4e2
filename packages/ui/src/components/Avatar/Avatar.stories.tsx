import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Avatar } from './Avatar';

// A drawn portrait as a data address, so the story renders the same everywhere without a server.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#7aa6d9"/><circle cx="32" cy="26" r="12" fill="#f1d3b8"/><path d="M10 64c2-14 12-20 22-20s20 6 22 20z" fill="#2f4a6d"/><path d="M20 24c0-10 6-14 12-14s12 4 12 14c-4-5-8-6-12-6s-8 1-12 6z" fill="#3b2a20"/></svg>',
)}`;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', size: 'md' },
  parameters: {
    // A story shows a component, not a page: landmarks are the page's job (as in Storybook's
    // own a11y addon, which turns this rule off for stories).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          "A person's profile photo, else their initials (from `initials` when the user record has them, otherwise from the first and last words of `name`). A photo that fails to load falls back to the initials. The whole avatar is one image named after the person; beside a visible name, give it `aria-hidden` instead.",
      },
    },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { src: photo },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar.querySelector('img')).toHaveAttribute('alt', '');
    await expect(avatar).not.toHaveAttribute('data-fallback');
  },
};

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AL');
  },
};

/** The user record's own initials win over those derived from the name. */
export const GivenInitials: Story = {
  args: { name: 'María José García', initials: 'mg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'María José García' });
    await expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'MG');
  },
};

/** A photo address that does not load shows the initials instead of a broken image. */
export const BrokenPhoto: Story = {
  args: { name: 'Kwame Mensah', src: '/missing-profile-photo.png' },
  // The address answers 404 on purpose.
  parameters: { expectedErrors: [/GET \/missing-profile-photo\.png /] },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Kwame Mensah' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-fallback', 'true'));
    await expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'KM');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
      <Avatar {...args} size="xl" src={photo} />
    </div>
  ),
};

/** In the user menu's trigger the button carries the name; Tab reaches it. */
export const InMenuButton: Story = {
  name: 'Keyboard: inside a button',
  render: (args) => (
    <Button variant="ghost" aria-label={`Account menu for ${args.name}`}>
      <Avatar {...args} size="sm" aria-hidden="true" />
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Account menu for Ada Lovelace' }),
    ).toHaveFocus();
  },
};

export const LongName: Story = {
  args: { name: 'Alexandria Ocasio-Cortez Montgomery-Wellington', size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img');
    await expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AM');
  },
};

export const Dark: Story = {
  ...Sizes,
  globals: { theme: 'dark' },
};
