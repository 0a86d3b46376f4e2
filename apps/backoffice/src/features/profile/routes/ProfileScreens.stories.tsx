import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { manager } from '../../../testing/fixtures';
import { handlers } from '../../../testing/handlers';
import { StoryApp, shellPage } from '../../../testing/StoryApp';

const meta = {
  title: 'Screens/Profile/Profile',
  component: StoryApp,
  parameters: {
    ...shellPage,
    msw: { handlers: [...handlers.profile(), ...handlers.session()] },
  },
  args: { path: '/profile', user: manager },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overview: who the user is, the photo upload (2 MB at most) and the contact details. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('textbox', { name: /first name/i })).toHaveValue('Grace');
  },
};

/** Changing the password. */
export const Password: Story = {
  args: { path: '/profile/password' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  },
};

/** The user's own employment record. */
export const EmployeeInfo: Story = {
  args: { path: '/profile/employee-info' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('grace.hopper@example.com')).toBeInTheDocument();
  },
};

/** The profile could not be loaded: the general message in place of the form. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...handlers.unavailable('/api/user'), ...handlers.session()] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'There has been an error processing your request. Please try again',
    );
    await expect(page.queryByRole('textbox', { name: /first name/i })).toBeNull();
    await expect(page.queryByRole('progressbar')).toBeNull();
  },
};

/** While the profile loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...handlers.pending('/api/user'), ...handlers.session()] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('progressbar', { name: 'Loading your profile' }),
    ).toBeInTheDocument();
    await expect(page.queryByRole('textbox', { name: /first name/i })).toBeNull();
  },
};
