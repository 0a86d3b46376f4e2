import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion, type ToastRegionProps } from './Toasts';
import { type ToastContent, toastQueue, topRightToastQueue } from './toastQueue';

const saved: ToastContent = {
  title: 'Changes saved',
  description: 'The customer record was updated.',
  tone: 'positive',
};

/** Shows fixed toasts that stay until closed, so the screenshot is the same every run. */
function Showing({ toasts, ...region }: ToastRegionProps & { toasts: ToastContent[] }) {
  const queue = region.queue ?? toastQueue;
  useEffect(() => {
    for (const toast of toasts) queue.add(toast, { timeout: 0 });
    return () => queue.clear();
  }, [queue, toasts]);
  return <ToastRegion {...region} />;
}

const body = () => within(document.body);

const meta = {
  title: 'Components/Toasts',
  component: ToastRegion,
  beforeEach: () => {
    toastQueue.clear();
    topRightToastQueue.clear();
  },
  render: (args) => (
    <>
      <Button onPress={() => (args.queue ?? toastQueue).add(saved)}>Save customer</Button>
      <ToastRegion {...args} />
    </>
  ),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Brief messages in a corner. Mount `<ToastRegion />` once near the app's root, then call `toastQueue.add({ title, description, tone })` from anywhere: toasts show bottom-right for 4000 ms. For the top-right variant mount `<ToastRegion queue={topRightToastQueue} placement=\"top-right\" />` (3000 ms). Timers pause while the pointer is over the region or focus is in it; closing animates for 150 ms; beyond three toasts the rest wait their turn (re-checked every 250 ms). Each toast has a Close button that Tab reaches. A toast may carry one `action` (`{ label: 'Undo', onAction }`): a button before Close that acts and closes the toast; give such a toast a longer `timeout` (`add(content, { timeout: 10_000 })`).",
      },
      story: { inline: false, iframeHeight: 320 },
    },
  },
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save customer' }));
    const region = await body().findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getByText('Changes saved')).toBeVisible());
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByText('Changes saved')).not.toBeInTheDocument());
  },
};

export const KeyboardOnly: Story = {
  name: 'Keyboard: Enter shows, Tab reaches Close, Enter closes',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Save customer' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = await body().findByRole('region', { name: 'Notifications' });
    const close = within(region).getByRole('button', { name: 'Close' });
    for (let i = 0; i < 4 && document.activeElement !== close; i++) await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(body().queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
    await expect(trigger).toHaveFocus();
  },
};

export const Tones: Story = {
  render: () => (
    <Showing
      toasts={[
        { title: 'Report generated', tone: 'info' },
        {
          title: 'Deposit recorded',
          description: 'Deposit #88 was added to the ledger.',
          tone: 'positive',
        },
        { title: 'You do not have access to this brand', tone: 'critical' },
      ]}
    />
  ),
  play: async () => {
    const toast = await body().findByText('You do not have access to this brand');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const TopRight: Story = {
  name: 'Top-right variant',
  render: () => (
    <Showing
      queue={topRightToastQueue}
      placement="top-right"
      toasts={[{ title: 'Order #1042 assigned', description: 'Driver: Sam Ortiz', tone: 'info' }]}
    />
  ),
  play: async () => {
    const toast = await body().findByText('Order #1042 assigned');
    await expect(toast.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 2);
    await expect(topRightToastQueue.timeout).toBe(3000);
  },
};

export const LongText: Story = {
  render: () => (
    <Showing
      toasts={[
        {
          title: 'There has been an error processing your request. Please try again',
          description:
            'The server did not answer within 60 seconds while saving the delivery schedule for the northern service towns. Nothing was changed.',
          tone: 'critical',
        },
      ]}
    />
  ),
};

export const ManyQueued: Story = {
  name: 'Many: three show, the rest wait',
  render: () => (
    <Showing
      toasts={Array.from({ length: 5 }, (_, i) => ({
        title: `Egg collection log ${i + 1} saved`,
        tone: 'positive' as const,
      }))}
    />
  ),
  play: async () => {
    await waitFor(() => expect(body().getAllByText(/Egg collection log \d saved/)).toHaveLength(3));
    await expect(toastQueue.waitingCount).toBe(2);
  },
};

/** A delete that can be taken back: Undo for 10 seconds, then the toast closes by itself. */
function UndoDemo() {
  const [restored, setRestored] = useState(0);
  return (
    <>
      <Button
        onPress={() =>
          toastQueue.add(
            {
              title: 'Sale deleted.',
              tone: 'positive',
              action: { label: 'Undo', onAction: () => setRestored((count) => count + 1) },
            },
            { timeout: 10_000 },
          )
        }
      >
        Delete sale
      </Button>
      <p>Undone: {restored}</p>
      <ToastRegion />
    </>
  );
}

export const WithUndo: Story = {
  name: 'Action: Undo, by keyboard',
  render: () => <UndoDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete sale' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = await body().findByRole('region', { name: 'Notifications' });
    const undo = within(region).getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(within(region).getByText('Sale deleted.')).toBeVisible());
    for (let i = 0; i < 4 && document.activeElement !== undo; i++) await userEvent.tab();
    await expect(undo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Undone: 1')).toBeVisible();
    await waitFor(() => expect(body().queryByText('Sale deleted.')).not.toBeInTheDocument());
  },
};

/** An Undo toast as it shows (kept until closed, for the screenshot). */
export const UndoShown: Story = {
  name: 'Action: Undo',
  render: () => (
    <Showing
      toasts={[
        {
          title: 'Sale voided.',
          tone: 'positive',
          action: { label: 'Undo', onAction: () => {} },
        },
      ]}
    />
  ),
  play: async () => {
    const undo = await body().findByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toBeVisible());
    for (let i = 0; i < 4 && document.activeElement !== undo; i++) await userEvent.tab();
    await expect(undo).toHaveFocus();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Showing
      toasts={[
        { title: 'Changes saved', tone: 'positive' },
        { title: 'You do not have access to this brand', tone: 'critical' },
      ]}
    />
  ),
};
