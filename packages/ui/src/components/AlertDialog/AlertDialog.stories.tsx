import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Publish this notice?',
    children: 'Every member of staff of this brand will see it on their dashboard.',
    confirmLabel: 'Publish',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant={args.variant === 'destructive' ? 'danger' : 'primary'}>
        {args.confirmLabel}
      </Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  parameters: {
    // A story shows a component, not a page: landmarks are the page's job (as in Storybook's
    // own a11y addon, which turns this rule off for stories).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'Asks for a decision before something happens (`role="alertdialog"`): a title that is the question, a message, and confirm and cancel buttons. `variant="destructive"` for deletions and voids: the confirm button turns red and Cancel gets the first focus. The backdrop does not dismiss it; Escape and Cancel do and call `onCancel`. Return a promise from `onConfirm` to show a pending button until it settles. `cancelLabel={null}` leaves one button, for acknowledgements such as the server-error dialog.',
      },
    },
  },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Publish this notice?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Destructive: Cancel has the first focus so Enter cannot delete by accident; Escape cancels. */
export const Destructive: Story = {
  name: 'Destructive (keyboard)',
  args: {
    variant: 'destructive',
    title: 'Delete this notice?',
    children: 'It disappears from every dashboard. This cannot be undone.',
    confirmLabel: 'Delete',
  },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this notice?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
    // Reopen and confirm from the keyboard alone.
    await userEvent.keyboard('{Enter}');
    const reopened = await body.findByRole('alertdialog');
    await userEvent.tab();
    await expect(within(reopened).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, as designers see it. */
export const DestructiveOpen: Story = {
  args: {
    variant: 'destructive',
    title: 'Void sale JF-2024-00017?',
    children: 'The sale stays on record as void and its eggs return to the inventory.',
    confirmLabel: 'Void sale',
    defaultOpen: true,
  },
  render: (args) => <AlertDialog {...args} />,
};

/** A single acknowledgement button, as in the server-error dialog. */
export const AcknowledgeOnly: Story = {
  args: {
    title: 'Something went wrong',
    children: 'The server could not complete the request. Try again in a moment.',
    confirmLabel: 'OK',
    cancelLabel: null,
    defaultOpen: true,
  },
  render: (args) => <AlertDialog {...args} />,
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Something went wrong',
    });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Refund the whole of sale JF-2024-00017 to Okonkwo Farms and Produce Cooperative?',
    children:
      'The paid amount of $1,250.00 is returned to the customer, the eggs return to the inventory of the houses they came from, and the profit and loss statement for March changes. The refund is recorded with your name and the time.',
    confirmLabel: 'Refund the whole sale',
    cancelLabel: 'Keep the sale',
  },
  render: (args) => <AlertDialog {...args} />,
};

export const MobileWidth: Story = {
  ...DestructiveOpen,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = {
  ...DestructiveOpen,
  globals: { theme: 'dark' },
};

/** While the confirmation runs, the button shows a spinner and the dialog stays open. */
export const Pending: Story = {
  args: {
    defaultOpen: true,
    onConfirm: fn(() => new Promise<void>(() => {})),
  },
  render: (args) => <AlertDialog {...args} />,
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};
