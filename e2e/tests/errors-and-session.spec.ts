import { DRIVER, HR } from '../support/accounts';
import { endSessionOnServer } from '../support/api';
import {
  FORBIDDEN_TEXT,
  menuLink,
  pickBrand,
  SERVER_ERROR_MESSAGE,
  signIn,
  submitSignIn,
} from '../support/app';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';

test('a route the user has no permission for shows the forbidden page', async ({ page }) => {
  await signIn(page, DRIVER);
  await pickBrand(page, 8);
  await page.goto('/notices');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { name: FORBIDDEN_TEXT })).toBeVisible();
  await expectAccessible(page, 'forbidden');
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown path shows the not-found page for a signed-in user', async ({ page }) => {
  await signIn(page, HR);
  await pickBrand(page, 1);
  await page.goto('/no-such-screen/at-all');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page, 'not found');
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an expired session lands on login and returns to the intended page after signing in', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, HR);
  await pickBrand(page, 2);
  await endSessionOnServer(baseURL as string, context);

  await menuLink(page, 'Notices').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Browser storage is cleared with the session.
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();

  await submitSignIn(page, HR);
  await expect(page).toHaveURL(/\/notices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
});

test('a server error shows the 500 dialog with its link to the tickets', async ({ page }) => {
  await signIn(page, HR);
  await pickBrand(page, 1);

  let failed = 0;
  await page.route(/\/api\/notices\/list(?:\?|$)/, async (route) => {
    failed += 1;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Server Error' }),
    });
  });
  await page.reload();
  const dialog = page.getByRole('alertdialog', { name: /^Server Error 500/ });
  await expect(dialog).toBeVisible();
  // Its title and message read together as the product's fixed wording.
  await expect(dialog).toHaveAccessibleName('Server Error 500.');
  await expect(dialog).toHaveAccessibleDescription(SERVER_ERROR_MESSAGE);
  expect(failed).toBeGreaterThan(0);
  await expect(dialog.getByRole('link', { name: 'create a ticket' })).toHaveAttribute(
    'href',
    '/tickets',
  );
  await expectAccessible(page, 'server error dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
