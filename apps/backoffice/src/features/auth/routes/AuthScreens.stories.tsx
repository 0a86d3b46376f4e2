import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/** The refusals answered so far by the story below: it refuses two, then lets the next through. */
let refusals = 0;
const refusedTwice = () =>
  http.post('*/api/login', () => {
    // Nothing returned: the next handler (a signed-in answer) answers.
    if (refusals >= 2) return;
    refusals += 1;
    return HttpResponse.json(
      {
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      },
      { status: 422 },
    );
  });

/**
 * Refused twice, then signed in: the email's error never holds back the next try. The same wrong
 * password is sent again with the button; the right one with Enter, and the brand picker opens.
 */
export const SignInAfterRefusals: Story = {
  parameters: {
    msw: {
      handlers: [refusedTwice(), ...handlers.login(), ...handlers.brands(), ...handlers.session()],
    },
  },
  beforeEach: () => {
    refusals = 0;
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const email = await page.findByRole('textbox', { name: /email/i });
    const password = page.getByLabelText(/password/i);
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(password, 'not-the-password');
    await userEvent.click(signIn);
    await waitFor(() => expect(email).toHaveAccessibleDescription(/do not match our records/));
    await userEvent.click(signIn);
    // Sent again, and refused again; the third try is taken.
    await waitFor(() => expect(refusals).toBe(2));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/do not match our records/));
    await userEvent.clear(password);
    await userEvent.type(password, 'password{Enter}');
    await expect(
      await page.findByRole('heading', { name: 'Welcome to Back Office' }),
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
