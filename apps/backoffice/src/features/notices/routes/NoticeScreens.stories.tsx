import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { manager } from '../../../testing/fixtures';
import { emptyPage, handlers } from '../../../testing/handlers';
import { StoryApp, shellPage } from '../../../testing/StoryApp';

const meta = {
  title: 'Screens/Notices/Notices',
  component: StoryApp,
  parameters: {
    ...shellPage,
    msw: { handlers: [...handlers.dashboard(), ...handlers.notices(), ...handlers.session()] },
  },
  args: { path: '/notices', user: manager },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 23 notices, 10 per page, with the pagination. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Feed delivery moved to Thursday')).toBeInTheDocument();
    await expect(page.getByText('Showing items 1-10 of 23')).toBeInTheDocument();
  },
};

/** The third and last page. */
export const LastPage: Story = {
  args: { path: '/notices?page=3' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Showing items 21-23 of 23')).toBeInTheDocument();
  },
};

/** A search with no match. */
export const NoMatch: Story = {
  args: { path: '/notices?search=tractor' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No notices match "tractor".')).toBeInTheDocument();
  },
};

/** A brand without notices yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [emptyPage('/api/notices'), ...handlers.session()] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No notices yet.')).toBeInTheDocument();
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [...handlers.unavailable('/api/notices'), ...handlers.session()] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'There has been an error processing your request. Please try again',
    );
  },
};

/** Writing a new notice. */
export const NewNotice: Story = {
  args: { path: '/notices/new-notice' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('textbox', { name: /title/i })).toHaveValue('');
  },
};

/** The server refused the save: its message stands beside the field and nothing typed is lost. */
export const SaveRefused: Story = {
  args: { path: '/notices/new-notice' },
  parameters: {
    msw: { handlers: [...handlers.noticeValidation(), ...handlers.session()] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const title = await page.findByRole('textbox', { name: /title/i });
    await userEvent.type(title, 'Fire drill on Friday');
    await userEvent.type(page.getByRole('textbox', { name: /details/i }), 'Meet at the gate.');
    await userEvent.click(page.getByRole('button', { name: 'Create notice' }));
    await expect(await page.findByText('The title has already been taken.')).toBeInTheDocument();
    await expect(title).toHaveValue('Fire drill on Friday');
  },
};

/** Editing an existing notice. */
export const EditNotice: Story = {
  args: { path: '/notices/2/edit-notice' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('textbox', { name: /title/i })).toHaveValue(
      'Barn 3 vaccination schedule',
    );
  },
};

/** While the list loads: skeleton rows in a busy table, no pagination yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...handlers.pending('/api/notices'), ...handlers.session()] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Notices' });
    await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    // Skeleton rows stand in once the rows are slow to come (after SKELETON_ROWS_DELAY_MS).
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    await expect(page.queryByText(/Showing items/)).toBeNull();
  },
};

/** While a notice loads for editing. */
export const EditLoading: Story = {
  args: { path: '/notices/3/edit-notice' },
  parameters: { msw: { handlers: [...handlers.pending('/api/notices/3'), ...handlers.session()] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('progressbar', { name: 'Loading notice' }),
    ).toBeInTheDocument();
    await expect(page.queryByRole('textbox', { name: /title/i })).toBeNull();
  },
};
