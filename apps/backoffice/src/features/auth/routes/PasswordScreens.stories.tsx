import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { handlers } from '../../../testing/handlers';
import { StoryApp } from '../../../testing/StoryApp';

const meta = {
  title: 'Screens/Auth/Password Reset',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.post('*/api/forgot-password', () =>
          HttpResponse.json({ status: 'We have emailed your password reset link.' }),
        ),
        http.post('*/api/reset-password', () =>
          HttpResponse.json({ status: 'Your password has been reset.' }),
        ),
        ...handlers.session(),
      ],
    },
  },
  args: { path: '/forgot-password' },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking for a reset link. */
export const ForgotPassword: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  },
};

/** The link was sent. */
export const LinkSent: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: /email/i }), 'ada@example.com');
    await userEvent.click(page.getByRole('button', { name: 'Email password reset link' }));
    await expect(await page.findByRole('status')).toHaveTextContent(
      'We have emailed your password reset link.',
    );
  },
};

/** Choosing a new password from the emailed link, the email filled in from the address. */
export const ResetPassword: Story = {
  args: { path: '/reset-password/3f9a1c/ada%40example.com' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('textbox', { name: /email/i })).toHaveValue(
      'ada@example.com',
    );
  },
};

/** The reset token is no longer valid. */
export const ResetTokenInvalid: Story = {
  args: { path: '/reset-password/expired/ada%40example.com' },
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/reset-password', () =>
          HttpResponse.json(
            {
              message: 'This password reset token is invalid.',
              errors: { email: ['This password reset token is invalid.'] },
            },
            { status: 422 },
          ),
        ),
        ...handlers.session(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText(/^New password/), 'a-new-password');
    await userEvent.type(page.getByLabelText(/Confirm new password/), 'a-new-password');
    await userEvent.click(page.getByRole('button', { name: 'Reset password' }));
    await expect(
      await page.findByText('This password reset token is invalid.'),
    ).toBeInTheDocument();
  },
};

/** The email address was confirmed. */
export const EmailVerified: Story = {
  args: { path: '/verify-email/8c1d2e' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/verify-email/:token', () =>
          HttpResponse.json({ status: 'Your email address has been verified.' }),
        ),
        ...handlers.session(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent(
      'Your email address has been verified.',
    );
  },
};

/** The verification link has expired. */
export const EmailLinkInvalid: Story = {
  args: { path: '/verify-email/old' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/verify-email/:token', () =>
          HttpResponse.json(
            { message: 'This verification link is invalid or has expired.' },
            { status: 404 },
          ),
        ),
        ...handlers.session(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or has expired.',
    );
  },
};

/** While the link is checked. */
export const EmailVerifying: Story = {
  args: { path: '/verify-email/8c1d2e' },
  parameters: {
    msw: { handlers: [...handlers.pending('/api/verify-email/8c1d2e'), ...handlers.session()] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('progressbar', { name: 'Verifying your email address' }),
    ).toBeInTheDocument();
    await expect(page.queryByRole('status')).toBeNull();
  },
};
