import { menuFor } from '@backoffice/access';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from './accounts';

export const FORBIDDEN_TEXT = 'Sorry, you do not have access to this page or resource.';
export const UNSAVED_CHANGES_TEXT = 'Do you really want to leave? you have unsaved changes!';
export const SERVER_ERROR_TEXT =
  'Server Error 500. It seems you have ran into a system error. Please double check the ' +
  'information you are submitting and trying again. If the issue persists, create a ticket.';
/** The 500 dialog's message under its title. */
export const SERVER_ERROR_MESSAGE = SERVER_ERROR_TEXT.replace(/^Server Error 500\. /, '');

/** Fills in the sign-in form and submits it (the page must show the login screen). */
export async function submitSignIn(page: Page, account: Account): Promise<void> {
  await page.getByRole('textbox', { name: /^Email/ }).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the login screen and signs in; the app then shows the brand picker. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/');
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/home$/);
}

/** The tiles of the brand picker, in brand id order. */
export function brandTiles(page: Page): Locator {
  return page.getByRole('list', { name: 'Brands' }).getByRole('button');
}

export function brandTile(page: Page, brandId: number): Locator {
  return brandTiles(page).nth(brandId - 1);
}

/** Picks a brand on the picker and waits for its dashboard. */
export async function pickBrand(page: Page, brandId: number): Promise<void> {
  await brandTile(page, brandId).click();
  await expect(page.getByRole('dialog', { name: /Loading brand/ })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

export async function signInWithBrand(
  page: Page,
  account: Account,
  brandId: number,
): Promise<void> {
  await signIn(page, account);
  await pickBrand(page, brandId);
}

/** The side navigation of the shell. */
export function sideMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

export function menuLink(page: Page, label: string): Locator {
  return sideMenu(page).getByRole('link', { name: label, exact: true });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The side menu's labels for a brand and permissions, as the access rules define them. */
export function expectedMenu(brandId: number, permissions: readonly string[]): string[] {
  return menuFor({ brandId, permissions, resourceCentreUrl: 'https://resources.invalid/' }).map(
    (item) => item.label,
  );
}

/** Asserts the side menu shows exactly these entries, in this order. */
export async function expectMenu(page: Page, labels: readonly string[]): Promise<void> {
  // The external entry also says, to screen readers, that it opens in a new tab.
  const entries = labels.map(
    (label) => new RegExp(`^${escapeRegExp(label)}(?: \\(opens in a new tab\\))?$`),
  );
  await expect(sideMenu(page).getByRole('list').getByRole('link')).toHaveText(entries);
}

export function notificationBell(page: Page): Locator {
  return page.getByRole('button', { name: 'Notifications', exact: true });
}

export function accountMenuButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Account menu for/ });
}

/** Signs out through the user menu and waits for the login screen. */
export async function signOut(page: Page): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}
