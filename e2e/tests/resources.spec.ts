import type { Locator, Page } from '@playwright/test';
import { ADMIN, HR, uniqueTitle } from '../support/accounts';
import { menuLink, signInWithBrand } from '../support/app';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';

// Each test walks several screens and runs axe on each of them.
test.describe.configure({ timeout: 120_000 });

/** A labelled text input of the current form (the required marker is hidden from its name). */
function textbox(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: label, exact: true });
}

/** The History section of a record's screen. */
function history(page: Page): Locator {
  return page.getByRole('region', { name: 'History' });
}

/** Types a day into a date field, segment by segment (month, day, year). */
async function fillDate(page: Page, label: string, month: string, day: string, year: string) {
  await page
    .getByRole('group', { name: label, exact: true })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(`${month}${day}${year}`);
}

/** Types into a list's search and waits until the list holds only the matches. */
async function search(page: Page, plural: string, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: `Search ${plural}` }).fill(text);
  await expect(page).toHaveURL(
    new RegExp(`[?&]search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`),
  );
}

/** Opens a page of the settings or human-resources group from the side menu. */
async function openFromGroup(page: Page, group: string, tile: RegExp, heading: string) {
  await menuLink(page, group).click();
  await page.getByRole('link', { name: tile }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('a vendor is created, found by search, edited with its history shown, and deleted', async ({
  page,
}) => {
  const name = uniqueTitle('Acme Supplies');
  const renamed = `${name} Ltd`;
  await signInWithBrand(page, ADMIN, 2);

  await openFromGroup(page, 'Settings', /^Vendors/, 'Vendors');
  await expect(page).toHaveURL(/\/vendors$/);
  await expectAccessible(page, 'vendors list');

  await page.getByRole('link', { name: 'New Vendor' }).click();
  await expect(page).toHaveURL(/\/vendors\/new$/);
  await expect(page.getByRole('form', { name: 'New vendor' })).toBeVisible();
  await expectAccessible(page, 'new vendor');
  await textbox(page, 'Name').fill(name);
  await textbox(page, 'Contact name').fill('Dana Whitfield');
  await textbox(page, 'Email').fill('orders@acme.example');
  await textbox(page, 'Address').fill('12 Harbour Road');
  await expect(page.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  await page.getByRole('button', { name: 'Create vendor' }).click();
  await expect(page.getByText('Vendor created.')).toBeVisible();
  await expect(page).toHaveURL(/\/vendors$/);

  // Found with the list's search: one header row and the vendor's row.
  await search(page, 'vendors', name);
  const table = page
    .getByRole('grid', { name: 'Vendors' })
    .or(page.getByRole('table', { name: 'Vendors' }));
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('Dana Whitfield');
  await expect(row).toContainText('orders@acme.example');
  await expectAccessible(page, 'vendors list searched');
  await row.getByRole('link', { name }).click();

  await expect(page).toHaveURL(/\/vendors\/\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(textbox(page, 'Name')).toHaveValue(name);
  const createdEntry = history(page)
    .getByRole('listitem')
    .filter({ hasText: /^Created by/ });
  await expect(createdEntry).toHaveCount(1);
  await expect(createdEntry).toContainText(`Name: ${name}`);
  await expectAccessible(page, 'edit vendor');

  await textbox(page, 'Name').fill(renamed);
  await textbox(page, 'Contact name').fill('Lee Moreno');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Vendor saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/vendors$/);

  // The old name no longer matches on its own; the new one does.
  await search(page, 'vendors', renamed);
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: renamed }).click();
  await expect(page).toHaveURL(/\/vendors\/\d+\/edit$/);
  await expect(textbox(page, 'Contact name')).toHaveValue('Lee Moreno');

  // The change: who made it and each field's old and new value, newest first.
  const entries = history(page).getByRole('list').first().locator(':scope > li');
  await expect(entries).toHaveCount(2);
  const changed = entries.first();
  await expect(changed).toContainText('Changed by');
  await expect(changed).toContainText(/Changed by \S+/);
  await expect(changed.getByRole('listitem').filter({ hasText: /^Name:/ })).toHaveText(
    `Name: ${name} → ${renamed}`,
  );
  await expect(changed.getByRole('listitem').filter({ hasText: /^Contact name:/ })).toHaveText(
    'Contact name: Dana Whitfield → Lee Moreno',
  );
  await expect(changed).not.toContainText('Email:');
  await expect(entries.nth(1)).toContainText('Created by');
  await expectAccessible(page, 'edit vendor with history');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${renamed}?` });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Its history is kept.');
  await expectAccessible(page, 'delete vendor confirm');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Vendor deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/vendors(\?.*)?$/);

  await search(page, 'vendors', renamed);
  await expect(page.getByRole('heading', { name: 'No vendors match' })).toBeVisible();
  await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
});

test('an employee is created with banking info, shown masked, edited with its history, and deleted', async ({
  page,
}) => {
  const name = uniqueTitle('Jordan Alvarez');
  const email = `${name.split(' ').pop()}@staff.example`;
  const renamed = `${name} Jr`;
  const accountNumber = '0012345678';
  await signInWithBrand(page, HR, 2);

  await openFromGroup(page, 'Human Resources', /^Employees/, 'Employees');
  await expect(page).toHaveURL(/\/employees$/);
  await expectAccessible(page, 'employees list');

  await page.getByRole('link', { name: 'New Employee' }).click();
  await expect(page).toHaveURL(/\/employees\/new$/);
  await expect(page.getByRole('form', { name: 'New employee' })).toBeVisible();
  await expectAccessible(page, 'new employee');
  await textbox(page, 'Name').fill(name);
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Position').fill('Warehouse lead');
  await textbox(page, 'Department').fill('Operations');
  await fillDate(page, 'Hire date', '03', '15', '2024');
  await expect(page.getByRole('button', { name: /Status/ })).toContainText('Active');
  await textbox(page, 'Bank').fill('First Harbour Bank');
  await textbox(page, 'Account number').fill(accountNumber);
  await textbox(page, 'Routing number').fill('021000021');
  await page.getByRole('button', { name: 'Create employee' }).click();
  await expect(page.getByText('Employee created.')).toBeVisible();

  // The record's page, profile tab first.
  await expect(page).toHaveURL(/\/employees\/\d+$/);
  const recordPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const profile = page.getByRole('tabpanel', { name: 'Profile' });
  await expect(profile).toContainText(email);
  await expect(profile).toContainText('Mar 15, 2024');
  await expectAccessible(page, 'employee profile');

  await page.getByRole('tab', { name: 'Banking info' }).click();
  await expect(page).toHaveURL(new RegExp(`${recordPath}/banking-info$`));
  const banking = page.getByRole('tabpanel', { name: 'Banking info' });
  await expect(banking).toContainText('First Harbour Bank');
  await expect(banking).toContainText('Account number****5678');
  await expect(banking).toContainText('021000021');
  // Only the last four digits appear, here or in the history.
  await expect(page.locator('body')).not.toContainText(accountNumber);
  await expect(page.locator('body')).not.toContainText('12345678');
  await expect(
    history(page)
      .getByRole('listitem')
      .filter({ hasText: /^Created by/ }),
  ).toContainText('Account number: ****5678');
  await expectAccessible(page, 'employee banking info');

  // Found with the list's search.
  await menuLink(page, 'Human Resources').click();
  await page.getByRole('link', { name: /^Employees/ }).click();
  await search(page, 'employees', name);
  const table = page
    .getByRole('grid', { name: 'Employees' })
    .or(page.getByRole('table', { name: 'Employees' }));
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Warehouse lead');
  await table.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`${recordPath}$`));

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${recordPath}/edit$`));
  await expect(textbox(page, 'Name')).toHaveValue(name);
  // The stored number stays masked in the form; a blank keeps it.
  await expect(textbox(page, 'Account number')).not.toHaveValue(accountNumber);
  await expect(page.getByText('Stored as ****5678. Leave blank to keep it.')).toBeVisible();
  await expectAccessible(page, 'edit employee');
  await textbox(page, 'Name').fill(renamed);
  await textbox(page, 'Position').fill('Operations manager');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Employee saved.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${recordPath}$`));
  await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();

  const entries = history(page).getByRole('list').first().locator(':scope > li');
  await expect(entries).toHaveCount(2);
  const changed = entries.first();
  await expect(changed).toContainText(/Changed by \S+/);
  await expect(changed.getByRole('listitem').filter({ hasText: /^Name:/ })).toHaveText(
    `Name: ${name} → ${renamed}`,
  );
  await expect(changed.getByRole('listitem').filter({ hasText: /^Position:/ })).toHaveText(
    'Position: Warehouse lead → Operations manager',
  );
  // Leaving the account number blank kept it: no change recorded, still masked.
  await expect(changed).not.toContainText('Account number');
  await page.getByRole('tab', { name: 'Banking info' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Banking info' })).toContainText('****5678');
  await expectAccessible(page, 'employee with history');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${renamed}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Employee deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/employees(\?.*)?$/);
  await search(page, 'employees', renamed);
  await expect(page.getByRole('heading', { name: 'No employees match' })).toBeVisible();

  // Its page is gone too.
  await page.goto(recordPath);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('validation messages show beside the field and keep what was typed', async ({ page }) => {
  const taken = uniqueTitle('Taken Vendor');
  await signInWithBrand(page, ADMIN, 2);
  await openFromGroup(page, 'Settings', /^Vendors/, 'Vendors');

  await page.getByRole('link', { name: 'New Vendor' }).click();
  await textbox(page, 'Name').fill(taken);
  await page.getByRole('button', { name: 'Create vendor' }).click();
  await expect(page.getByText('Vendor created.')).toBeVisible();
  await expect(page).toHaveURL(/\/vendors$/);

  // Client-side check: Name left empty.
  await page.getByRole('link', { name: 'New Vendor' }).click();
  await textbox(page, 'Contact name').fill('Robin Hale');
  await textbox(page, 'Email').fill('robin@hale.example');
  await textbox(page, 'Notes').fill('Delivers on Tuesdays.');
  await page.getByRole('button', { name: 'Create vendor' }).click();
  const nameField = textbox(page, 'Name');
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAccessibleDescription(/The name field is required\./);
  await expect(page).toHaveURL(/\/vendors\/new$/);
  await expect(textbox(page, 'Contact name')).toHaveValue('Robin Hale');
  await expect(textbox(page, 'Email')).toHaveValue('robin@hale.example');
  await expect(textbox(page, 'Notes')).toHaveValue('Delivers on Tuesdays.');
  await expectAccessible(page, 'new vendor with errors');

  // The server's 422: the name is already taken (in another case) in this brand.
  await nameField.fill(taken.toUpperCase());
  await expect(nameField).not.toHaveAttribute('aria-invalid', 'true');
  const answer = page.waitForResponse(
    (response) => response.url().includes('/api/vendors') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create vendor' }).click();
  expect((await answer).status()).toBe(422);
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAccessibleDescription(/The name has already been taken\./);
  await expect(page).toHaveURL(/\/vendors\/new$/);
  await expect(nameField).toHaveValue(taken.toUpperCase());
  await expect(textbox(page, 'Contact name')).toHaveValue('Robin Hale');
  await expect(textbox(page, 'Email')).toHaveValue('robin@hale.example');
  await expect(textbox(page, 'Notes')).toHaveValue('Delivers on Tuesdays.');
});
