import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { manager, ticketDetail } from '../../../testing/fixtures';
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

/** While the tickets load: skeleton rows in a busy table. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...handlers.pending('/api/tickets'), ...handlers.session()] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Tickets' });
    await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    // Skeleton rows stand in once the rows are slow to come (after SKELETON_ROWS_DELAY_MS).
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

/** The tickets could not be loaded: the general message in place of the table. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [...handlers.unavailable('/api/tickets'), ...handlers.session()] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'There has been an error processing your request. Please try again',
    );
    await expect(page.queryByRole('grid', { name: 'Tickets' })).toBeNull();
  },
};

/** While a ticket loads. */
export const DetailLoading: Story = {
  args: { path: '/tickets/2' },
  parameters: { msw: { handlers: [...handlers.pending('/api/tickets/2'), ...handlers.session()] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('progressbar', { name: 'Loading ticket' }),
    ).toBeInTheDocument();
  },
};

/** A ticket that could not be loaded: the general message. */
export const DetailLoadFailed: Story = {
  args: { path: '/tickets/2' },
  parameters: {
    msw: { handlers: [...handlers.unavailable('/api/tickets/2'), ...handlers.session()] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'There has been an error processing your request. Please try again',
    );
  },
};

/** A ticket nobody has answered yet: no replies, only the reply box. */
export const DetailNoReplies: Story = {
  args: { path: '/tickets/2' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/tickets/:id', () =>
          HttpResponse.json({
            data: { ...ticketDetail, status: 'open', replies_count: 0, replies: [] },
          }),
        ),
        ...handlers.session(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Replies (0)' })).toBeInTheDocument();
    await expect(page.queryByText('It works again for me, thank you!')).toBeNull();
    await expect(page.getByRole('textbox', { name: /Your reply/ })).toHaveValue('');
  },
};
