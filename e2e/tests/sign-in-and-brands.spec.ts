import { ACCOUNTS, ALL_BRANDS, DRIVER, HR } from '../support/accounts';
import { callAs, sessionUser } from '../support/api';
import {
  brandTile,
  brandTiles,
  expectedMenu,
  expectMenu,
  pickBrand,
  signIn,
  signOut,
} from '../support/app';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';

/** The brand each role works in here: every brand area with its own menu is covered. */
const BRAND_OF_ROLE: Record<string, number> = {
  Administrator: 9,
  Manager: 2,
  Dispatcher: 8,
  Driver: 8,
  'Shopping Concierge': 8,
  'Human Resources': 1,
};

for (const account of ACCOUNTS) {
  const brandId = BRAND_OF_ROLE[account.role] as number;

  test(`${account.role}: signs in, picks brand ${brandId} and gets its menu`, async ({
    page,
    context,
  }) => {
    await signIn(page, account);

    await expect(page.getByRole('heading', { name: 'Welcome to Back Office' })).toBeVisible();
    await expect(page.getByText('Select an accessible brand to get started')).toBeVisible();
    await expect(brandTiles(page)).toHaveCount(ALL_BRANDS.length);
    for (const id of ALL_BRANDS) {
      const tile = brandTile(page, id);
      if (account.brands.includes(id)) {
        await expect(tile).toBeEnabled();
        await expect(tile).not.toHaveAccessibleName(/not a member/);
        await expect(tile).toHaveCSS('opacity', '1');
      } else {
        // Faded, disabled, and saying why.
        await expect(tile).toBeDisabled();
        await expect(tile).toHaveAccessibleName(/\(you are not a member of this brand\)$/);
        const opacity = Number(await tile.evaluate((el) => getComputedStyle(el).opacity));
        expect(opacity, `opacity of the tile of brand ${id}`).toBeLessThan(1);
      }
    }
    await expectAccessible(page, 'brand picker');

    const outsider = ALL_BRANDS.find((id) => !account.brands.includes(id));
    if (outsider !== undefined) {
      // A non-member brand cannot be picked in the page, and the server refuses it too.
      await brandTile(page, outsider).click({ force: true });
      await expect(page.getByRole('dialog', { name: /Loading brand/ })).toBeHidden();
      await expect(page).toHaveURL(/\/home$/);
      const refused = await callAs(context, 'PUT', `/api/user/${outsider}`);
      expect(refused.status()).toBe(403);
      expect((await sessionUser(context)).active_brand_id).not.toBe(outsider);
    }

    await pickBrand(page, brandId);
    const user = await sessionUser(context);
    expect(user.active_brand_id).toBe(brandId);
    const labels = expectedMenu(brandId, user.permissions);
    await expectMenu(page, labels);
    // Every menu ends with the entries common to all brands that need no permission.
    expect(labels.slice(-2)).toEqual(['Resource Centre', 'Tickets']);
    await expectAccessible(page, 'dashboard');
  });
}

test('a driver sees their deliveries and pickups besides the entries that need no permission', async ({
  page,
}) => {
  await signIn(page, DRIVER);
  await pickBrand(page, 8);
  await expectMenu(page, ['Dashboard', 'Deliveries', 'Pickups', 'Resource Centre', 'Tickets']);
});

test('switching brand changes the menu to the new brand', async ({ page, context }) => {
  await signIn(page, HR);
  await pickBrand(page, 9);
  const permissions = (await sessionUser(context)).permissions;
  await expectMenu(page, expectedMenu(9, permissions));
  await page.getByRole('link', { name: 'Choose a brand' }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  await pickBrand(page, 2);
  await expectMenu(page, expectedMenu(2, permissions));
});

test('signing out ends at the login screen and the session with it', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expectAccessible(page, 'login');
  await signIn(page, HR);
  await pickBrand(page, 1);
  await signOut(page);
  await expectAccessible(page, 'login after sign-out');
  expect((await callAs(context, 'GET', '/api/session')).status()).toBe(401);
  // Signed-in pages now lead back to the login screen.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a wrong password, sent twice, then the right one: each try reaches the server, by button and by Enter', async ({
  page,
}) => {
  await page.goto('/');
  const email = page.getByRole('textbox', { name: /^Email/ });
  const password = page.getByLabel(/^Password/);
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  const tries: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/login')
      tries.push(request.url());
  });
  await email.fill(HR.email);
  await password.fill('not-the-password');
  await signInButton.click();
  await expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
  // The email keeps its error while the password is typed again: the button still sends.
  await password.fill('still-not-the-password');
  await signInButton.click();
  await expect.poll(() => tries.length).toBe(2);
  await expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
  await expect(email).toHaveValue(HR.email);
  // The right password, with Enter.
  await password.fill(HR.password);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  expect(tries).toHaveLength(3);
});
