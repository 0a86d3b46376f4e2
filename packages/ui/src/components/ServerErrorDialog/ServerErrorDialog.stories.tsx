import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ServerErrorDialog } from './ServerErrorDialog';

const message =
  'Server Error 500. It seems you have ran into a system error. Please double check the information you are submitting and trying again. If the issue persists, create a ticket.';

const meta = {
  title: 'Components/ServerErrorDialog',
  component: ServerErrorDialog,
  args: { isOpen: true, onClose: fn(), ticketHref: '/tickets' },
  parameters: {
    docs: {
      description: {
        component:
          "Shown when a request answers 500 (the app ties `isOpen` to its server-error flag). The wording is fixed by the product. 'create a ticket' leads to `ticketHref` and, like Close and Escape, calls `onClose` so the flag is cleared. A click on the backdrop does not close it.",
      },
    },
  },
} satisfies Meta<typeof ServerErrorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Server Error 500.',
    });
    const text = Array.from(dialog.querySelectorAll('h2, p'))
      .map((element) => element.textContent)
      .join(' ')
      .replace(/\s+/g, ' ');
    await expect(text).toBe(message);
    await expect(within(dialog).getByRole('link', { name: 'create a ticket' })).toHaveAttribute(
      'href',
      '/tickets',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardTicketLink: Story = {
  name: 'Keyboard: Close focused, Tab to link, Escape',
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Server Error 500.',
    });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    // Focus is trapped in the dialog: from the last stop it wraps to the link.
    await expect(within(dialog).getByRole('link', { name: 'create a ticket' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const TicketLinkCloses: Story = {
  name: 'Following the ticket link closes it',
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Server Error 500.',
    });
    await userEvent.click(within(dialog).getByRole('link', { name: 'create a ticket' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

function Flow() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Save notice</Button>
      <ServerErrorDialog isOpen={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}

export const ReturnsFocus: Story = {
  name: 'Keyboard: closes and returns focus',
  args: { isOpen: false },
  render: () => <Flow />,
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save notice' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(save).toHaveFocus());
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};
