import type { Locator, Page } from '@playwright/test';
import { HR, uniqueTitle } from '../support/accounts';
import { accountMenuButton, brandTile, menuLink } from '../support/app';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';

/** Presses Tab until the target has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable with Tab in ${maxPresses} presses`).toBeFocused();
}

test('sign in, pick a brand, create a notice and sign out with the keyboard alone', async ({
  page,
}) => {
  const title = uniqueTitle('Keyboard notice');
  await page.goto('/');
  const email = page.getByRole('textbox', { name: /^Email/ });
  await tabTo(page, email);
  await page.keyboard.type(HR.email);
  await tabTo(page, page.getByLabel(/^Password/));
  await page.keyboard.type(HR.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  await tabTo(page, brandTile(page, 2));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await tabTo(page, menuLink(page, 'Notices'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notices$/);
  await tabTo(page, page.getByRole('link', { name: 'New Notice' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notices\/new-notice$/);

  await tabTo(page, page.getByRole('textbox', { name: /^Title/ }));
  await page.keyboard.type(title);
  const level = page.getByRole('button', { name: /Level/ });
  await tabTo(page, level);
  await page.keyboard.press('Space');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectAccessible(page, 'level choices');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Important' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(level).toContainText('Important');
  await tabTo(page, page.getByRole('textbox', { name: /^Details/ }));
  await page.keyboard.type('<p>Typed without a mouse.</p>');
  await tabTo(page, page.getByRole('button', { name: 'Create notice' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notices$/);

  await tabTo(page, page.getByRole('searchbox', { name: 'Search notices' }));
  await page.keyboard.type(title);
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Important');

  await tabTo(page, accountMenuButton(page));
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(page.getByRole('menu')).toBeVisible();
  for (let presses = 0; presses < 5; presses += 1) {
    if (await signOut.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
