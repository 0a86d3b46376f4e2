import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

// The app's router, as a spy: in-app links must hand their path to it instead of reloading.
const navigate = fn();

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/dashboard', children: 'Go home' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
  parameters: {
    // A story shows a component, not a page: landmarks are the page's job (as in Storybook's
    // own a11y addon, which turns this rule off for stories).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'A link on react-aria\'s Link. In-app addresses navigate through the app\'s router (the `RouterProvider` the app puts around everything), so there is no full page load. Absolute `http(s)` addresses are external: they open in a new tab, show an arrow icon and tell screen readers "(opens in a new tab)". Use `standalone` for links on their own line, `inline` in running text.',
      },
    },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Go home' });
    await expect(link).toHaveAttribute('href', '/dashboard');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/dashboard', undefined);
  },
};

/** Tab reaches the link and Enter follows it through the router. */
export const Keyboard: Story = {
  name: 'Keyboard: Tab then Enter',
  args: { variant: 'standalone' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Go home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/dashboard', undefined);
  },
};

export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: 480, margin: 0 }}>
      Sorry, you do not have access to this page or resource. <Link {...args} /> or ask an
      administrator for the permission.
    </p>
  ),
};

/** External links open in a new tab, are marked with an icon and say so to screen readers. */
export const External: Story = {
  args: { href: 'https://help.example.org/resource-centre', children: 'Resource centre' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Resource centre (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('svg[data-icon="external-link"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Link {...args} variant="inline">
        Inline link
      </Link>
      <Link {...args} variant="standalone">
        Standalone link
      </Link>
      <Link {...args} variant="subtle">
        Subtle link
      </Link>
      <Link {...args} href="/reports" aria-current="page">
        Current page
      </Link>
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Go home' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    href: '/reports/jf-pnl-report',
    children:
      'Open the profit and loss statement for the poultry business for the whole financial year',
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Link {...args} />
    </div>
  ),
};

export const Dark: Story = {
  ...Variants,
  globals: { theme: 'dark' },
};
