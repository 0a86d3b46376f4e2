import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  args: { isOpen: true, text: 'Loading brand . . .' },
  parameters: {
    docs: {
      description: {
        component:
          "A full-screen, blocking wait: a spinner and optional text over the dimmed page, shown while the app's global loading flag is set (the brand switch shows 'Loading brand . . .'). Users cannot dismiss it; it closes when `isOpen` turns false. The dialog and its spinner are named by the text (or `label`).",
      },
    },
  },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const BrandSwitch: Story = {
  name: 'Brand switch',
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Loading brand . . .' });
    await expect(
      within(dialog).getByRole('progressbar', { name: 'Loading brand . . .' }),
    ).toBeInTheDocument();
    await expect(dialog).toHaveTextContent('Loading brand . . .');
  },
};

export const WithoutText: Story = {
  args: { text: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Loading' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const CannotBeDismissed: Story = {
  name: 'Keyboard: Escape and Tab stay inside',
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Loading brand . . .' });
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(dialog).toBeInTheDocument();
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
  },
};

function Toggle({ text }: { text?: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        onPress={() => {
          setOpen(true);
          setTimeout(() => setOpen(false), 300);
        }}
      >
        Switch brand
      </Button>
      <LoadingOverlay isOpen={isOpen} text={text} />
    </>
  );
}

export const OpensAndCloses: Story = {
  name: 'Opens and closes with the flag',
  args: { isOpen: false },
  render: (args) => <Toggle text={args.text} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Switch brand' }));
    await body(canvasElement).findByRole('dialog', { name: 'Loading brand . . .' });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull(), {
      timeout: 2000,
    });
  },
};

export const LongText: Story = {
  args: { text: 'Preparing the profit and loss statement for the whole financial year . . .' },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};
