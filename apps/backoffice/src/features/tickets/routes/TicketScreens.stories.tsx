import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { manager } from '../../../testing/fixtures';
import { emptyPage, handlers } from '../../../testing/handlers';
import { StoryApp, shellPage } from '../../../testing/StoryApp';

const meta = {
  title: 'Screens/Tickets/Tickets',
  component: StoryApp,
  parameters: {
    ...shellPage,
    msw: { handlers: [...handlers.tickets(), ...handlers.session()] },
  },
  args: { path: '/tickets', user: manager },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The support tickets with their status, priority and last activity. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const rows = await page.findAllByText('Printer in the packing room is offline');
    await expect(rows.length).toBeGreaterThan(0);
  },
};

/** No tickets yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [emptyPage('/api/tickets'), ...handlers.session()] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/No tickets yet/)).toBeInTheDocument();
  },
};

/** Opening a ticket. */
export const NewTicket: Story = {
  args: { path: '/tickets/new-ticket' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('textbox', { name: /subject/i })).toBeInTheDocument();
  },
};

/** A ticket with its attachment, two replies, the status and the reply box. */
export const Detail: Story = {
  args: { path: '/tickets/2' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('It works again for me, thank you!')).toBeInTheDocument();
  },
};
