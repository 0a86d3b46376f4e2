import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/vars.css';
import { Icon } from '../Icon';
import { NotificationBell } from '../NotificationBell';
import { UserMenu } from '../UserMenu';
import { AppShell, type NavItem } from './AppShell';

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="168" height="48" viewBox="0 0 168 48">' +
    '<rect width="48" height="48" rx="12" fill="#1f5fbf"/>' +
    '<path d="M15 35V13h11a6 6 0 0 1 0 12H15m11 0a5 5 0 0 1 0 10H15" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>' +
    '<text x="58" y="31" font-family="Arial, sans-serif" font-size="19" font-weight="700" fill="#5b6b84">Backoffice</text>' +
    '</svg>',
)}`;

const navItems: NavItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/dashboard', icon: <Icon name="dashboard" /> },
  {
    id: 'beneficiaries',
    label: 'Beneficiaries',
    href: '/beneficiaries',
    icon: <Icon name="users" />,
  },
  { id: 'projects', label: 'Projects', href: '/projects', icon: <Icon name="clipboard" /> },
  {
    id: 'package-items',
    label: 'Package Items',
    href: '/package-items',
    icon: <Icon name="box" />,
  },
  { id: 'donations', label: 'Donations', href: '/donations', icon: <Icon name="dollar" /> },
  {
    id: 'human-resources',
    label: 'Human Resources',
    href: '/human-resources',
    icon: <Icon name="id-card" />,
  },
  { id: 'notices', label: 'Notices', href: '/notices', icon: <Icon name="megaphone" /> },
  { id: 'reports', label: 'Reports', href: '/reports', icon: <Icon name="chart" /> },
  { id: 'settings', label: 'Settings', href: '/settings', icon: <Icon name="settings" /> },
  {
    id: 'resource-centre',
    label: 'Resource Centre',
    href: 'https://example.com/resources',
    icon: <Icon name="book" />,
    external: true,
  },
  { id: 'tickets', label: 'Tickets', href: '/tickets', icon: <Icon name="lifebuoy" /> },
];

function PageContent() {
  const card = {
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    padding: vars.space.md,
    marginBottom: vars.space.md,
  };
  return (
    <>
      <section style={card} aria-label="Latest notice">
        <h2 style={{ margin: 0, fontSize: vars.fontSize.lg }}>Warehouse stock count on Friday</h2>
        <p style={{ marginBottom: 0 }}>
          All package items must be counted before the Friday distribution. Please record any
          damaged boxes in the inventory log.
        </p>
      </section>
      <section style={card} aria-label="Second notice">
        <h2 style={{ margin: 0, fontSize: vars.fontSize.lg }}>New donation receipts</h2>
        <p style={{ marginBottom: 0 }}>
          Receipts now carry the project name and the donor's address.
        </p>
      </section>
    </>
  );
}

const bell = <NotificationBell hasNew />;

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  args: {
    navItems,
    currentId: 'dashboard',
    title: 'Dashboard',
    logoSrc: logo,
    logoHref: '/home',
    storageKey: null,
    onBack: fn(),
    onCollapsedChange: fn(),
    notifications: bell,
    userMenu: <UserMenu name="Ada Lovelace" showProfile onSignOut={fn()} />,
    children: <PageContent />,
  },
  parameters: {
    layout: 'fullscreen',
    // axe only exempts a skip link that precedes every other link of the document, and the
    // story frame keeps a hidden Storybook help link before the story. The landmarks themselves
    // are asserted in the play functions below.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'The frame of every signed-in page. Pass the brand\'s menu as `navItems` and the current item\'s id as `currentId` (it is marked `aria-current="page"`); the logo leads to `logoHref` (the app passes its home route). The sidebar collapses to icons only: leave `collapsed` unset and the choice is remembered in localStorage under `storageKey`, or control it with `collapsed`/`onCollapsedChange`. Below 48rem of width the sidebar gives way to a menu button that slides the same navigation in from the left. `onBack` shows the back arrow; `notifications` and `userMenu` fill the end of the top bar. A "Skip to content" link is the first stop for keyboard users.',
      },
    },
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Reports' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    const external = within(nav).getByRole('link', {
      name: 'Resource Centre (opens in a new tab)',
    });
    await expect(external).toHaveAttribute('target', '_blank');
  },
};

export const KeyboardSkipAndBack: Story = {
  name: 'Keyboard: skip link, back arrow',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();

    // Backwards from the content: user menu, bell, then the back arrow.
    await userEvent.tab({ shift: true });
    await expect(
      canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' }),
    ).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Go back' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const CollapsedIconsOnly: Story = {
  name: 'Collapsed (icons only)',
  args: { collapsed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    // Labels are hidden visually but still name the links.
    const current = within(nav).getByRole('link', { name: 'Dashboard' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
    // Controlled: the shell waits for the caller to change `collapsed`.
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  },
};

const rememberKey = 'storybook.appshell.collapsed';

export const RemembersCollapsedState: Story = {
  name: 'Keyboard: collapse, remembered in localStorage',
  args: { storageKey: rememberKey },
  beforeEach: () => {
    localStorage.removeItem(rememberKey);
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Collapse sidebar' });
    // Skip link, logo, eleven nav links, then the toggle.
    for (let i = 0; i < 14; i++) await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveFocus();
    await expect(localStorage.getItem(rememberKey)).toBe('true');
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(localStorage.getItem(rememberKey)).toBe('false');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  },
};

const mobileFrame = (Story: () => React.JSX.Element) => (
  <div style={{ width: 375 }}>
    <Story />
  </div>
);

export const MobileWidth: Story = {
  name: 'Mobile width: slide-in menu by keyboard',
  decorators: [mobileFrame],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The sidebar gives way to the menu button.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

export const MobileMenuOpen: Story = {
  name: 'Mobile width: menu open',
  decorators: [mobileFrame],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { currentId: 'reports', title: 'Reports' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Close menu' })).toBeVisible(),
    );
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

export const LongTitle: Story = {
  name: 'Long heading',
  args: {
    title:
      'Beneficiary category: families displaced by the spring floods in the northern districts',
    currentId: 'beneficiaries',
  },
};

export const NoBackNoSlots: Story = {
  name: 'Without back arrow and slots',
  args: {
    onBack: undefined,
    notifications: undefined,
    userMenu: undefined,
    title: 'Settings',
    currentId: 'settings',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Go back' })).toBeNull();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};

export const DarkCollapsed: Story = {
  name: 'Dark theme, collapsed',
  globals: { theme: 'dark' },
  args: { collapsed: true, currentId: 'notices', title: 'Notices' },
};
