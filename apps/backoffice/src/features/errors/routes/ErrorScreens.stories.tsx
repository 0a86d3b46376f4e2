import { MESSAGES } from '@backoffice/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { manager } from '../../../testing/fixtures';
import { handlers } from '../../../testing/handlers';
import { StoryApp } from '../../../testing/StoryApp';

const meta = {
  title: 'Screens/Errors/Error Pages',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: { handlers: [...handlers.session()] } },
  args: { path: '/403', user: manager },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/403`: no access to the page asked for. */
export const Forbidden: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: MESSAGES.forbidden }),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/dashboard');
  },
};

/** A page the user may not open sends them here. */
export const ForbiddenByPermission: Story = {
  args: { path: '/notices', user: { ...manager, permissions: [] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: MESSAGES.forbidden }),
    ).toBeInTheDocument();
  },
};

/** `/404`, where unknown addresses end. */
export const NotFound: Story = {
  args: { path: '/no-such-page' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: MESSAGES.notFound })).toBeInTheDocument();
  },
};
