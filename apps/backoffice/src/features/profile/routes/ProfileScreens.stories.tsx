import type { OwnEmployee } from '@backoffice/common';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { manager } from '../../../testing/fixtures';
import { handlers } from '../../../testing/handlers';
import { StoryApp, shellPage } from '../../../testing/StoryApp';

/** The employee record human resources linked to the user's account. */
const ownRecord: OwnEmployee = {
  id: 31,
  brand_id: 2,
  brand: 'Sunrise Poultry',
  name: 'Grace Hopper',
  position: 'Farm manager',
  department: 'Production',
  branch: 'Hillside farm',
  hire_date: '2021-09-06',
  status: 'active',
  bank_name: 'First Community Bank',
  account_number: '****6789',
};

const ownEmployees = (records: OwnEmployee[]) => [
  http.get('*/api/user/employee', () => HttpResponse.json({ data: records })),
];

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

/** Saves the profile's password answered so far by the story below: the first is refused. */
let passwordSaves = 0;

/**
 * The confirmation typed wrong: the server's error shows at the new password, goes as soon as the
 * confirmation is typed again, and the corrected form saves.
 */
export const PasswordMismatchFixed: Story = {
  args: { path: '/profile/password' },
  parameters: {
    msw: {
      handlers: [
        http.put('*/api/user/password', () => {
          passwordSaves += 1;
          if (passwordSaves > 1) return;
          return HttpResponse.json(
            {
              message: 'The password field confirmation does not match.',
              errors: { password: ['The password field confirmation does not match.'] },
            },
            { status: 422 },
          );
        }),
        ...handlers.profile(),
        ...handlers.session(),
      ],
    },
  },
  beforeEach: () => {
    passwordSaves = 0;
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText(/^Current password/), 'password');
    const password = page.getByLabelText(/^New password/);
    const confirmation = page.getByLabelText(/^Confirm new password/);
    await userEvent.type(password, 'a-new-secret');
    await userEvent.type(confirmation, 'a-new-secert');
    await userEvent.click(page.getByRole('button', { name: 'Update password' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        /The password field confirmation does not match\./,
      ),
    );
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'a-new-secret');
    // The mismatch is the confirmation's too: fixing it clears the error at the new password.
    await expect(password).not.toHaveAttribute('aria-invalid');
    await userEvent.click(page.getByRole('button', { name: 'Update password' }));
    await expect(await page.findByText('Your password has been updated.')).toBeInTheDocument();
    await expect(passwordSaves).toBe(2);
  },
};

/**
 * The user's own employment: the account, then the record human resources linked to it,
 * read-only, the account number masked. Reached from the profile's tabs by keyboard.
 */
export const EmployeeInfo: Story = {
  args: { path: '/profile/employee-info' },
  parameters: {
    msw: {
      handlers: [...ownEmployees([ownRecord]), ...handlers.profile(), ...handlers.session()],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('grace.hopper@example.com')).toBeInTheDocument();
    const record = await page.findByRole('region', { name: 'Employment record' });
    await expect(within(record).getByText('Farm manager')).toBeVisible();
    await expect(within(record).getByText('****6789')).toBeVisible();
    await expect(within(record).queryByRole('textbox')).toBeNull();
    // The profile's tabs by keyboard: from the first, Tab reaches this page's.
    page.getByRole('link', { name: 'Overview' }).focus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(page.getByRole('link', { name: 'Employee information' })).toHaveFocus();
  },
};

/** No record is linked to the account yet: the page says so. */
export const EmployeeInfoNotLinked: Story = {
  args: { path: '/profile/employee-info' },
  parameters: {
    visual: false,
    msw: { handlers: [...ownEmployees([]), ...handlers.profile(), ...handlers.session()] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(/No employee record is linked to your account yet/),
    ).toBeVisible();
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
