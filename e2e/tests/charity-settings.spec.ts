import { MANAGER, uniqueTitle } from '../support/accounts';
import { menuLink, pickBrand, signInWithBrand } from '../support/app';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 120_000 });

// Package item types have a definition and nothing else: no screen, route or table of their own.
test('the charity keeps its package item types from the settings page', async ({ page }) => {
  const name = uniqueTitle('Tents');
  await signInWithBrand(page, MANAGER, 1);

  await menuLink(page, 'Settings').click();
  await page.getByRole('link', { name: /^Package Item Types/ }).click();
  await expect(page).toHaveURL(/\/package-item-types$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Package Item Types' })).toBeVisible();
  const table = page
    .getByRole('grid', { name: 'Package item types' })
    .or(page.getByRole('table', { name: 'Package item types' }));
  // The demo seed's rows, in name order.
  await expect(table.getByRole('row').nth(1)).toContainText('Cooking oil');
  await expect(table.getByRole('link', { name: 'Rice' })).toBeVisible();
  await expectAccessible(page, 'package item types list');

  await page.getByRole('link', { name: 'New Package Item Type' }).click();
  await expect(page).toHaveURL(/\/package-item-types\/new$/);
  const form = page.getByRole('form', { name: 'New package item type' });
  // A name the brand already uses is refused beside the field, and what was typed stays.
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('RICE');
  await form.getByRole('textbox', { name: 'Unit', exact: true }).fill('bag');
  await form.getByRole('button', { name: 'Create package item type' }).click();
  await expect(form.getByText('The name has already been taken.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Unit', exact: true })).toHaveValue('bag');
  await expectAccessible(page, 'new package item type refused');

  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('button', { name: 'Create package item type' }).click();
  await expect(page.getByText('Package item type created.')).toBeVisible();
  await expect(page).toHaveURL(/\/package-item-types$/);

  await page.getByRole('searchbox', { name: 'Search package item types' }).fill(name);
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/package-item-types\/\d+\/edit$/);
  await page.getByRole('textbox', { name: 'Unit', exact: true }).fill('piece');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Package item type saved.')).toBeVisible();

  await table.getByRole('link', { name }).click();
  // Newest first: the change, then the creation with the first unit.
  const units = page
    .getByRole('region', { name: 'History' })
    .getByRole('listitem')
    .filter({ hasText: /^Unit:/ });
  await expect(units).toHaveText(['Unit: bag → piece', 'Unit: bag']);

  // The list belongs to the charity: the farm's settings page does not offer it.
  await page.goto('/home');
  await pickBrand(page, 2);
  await menuLink(page, 'Settings').click();
  await expect(page.getByRole('link', { name: /^Vendors/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Package Item Types/ })).toHaveCount(0);
});
