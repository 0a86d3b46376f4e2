import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationBell } from '../NotificationBell';
import {
  type NotificationItem,
  NotificationPanel,
  type NotificationPanelProps,
} from './NotificationPanel';

const now = new Date('2024-03-14T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

const sample: NotificationItem[] = [
  {
    id: 1,
    title: 'Order #1042 is ready for delivery',
    link: '/jfd-orders/1042',
    createdAt: minutesAgo(2),
  },
  {
    id: 2,
    title: 'New ticket from the Eastside branch',
    link: '/tickets/77',
    createdAt: minutesAgo(45),
  },
  { id: 3, title: 'Monthly inventory reconciliation is due', createdAt: minutesAgo(60 * 26) },
  {
    id: 4,
    title: 'Courier request #311 was cancelled',
    link: '/dlv-courier-requests/311',
    createdAt: minutesAgo(60 * 24 * 9),
  },
];

/** Holds the list so Remove and Clear All work as in the app. */
function Stateful({
  initial,
  withBell,
  ...props
}: Omit<NotificationPanelProps, 'notifications'> & {
  initial: NotificationItem[];
  withBell?: boolean;
}) {
  const [items, setItems] = useState(initial);
  const panel = (
    <NotificationPanel
      {...props}
      notifications={items}
      onRemove={(id) => {
        setItems((list) => list.filter((n) => n.id !== id));
        props.onRemove(id);
      }}
      onClearAll={() => {
        setItems([]);
        props.onClearAll();
      }}
    />
  );
  if (!withBell) return panel;
  return (
    <DialogTrigger>
      <NotificationBell hasNew />
      {panel}
    </DialogTrigger>
  );
}

const meta = {
  title: 'Components/NotificationPanel',
  component: NotificationPanel,
  args: {
    notifications: sample,
    now,
    onRemove: fn(),
    onClearAll: fn(),
    onLinkPress: fn(),
    isOpen: true,
  },
  render: ({ notifications, ...args }) => <Stateful {...args} initial={notifications} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The slide-over panel of notifications: title 'Notifications', 'Clear All', 'No New Notifications' when empty; each item shows its title (a link when it has one), how long ago it came (en-US, counted from `now`) and a remove button. Place it in a `DialogTrigger` after the `NotificationBell`: Escape closes it and focus returns to the bell. Following a link closes the panel and calls `onLinkPress`, where the app reloads when the link is the current page.",
      },
      story: { inline: false, iframeHeight: 480 },
    },
  },
} satisfies Meta<typeof NotificationPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const panel = within(document.body).getByRole('dialog', { name: 'Notifications' });
    const inPanel = within(panel);
    await waitFor(() => expect(inPanel.getByText('2 minutes ago')).toBeVisible());
    await expect(inPanel.getByText('yesterday')).toBeVisible();
    await userEvent.click(
      inPanel.getByRole('button', {
        name: 'Remove notification: New ticket from the Eastside branch',
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(2);
    await expect(
      inPanel.queryByText('New ticket from the Eastside branch'),
    ).not.toBeInTheDocument();
  },
};

export const KeyboardOnly: Story = {
  name: 'Keyboard: bell, Enter, Escape returns to the bell',
  args: { isOpen: undefined },
  render: ({ notifications, ...args }) => <Stateful {...args} initial={notifications} withBell />,
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await userEvent.tab();
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await within(document.body).findByRole('dialog', { name: 'Notifications' });
    await userEvent.tab();
    await expect(within(panel).getByRole('button', { name: 'Clear All' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    // Focus goes back to the bell once the closing animation has ended.
    await waitFor(() => expect(bell).toHaveFocus());
  },
};

export const ClearAll: Story = {
  play: async ({ args }) => {
    const panel = within(within(document.body).getByRole('dialog', { name: 'Notifications' }));
    await userEvent.click(panel.getByRole('button', { name: 'Clear All' }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    // The panel may still be sliding in on a busy machine: wait until the text is shown.
    await waitFor(() => expect(panel.getByText('No New Notifications')).toBeVisible());
    await expect(panel.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  },
};

export const LinkClosesPanel: Story = {
  args: { isOpen: undefined, onOpenChange: fn() },
  render: ({ notifications, ...args }) => <Stateful {...args} initial={notifications} withBell />,
  parameters: { layout: 'padded' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    const panel = await within(document.body).findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(
      within(panel).getByRole('link', { name: 'Order #1042 is ready for delivery' }),
    );
    await expect(args.onLinkPress).toHaveBeenCalledWith(sample[0]);
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
  },
};

export const Empty: Story = { args: { notifications: [] } };

export const ManyItems: Story = {
  args: {
    notifications: Array.from({ length: 24 }, (_, i) => ({
      id: i + 1,
      title: `Egg collection log for house ${(i % 6) + 1} was submitted`,
      link: i % 3 === 0 ? `/egg-collection-logs/${300 + i}` : undefined,
      createdAt: minutesAgo(i * 37 + 1),
    })),
  },
};

export const LongText: Story = {
  args: {
    notifications: [
      {
        id: 1,
        title:
          'The delivery to 1200 Northwestern Boulevard, Apartment 14B, was rescheduled by the customer for the second time this week and needs a dispatcher to confirm the new window',
        link: '/deliveries/981',
        createdAt: minutesAgo(12),
      },
      ...sample.slice(1, 2),
    ],
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Dark: Story = { globals: { theme: 'dark' } };
