/**
 * Human resources and the pages every signed-in user has: the HR home's figures and links, an
 * employee linked to a user account whose profile then shows the record read-only, and the
 * prepaid top-up balances anyone records.
 */

import { DRIVER, HR, SECOND_OFFICER, uniqueTitle } from '../support/accounts';
import { signInWithBrand, signOut } from '../support/app';
import { expectAccessible } from '../support/axe';
import { today } from '../support/clock';
import { choose, fillDate } from '../support/fields';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 120_000 });

test('HR links a new employee to a user account, whose profile then shows the record', async ({
  page,
}) => {
  const name = uniqueTitle('Yusuf Warsame');
  await signInWithBrand(page, HR, 1);
  await page.goto('/human-resources');
  const home = page.getByRole('region', { name: 'Human resources' });
  await expect(home.getByRole('table', { name: 'Headcount by department' })).toBeVisible();
  await expect(home.getByRole('table', { name: 'On leave' })).toBeVisible();
  await expectAccessible(page, 'human resources home');

  await home
    .getByRole('navigation', { name: 'Human-resources pages' })
    .getByRole('link', { name: /^Employees/ })
    .click();
  await expect(page).toHaveURL(/\/employees$/);
  await page.getByRole('link', { name: 'New Employee' }).click();
  const form = page.getByRole('form', { name: 'New employee' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`${name.replace(/\W+/g, '.').toLowerCase()}@charity.test`);
  await form.getByRole('textbox', { name: 'Position', exact: true }).fill('Field officer');
  await form.getByRole('textbox', { name: 'Department', exact: true }).fill('Programmes');
  await fillDate(form, 'Hire date', today);
  await choose(form, 'User account', /^Yusuf Warsame/);
  await form.getByRole('textbox', { name: 'Account number', exact: true }).fill('000123456789');
  await form.getByRole('button', { name: 'Create employee' }).click();
  await expect(page.getByText('Employee created.')).toBeVisible();
  await signOut(page);

  // The linked user sees the record, read-only, the account number masked.
  await signInWithBrand(page, SECOND_OFFICER, 1);
  await page.goto('/profile/employee-info');
  const main = page.getByRole('main');
  await expect(main).toContainText('Field officer');
  await expect(main).toContainText('Programmes');
  await expect(main).toContainText('6789');
  await expect(main).not.toContainText('000123456789');
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page, 'profile employee information');
});

test('any signed-in user records a prepaid account balance; a low one stands out until topped up', async ({
  page,
}) => {
  await signInWithBrand(page, DRIVER, 8);
  await page.goto('/ding-account-balances');
  const accounts = page.getByRole('table', { name: 'Accounts' });
  const row = accounts.getByRole('row', { name: /^Farm shop card machine/ });
  await expect(row).toContainText('Low balance');
  await expectAccessible(page, 'ding account balances');

  await page.getByRole('button', { name: 'Record balance of Farm shop card machine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record balance of Farm shop card machine' });
  await dialog.getByRole('textbox', { name: 'Balance', exact: true }).fill('80');
  await dialog.getByRole('button', { name: 'Record balance' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('$80.00');
  await expect(row).not.toContainText('Low balance');
});
