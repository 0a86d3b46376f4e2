import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { handlers } from '../../../testing/handlers';
import { StoryApp } from '../../../testing/StoryApp';

const meta = {
  title: 'Screens/Auth/Sign In',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: { handlers: [...handlers.session()] } },
  args: { path: '/' },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in form at `/`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
  },
};

/** Wrong credentials: the server's message shows under the email field. */
export const CredentialsRefused: Story = {
  parameters: { msw: { handlers: [...handlers.loginRefused(), ...handlers.session()] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: /email/i }), 'ada@example.com');
    await userEvent.type(page.getByLabelText(/password/i), 'not-the-password');
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect(
      await page.findByText('These credentials do not match our records.'),
    ).toBeInTheDocument();
  },
};

/** The CSRF cookie could not be set (419): the page has expired. */
export const PageExpired: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/login', () =>
          HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
        ),
        ...handlers.session(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: /email/i }), 'ada@example.com');
    await userEvent.type(page.getByLabelText(/password/i), 'secret-password');
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Sorry, this page has expired. Please refresh and try again',
    );
  },
};
