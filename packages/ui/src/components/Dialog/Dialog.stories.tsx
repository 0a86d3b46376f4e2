import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Dialog } from './Dialog';
import { DialogTrigger } from './index';

const onSave = fn();

const refundTerms = Array.from(
  { length: 12 },
  (_, i) =>
    `${i + 1}. A refund returns the paid amount to the customer and puts the eggs back into the inventory of the house they came from, unless they are marked as broken.`,
);

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Notice published',
    children: 'Every member of staff of this brand can now read “Egg prices from 1 April”.',
  },
  beforeEach: () => {
    onSave.mockClear();
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Open dialog</Button>
      <Modal isDismissable>
        <Dialog
          {...args}
          actions={(close) => (
            <Button
              onPress={() => {
                onSave();
                close();
              }}
            >
              Done
            </Button>
          )}
        />
      </Modal>
    </DialogTrigger>
  ),
  parameters: {
    // A story shows a component, not a page: landmarks are the page's job (as in Storybook's
    // own a11y addon, which turns this rule off for stories).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'The content of a dialog: a `title` (which names it), the body and `actions`. Place it in a `Modal` (blocking the page) or a `Popover` (anchored), inside a `DialogTrigger` with the button that opens it. `children` and `actions` may be functions receiving `close`. The × button can be hidden with `showCloseButton={false}` when the actions already close it. For confirmations use `AlertDialog`.',
      },
    },
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body.findByRole('dialog', { name: 'Notice published' });
    await expect(dialog).toHaveTextContent('Egg prices from 1 April');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Enter opens, focus is trapped inside, the × closes and focus goes back to the trigger. */
export const Keyboard: Story = {
  name: 'Keyboard: focus trap and close',
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Notice published' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    // Focus wraps instead of leaving the dialog.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onSave).not.toHaveBeenCalled();
  },
};

/** Open, as designers see it. */
export const Open: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Open dialog</Button>
      <Modal isDismissable>
        <Dialog
          {...args}
          actions={(close) => (
            <>
              <Button variant="secondary" onPress={close}>
                View notice
              </Button>
              <Button onPress={close}>Done</Button>
            </>
          )}
        />
      </Modal>
    </DialogTrigger>
  ),
};

export const WithoutCloseButton: Story = {
  ...Open,
  args: { showCloseButton: false },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const LongContent: Story = {
  ...Open,
  args: {
    title: 'Terms of the refund for sale JF-2024-00017 to the customer Okonkwo Farms and Produce',
    children: refundTerms.map((paragraph) => (
      <p key={paragraph} style={{ margin: '0 0 12px' }}>
        {paragraph}
      </p>
    )),
  },
};

export const MobileWidth: Story = {
  ...Open,
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
  ...Open,
  globals: { theme: 'dark' },
};
