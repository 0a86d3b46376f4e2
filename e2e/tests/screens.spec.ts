import { CONCIERGE, MANAGER, uniqueTitle } from '../support/accounts';
import { pickBrand, signIn } from '../support/app';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';

test('the profile shows its three tabs', async ({ page }) => {
  await signIn(page, MANAGER);
  await pickBrand(page, 2);
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(/\S/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(MANAGER.email);
  await expectAccessible(page, 'profile overview');

  const tabs = page.getByRole('navigation', { name: 'Profile' });
  await tabs.getByRole('link', { name: 'Password' }).click();
  await expect(page).toHaveURL(/\/profile\/password$/);
  await expect(page.getByLabel('Current password')).toBeVisible();
  await expectAccessible(page, 'profile password');

  await tabs.getByRole('link', { name: 'Employee information' }).click();
  await expect(page).toHaveURL(/\/profile\/employee-info$/);
  await expect(page.getByText('Work email')).toBeVisible();
  await expectAccessible(page, 'profile employee information');
});

test('a ticket is opened, found in the list and answered', async ({ page }) => {
  const subject = uniqueTitle('Scale in the grading room');
  await signIn(page, MANAGER);
  await pickBrand(page, 2);
  await page.goto('/tickets');
  await expect(page.getByRole('grid', { name: 'Tickets' })).toBeVisible();
  await expectAccessible(page, 'tickets');

  await page.goto('/tickets/new-ticket');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('It reads 40 g heavy since Monday.');
  await expectAccessible(page, 'new ticket');
  await page.getByRole('button', { name: 'Open ticket' }).click();

  await expect(page).toHaveURL(/\/tickets\/\d+$/);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your reply' }).fill('Recalibrated; please check.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Recalibrated; please check.')).toBeVisible();
  await expectAccessible(page, 'ticket detail');

  await page.goto('/tickets');
  await expect(page.getByRole('grid', { name: 'Tickets' }).getByText(subject)).toBeVisible();
});

test('the reports page shows the brand tiles and the statement of the year', async ({ page }) => {
  await signIn(page, MANAGER);
  await pickBrand(page, 2);
  await page.goto('/reports');
  const pnl = page.getByRole('link', { name: 'PNL Report' });
  await expect(pnl).toBeVisible();
  await expectAccessible(page, 'reports');

  await pnl.click();
  await expect(page).toHaveURL(/\/reports\/jf-pnl-report/);
  await page.getByRole('button', { name: 'Generate' }).click();
  const statement = page.getByRole('region', { name: 'Profit & Loss Statement', exact: true });
  await expect(statement).toBeVisible();
  // The demo farm sells egg trays all year: the statement has revenue lines and totals.
  await expect(statement.getByRole('row', { name: /^Total Revenue \$/ })).toBeVisible();
  await expect(statement.getByRole('row', { name: /^Net Profit \(Loss\) -?\$/ })).toBeVisible();
  await expectAccessible(page, 'profit and loss statement');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Print/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pnl-report_\d{4}-01-01_\d{4}-\d{2}-\d{2}\.pdf$/);
});

test('forgot password sends the link; a bad reset or verification link is refused', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page, 'forgot password');
  // One link a minute per address: each run asks for its own (unknown addresses get the same
  // answer, so the form does not tell who has an account).
  const address = `${uniqueTitle('reset').replace(/\W+/g, '-').toLowerCase()}@backoffice.test`;
  await page.getByRole('textbox', { name: 'Email' }).fill(address);
  await page.getByRole('button', { name: 'Email password reset link' }).click();
  await expect(page.getByText('We have emailed your password reset link.')).toBeVisible();

  await page.goto(`/reset-password/not-a-token/${encodeURIComponent(CONCIERGE.email)}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(CONCIERGE.email);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a-new-password-1');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('a-new-password-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('This password reset token is invalid.').first()).toBeVisible();
  await expectAccessible(page, 'reset password refused');

  await page.goto('/verify-email/not-a-token');
  await expect(page.getByRole('heading', { name: 'Email verification' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'This verification link is invalid or has expired.',
  );
  await expectAccessible(page, 'email verification refused');
});
