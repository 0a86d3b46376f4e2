import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OutdatedClientDialog } from './OutdatedClientDialog';

const meta = {
  title: 'Components/OutdatedClientDialog',
  component: OutdatedClientDialog,
  args: { isOpen: true, onReload: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Shown when the server reports another application version than the client's. It blocks the app: Escape, a backdrop click and Tab cannot get past it; the only way on is Reload (`onReload`, where the app reloads the page).",
      },
    },
  },
} satisfies Meta<typeof OutdatedClientDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const title = 'You are using an outdate version of this application.';

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: title });
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardBlocking: Story = {
  name: 'Keyboard: Escape ignored, Enter reloads',
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: title });
    const reload = within(dialog).getByRole('button', { name: 'Reload' });
    await waitFor(() => expect(reload).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(dialog).toBeInTheDocument();
    await expect(reload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const BackdropIgnored: Story = {
  name: 'Backdrop click ignored',
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: title });
    await userEvent.click(canvasElement.ownerDocument.body, { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

export const Reloading: Story = {
  args: { isReloading: true },
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
