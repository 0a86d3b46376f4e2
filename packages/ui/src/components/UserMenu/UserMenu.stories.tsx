import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from './UserMenu';

const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">' +
    '<rect width="80" height="80" fill="#cfe0f7"/>' +
    '<circle cx="40" cy="31" r="15" fill="#4a6d9c"/>' +
    '<path d="M12 80a28 24 0 0 1 56 0z" fill="#4a6d9c"/>' +
    '</svg>',
)}`;

const meta = {
  title: 'Components/UserMenu',
  component: UserMenu,
  args: { name: 'Ada Lovelace', showProfile: true, onSignOut: fn() },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          width: 320,
          minHeight: 160,
        }}
      >
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The account button at the end of the top bar: the profile photo, else the user's initials (the user record's `initials`, else derived from `name`). It opens a menu with 'Your Profile' (pass `showProfile` when the user has an active brand; it links to `profileHref`) and 'Sign out' (`onSignOut`). The button is named 'Account menu for <name>'.",
      },
    },
  },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The initials the avatar draws (it draws them from an attribute, not as text). */
const initialsIn = (button: HTMLElement) =>
  button.querySelector('[data-initials]')?.getAttribute('data-initials') ?? undefined;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Account menu for Ada Lovelace',
    });
    await expect(initialsIn(button)).toBe('AL');
  },
};

export const KeyboardSignOut: Story = {
  name: 'Keyboard: open, move, sign out',
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Account menu for Ada Lovelace',
    });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu', {
      name: 'Account menu for Ada Lovelace',
    });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Your Profile', 'Sign out']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(items[0]).toHaveAttribute('href', '/profile');
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const KeyboardEscape: Story = {
  name: 'Keyboard: Escape closes',
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Account menu for Ada Lovelace',
    });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await body(canvasElement).findByRole('menu', { name: 'Account menu for Ada Lovelace' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

export const MenuOpen: Story = {
  name: 'Menu open',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account menu/ }));
    await body(canvasElement).findByRole('menu', { name: 'Account menu for Ada Lovelace' });
  },
};

export const WithoutActiveBrand: Story = {
  name: "No active brand (no 'Your Profile')",
  args: { showProfile: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account menu/ }));
    const menu = await body(canvasElement).findByRole('menu', {
      name: 'Account menu for Ada Lovelace',
    });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(1);
    await userEvent.click(items[0]!);
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

export const WithPhoto: Story = {
  args: { photoSrc: photo },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Account menu for Ada Lovelace',
    });
    await waitFor(() => expect(button.querySelector('img')).not.toBeNull());
    await expect(initialsIn(button)).toBeUndefined();
  },
};

export const BrokenPhotoFallsBack: Story = {
  name: 'Photo fails to load: initials',
  args: { photoSrc: 'data:image/png;base64,AAAA', initials: 'AK' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Account menu for Ada Lovelace',
    });
    await waitFor(() => expect(initialsIn(button)).toBe('AK'));
  },
};

export const LongName: Story = {
  args: { name: 'María de los Ángeles Fernández-Rodríguez' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Account menu for María de los Ángeles Fernández-Rodríguez',
    });
    await expect(initialsIn(button)).toBe('MF');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Account menu/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(body(canvasElement).queryByRole('menu')).toBeNull();
  },
};

export const DarkThemeOpen: Story = {
  name: 'Dark theme, menu open',
  globals: { theme: 'dark' },
  play: MenuOpen.play,
};
