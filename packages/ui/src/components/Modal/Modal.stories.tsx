import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from '../Dialog';
import { Spinner } from '../Spinner';
import { Modal } from './Modal';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: { isDismissable: true, size: 'md' },
  render: (args) => (
    <DialogTrigger>
      <Button>Open modal</Button>
      <Modal {...args}>
        <Dialog title="Edit customer">The customer form goes here.</Dialog>
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
          'A modal layer: a dimmed backdrop (`ModalOverlay`) and a centred panel that traps focus until it closes; focus then returns to what opened it. `isDismissable` lets a click on the backdrop close it; Escape closes it unless `isKeyboardDismissDisabled`. Leave both off for a blocking modal (the brand-switch wait, a required decision). Use `size="fullscreen"` for full-screen waits and small screens. Put a `Dialog` inside.',
      },
    },
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dismissable: a click on the backdrop closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
    await body.findByRole('dialog', { name: 'Edit customer' });
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Escape closes a modal and focus returns to the trigger. */
export const Keyboard: Story = {
  name: 'Keyboard: Enter opens, Escape closes',
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Open modal' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Edit customer' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function BlockingDemo() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Start import</Button>
      <Modal isOpen={isOpen} onOpenChange={setOpen} isKeyboardDismissDisabled size="sm">
        <Dialog
          title="Importing products"
          showCloseButton={false}
          actions={<Button onPress={() => setOpen(false)}>Stop import</Button>}
        >
          The import keeps running until it ends or you stop it.
        </Dialog>
      </Modal>
    </>
  );
}

/** Blocking: neither the backdrop nor Escape closes it; only its own button does. */
export const Blocking: Story = {
  render: () => <BlockingDemo />,
  // It ends as it began, the dialog closed: its play is the record, not its picture.
  parameters: { visual: false },
  play: async () => {
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Importing products' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
    await userEvent.tab();
    const stop = within(dialog).getByRole('button', { name: 'Stop import' });
    await expect(stop).toHaveFocus();
    await userEvent.click(stop);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The full-screen wait while the app switches brand. */
export const FullscreenLoading: Story = {
  render: () => (
    <Modal isOpen size="fullscreen" isKeyboardDismissDisabled>
      <Dialog aria-label="Loading brand" showCloseButton={false} style={{ margin: 'auto' }}>
        <Spinner size="lg" showLabel label="Loading brand . . ." />
      </Dialog>
    </Modal>
  ),
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Loading brand' });
    const spinner = within(dialog).getByRole('progressbar', { name: 'Loading brand . . .' });
    await waitFor(() => expect(spinner).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <Modal {...args} isOpen>
      <Dialog title="Large modal">Wide content such as a table or a two-column form.</Dialog>
    </Modal>
  ),
};

export const Small: Story = {
  args: { size: 'sm' },
  render: Sizes.render,
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Modal {...args} isOpen size="fullscreen">
      <Dialog title="Edit customer">On small screens a modal can take the whole screen.</Dialog>
    </Modal>
  ),
};

export const Dark: Story = {
  render: (args) => (
    <Modal {...args} isOpen>
      <Dialog title="Edit customer">The customer form goes here.</Dialog>
    </Modal>
  ),
  globals: { theme: 'dark' },
};
