import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from '../Dialog';
import { Icon } from '../Icon';
import { Popover } from './Popover';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: { placement: 'bottom start' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">
        <Icon name="info" /> Report periods
      </Button>
      <Popover {...args}>
        <Dialog title="Report periods" showCloseButton={false} style={{ maxWidth: 320 }}>
          Reports cover whole days from the first date through the last date, in the brand&apos;s
          time zone.
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
  parameters: {
    // A story shows a component, not a page: landmarks are the page's job (as in Storybook's
    // own a11y addon, which turns this rule off for stories).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'A non-modal layer anchored to its trigger, for detail or a small form. Put a `Dialog` inside and open it from a `DialogTrigger`: focus moves into it, Escape or a click outside closes it and focus returns to the trigger. For actions use `Menu`; for one-line hints use `Tooltip`.',
      },
    },
  },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report periods' }));
    const dialog = await body.findByRole('dialog', { name: 'Report periods' });
    await expect(dialog).toHaveTextContent('whole days');
  },
};

/** Enter opens it with focus inside; Escape closes it and focus returns to the trigger. */
export const Keyboard: Story = {
  name: 'Keyboard: Enter opens, Escape closes',
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Report periods' });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Report periods' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithArrow: Story = {
  args: { showArrow: true, placement: 'bottom' },
  render: (args) => (
    <div style={{ padding: '0 120px' }}>
      <DialogTrigger defaultOpen>
        <Button variant="secondary">Details</Button>
        <Popover {...args}>
          <Dialog aria-label="Details" showCloseButton={false}>
            Paid on 2024-03-15 by bank transfer.
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  ),
};

/** A small form inside: Tab moves through it and the buttons close it. */
export const WithActions: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Clear filters</Button>
      <Popover {...args}>
        <Dialog
          title="Clear all filters?"
          style={{ maxWidth: 320 }}
          actions={(close) => (
            <>
              <Button variant="secondary" size="sm" onPress={close}>
                Keep
              </Button>
              <Button size="sm" onPress={close}>
                Clear
              </Button>
            </>
          )}
        >
          The list will show every order again.
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Clear all filters?' });
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const trigger = within(canvasElement).getByRole('button', { name: 'Clear filters' });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongContent: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">Why was this refused?</Button>
      <Popover {...args}>
        <Dialog title="Why was this refused?" showCloseButton={false} style={{ maxWidth: 360 }}>
          The file is larger than the upload limit of this form. Reduce the resolution of scanned
          documents, split long documents into several files, or ask an administrator to raise the
          limit for this kind of document if large files are needed regularly.
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
};

export const Dark: Story = {
  ...WithArrow,
  globals: { theme: 'dark' },
};
