import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CommonScreensApp } from '../testing/CommonScreensApp';
import { hrOfficer } from '../testing/commonFixtures';
import { employeeHandlers } from '../testing/commonHandlers';

const meta = {
  title: 'Screens/Common/Employee',
  component: CommonScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: employeeHandlers() } },
  args: { path: '/employees/1/profile', user: hrOfficer },
} satisfies Meta<typeof CommonScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An employee linked to a user account: the profile tab names the account, the banking-info
 * tab (reached by keyboard) shows the account number masked, and the edit form picks the
 * account among the brand's users (or none).
 */
export const LinkedAccountByKeyboard: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const account = await page.findByText('User account');
    await expect(account.nextElementSibling).toHaveTextContent('Faith Okoro');
    const banking = page.getByRole('tab', { name: 'Banking info' });
    banking.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText('****4242')).toBeVisible();

    const edit = page.getByRole('link', { name: /^Edit/ });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const form = await page.findByRole('form', { name: 'Edit employee' });
    const picker = within(form).getByRole('button', { name: /User account/ });
    await waitFor(() => expect(picker).toHaveTextContent('Faith Okoro'));
    picker.focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await within(document.body).findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['None', 'Hana Resources', 'Faith Okoro', 'Yusuf Warsame']),
    );
    await userEvent.keyboard('{Escape}');
  },
};
