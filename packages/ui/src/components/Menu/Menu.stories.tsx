import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, type Selection } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { MenuTrigger } from './index';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';

const onAction = fn();
const navigate = fn();

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { onAction },
  beforeEach: () => {
    onAction.mockClear();
    navigate.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ minHeight: 260 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  render: (args) => (
    <MenuTrigger>
      <Button variant="ghost" aria-label="Account menu for Ada Lovelace">
        <Avatar name="Ada Lovelace" size="sm" aria-hidden="true" />
        <Icon name="chevron-down" />
      </Button>
      <Menu {...args}>
        <MenuItem id="profile" href="/profile" icon={<Icon name="user" />}>
          Your Profile
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="sign-out" icon={<Icon name="logout" />}>
          Sign out
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  parameters: {
    // A story shows a component, not a page: landmarks are the page's job (as in Storybook's
    // own a11y addon, which turns this rule off for stories).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          "A list of actions or links opened from a button: put the trigger `Button` and the `Menu` in a `MenuTrigger`. Items with `href` navigate through the app's router; others report `onAction` with their `id`. Group with `MenuSection` (a `title` names the group) and `MenuSeparator`. Arrow keys move, typing jumps to an item, Enter or Space activates, Escape closes and returns focus to the trigger.",
      },
    },
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The user menu of the top bar. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Account menu for Ada Lovelace' }),
    );
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Your Profile', 'Sign out']);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
  },
};

/** Enter opens with the first item focused, arrows move, Enter activates, focus returns. */
export const Keyboard: Story = {
  name: 'Keyboard: open, move, activate',
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Account menu for Ada Lovelace',
    });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Your Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction.mock.calls[0]?.[0]).toBe('sign-out');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Link items go through the router; Escape closes without choosing. */
export const LinkItemAndEscape: Story = {
  name: 'Keyboard: link item, Escape',
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Account menu for Ada Lovelace',
    });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const profile = await body.findByRole('menuitem', { name: 'Your Profile' });
    await expect(profile).toHaveAttribute('href', '/profile');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/profile', undefined);
    // The picture shows the menu closed again.
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** Sections with headings, a destructive item and a disabled one. */
export const SectionsAndStates: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary" aria-label="Actions for order 1042">
        <Icon name="more-horizontal" />
      </Button>
      <Menu {...args}>
        <MenuSection title="Order">
          <MenuItem id="view" icon={<Icon name="eye" />}>
            View
          </MenuItem>
          <MenuItem id="edit" icon={<Icon name="edit" />}>
            Edit
          </MenuItem>
          <MenuItem id="print" icon={<Icon name="printer" />} isDisabled>
            Print invoice
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title="Danger zone">
          <MenuItem id="void" icon={<Icon name="close" />}>
            Void sale
          </MenuItem>
          <MenuItem id="delete" icon={<Icon name="trash" />} variant="danger">
            Delete
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  play: async () => {
    const menu = await within(document.body).findByRole('menu');
    const groups = within(menu).getAllByRole('group');
    await expect(groups).toHaveLength(2);
    await expect(groups[0]).toHaveAccessibleName('Order');
    await expect(within(menu).getByRole('menuitem', { name: 'Print invoice' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
};

function SortMenu(props: { onAction: typeof onAction }) {
  const [selected, setSelected] = useState<Selection>(new Set(['newest']));
  return (
    <MenuTrigger>
      <Button variant="secondary">
        <Icon name="sort" /> Sort
      </Button>
      <Menu
        {...props}
        aria-label="Sort notices"
        selectionMode="single"
        selectedKeys={selected}
        onSelectionChange={setSelected}
      >
        <MenuItem id="newest">Newest first</MenuItem>
        <MenuItem id="oldest">Oldest first</MenuItem>
        <MenuItem id="level">By level</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/** A single-choice menu shows a check on the current choice. */
export const Selectable: Story = {
  render: (args) => <SortMenu onAction={args.onAction ?? onAction} />,
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Sort' });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'Oldest first' }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('menuitemradio', { name: 'Oldest first' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(body.getByRole('menuitemradio', { name: 'Newest first' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const brands = Array.from({ length: 24 }, (_, i) => `Brand ${i + 1}`);

/** Many items scroll inside the menu; typing a letter jumps to the matching item. */
export const ManyItems: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Switch brand</Button>
      <Menu {...args} style={{ maxHeight: 240 }}>
        {brands.map((brand) => (
          <MenuItem key={brand} id={brand}>
            {brand}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.tab();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Switch brand' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(24);
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Brand 24' })).toHaveFocus();
  },
};

export const LongText: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Reports</Button>
      <Menu {...args} style={{ maxWidth: 280 }}>
        <MenuItem id="pnl">
          Profit and loss statement for the whole financial year, by month
        </MenuItem>
        <MenuItem id="egg">Egg collection report by house and flock</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};

export const Dark: Story = {
  ...SectionsAndStates,
  globals: { theme: 'dark' },
};
