import { clearToasts } from '@backoffice/app-kit/testing';
import { APP_VERSION } from '@backoffice/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { manager } from '../testing/fixtures';
import { emptyPage, handlers } from '../testing/handlers';
import { StoryApp, shellPage } from '../testing/StoryApp';

const meta = {
  title: 'Screens/Shell/Shell',
  component: StoryApp,
  parameters: {
    ...shellPage,
    msw: { handlers: [...handlers.dashboard(), ...handlers.session()] },
  },
  args: { path: '/dashboard', user: manager },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user menu: 'Your Profile' (a brand is active) and 'Sign out'. */
export const UserMenuOpen: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: /Grace/ }));
    await expect(await body.findByRole('menuitem', { name: 'Your Profile' })).toBeInTheDocument();
    await expect(body.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  },
};

/** The notification panel with three notifications. */
export const NotificationsOpen: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: /Notifications/ }));
    await expect(await body.findByText('Order #1042 is ready for pickup')).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Clear All' })).toBeInTheDocument();
  },
};

/** A 500 answer raises the server-error dialog, with its link to the tickets. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [...handlers.serverError('/api/notices/list'), ...handlers.session()] },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('link', { name: 'create a ticket' })).toHaveAttribute(
      'href',
      '/tickets',
    );
    // The dashboard says its notices failed in the general toast too.
    await expect(
      await body.findByText('There has been an error processing your request. Please try again'),
    ).toBeInTheDocument();
    // The picture does not depend on how long the checks took, 4 s of toast or not.
    await clearToasts();
  },
};

/** The server expects another version of the app: a blocking dialog offers Reload. */
export const OutdatedClient: Story = {
  args: { user: { ...manager, app_version: `${APP_VERSION}-next` } },
  parameters: {
    msw: {
      handlers: [
        ...handlers.dashboard(),
        ...handlers.session({ ...manager, app_version: `${APP_VERSION}-next` }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  },
};

/** The notification panel with nothing new. */
export const NotificationsEmpty: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [emptyPage('/api/notifications'), ...handlers.dashboard(), ...handlers.session()],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: /Notifications/ }));
    await expect(await body.findByText('No New Notifications')).toBeInTheDocument();
    await expect(body.queryByText('Order #1042 is ready for pickup')).toBeNull();
  },
};

/** The notifications could not be loaded: the general toast; the panel still opens. */
export const NotificationsLoadFailed: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        ...handlers.unavailable('/api/notifications'),
        ...handlers.dashboard(),
        ...handlers.session(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: /Notifications/ }));
    await expect(await body.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    await expect(
      await body.findByText('There has been an error processing your request. Please try again'),
    ).toBeInTheDocument();
    await expect(body.queryByText('Order #1042 is ready for pickup')).toBeNull();
  },
};
