/**
 * The charity brand (1) end to end: a beneficiary registered, and a second registration of the
 * same person flagged before saving; an in-kind donation that raises an item's stock and prints
 * its receipt; a project taken through every step of its wizard to the hand-over, its
 * distribution list printed and the stock fallen by what was handed over. Each test makes what
 * it needs and never counts on the demo rows' exact numbers.
 */

import { MANAGER, OFFICER, uniqueTitle } from '../support/accounts';
import { dataOf } from '../support/api';
import { menuLink, signInWithBrand, UNSAVED_CHANGES_TEXT } from '../support/app';
import { expectAccessible } from '../support/axe';
import {
  CHARITY_BRAND,
  charityApi,
  newPackageItem,
  onHand,
  registerHouseholds,
} from '../support/charity';
import { today } from '../support/clock';
import { choose, fillDate } from '../support/fields';
import { pdfText } from '../support/pdf';
import { expect, test } from '../support/test';

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

test('a project goes through every step of its wizard to the hand-over; its list prints; stock falls', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const api = await charityApi(baseURL as string);
  const item = await newPackageItem(api, 'E2E Relief kit');
  const prefix = uniqueTitle('E2E Household');
  const households = await registerHouseholds(api, prefix, ['Amina', 'Bashir', 'Chioma']);
  // Ten kits in stock: a purchase, as the item's page records one.
  await dataOf(
    await api.send('POST', `/api/package-items/${item.id}/purchase`, {
      quantity: '10',
      unit_cost: '1250',
      purchased_on: today,
      supplier: 'Gulf Coast Wholesale',
    }),
    200,
    'POST /api/package-items/{id}/purchase',
  );
  const name = uniqueTitle('E2E Winter relief');
  try {
    await signInWithBrand(page, OFFICER, CHARITY_BRAND);

    // The details: a draft, then straight to the members step.
    await menuLink(page, 'Projects').click();
    await page.getByRole('link', { name: 'New Project' }).click();
    const details = page.getByRole('form', { name: 'New project' });
    await details.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await choose(details, 'Type', /^Food relief$/);
    await fillDate(details, 'Starts on', today);
    await details.getByRole('textbox', { name: 'Location', exact: true }).fill('Alief, Houston');
    await details.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/\/projects\/\d+\/project-members$/);
    const id = Number(page.url().match(/\/projects\/(\d+)\//)?.[1]);
    const steps = page.getByRole('navigation', { name: `Steps of ${name}` });
    // Later steps are locked while the members are missing: no links.
    await expect(steps.getByRole('link', { name: 'Package' })).toHaveCount(0);
    await expectAccessible(page, 'project members step');

    // 1. Members. Leaving with unsaved changes asks first.
    const members = page.getByRole('form', { name: `Members of ${name}` });
    await choose(members, 'Staff member', /^Faith Okoro/);
    await choose(members, 'Role', /^Project lead$/);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(UNSAVED_CHANGES_TEXT);
      void dialog.dismiss();
    });
    await menuLink(page, 'Beneficiaries').click();
    await expect(page).toHaveURL(/\/project-members$/);
    await members.getByRole('button', { name: 'Save members' }).click();
    await expect(page.getByText(`Members of ${name} saved.`)).toBeVisible();

    // 2. The package: two kits each, checked against the stock on hand.
    await steps.getByRole('link', { name: 'Package' }).click();
    await expect(page).toHaveURL(/\/project-package$/);
    const pack = page.getByRole('form', { name: `Package of ${name}` });
    await choose(pack, 'Package item', new RegExp(`^${item.name}`));
    await pack.getByRole('textbox', { name: /^Each receives/ }).fill('2');
    await page.keyboard.press('Tab');
    await pack.getByRole('button', { name: 'Save package' }).click();
    await expect(page.getByText(/Package of .* saved\./).first()).toBeVisible();

    // 3. Beneficiaries, chosen from the register by search.
    await steps.getByRole('link', { name: 'Beneficiaries' }).click();
    await expect(page).toHaveURL(/\/project-beneficiary$/);
    await page.getByRole('button', { name: 'Add beneficiaries' }).first().click();
    const picker = page.getByRole('dialog', { name: `Add beneficiaries to ${name}` });
    await picker.getByRole('searchbox', { name: 'Search the register' }).fill(prefix);
    await page.keyboard.press('Enter');
    const register = picker.getByRole('grid', { name: 'Beneficiaries of the register' });
    for (const household of households) {
      await expect(register.getByRole('row', { name: new RegExp(household) })).toBeVisible();
    }
    for (const household of households) {
      await register
        .getByRole('row', { name: new RegExp(household) })
        .getByRole('checkbox')
        .check({ force: true });
    }
    await picker.getByRole('button', { name: /^Add 3/ }).click();
    await expect(picker).toBeHidden();
    const onProject = page.getByRole('grid', { name: `Beneficiaries of ${name}` });
    for (const household of households) await expect(onProject).toContainText(household);

    // Planned, then the distribution starts.
    await page.getByRole('button', { name: 'Mark as planned' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as planned' }).click();
    await steps.getByRole('link', { name: 'Fulfilment' }).click();
    await expect(page).toHaveURL(/\/fulfillment$/);
    await page.getByRole('button', { name: 'Start distribution' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start distribution' }).click();

    // 4. Fulfilment: two of the three households receive their kits.
    const handOver = page.getByRole('grid', { name: `Hand-over to the beneficiaries of ${name}` });
    for (const household of households.slice(0, 2)) {
      await handOver
        .getByRole('row', { name: new RegExp(household) })
        .getByRole('checkbox')
        .check({ force: true });
    }
    await page
      .getByRole('button', { name: /^Mark handed over/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Collected by' }).fill('A neighbour');
    await dialog.getByRole('button', { name: 'Mark handed over' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('2 of 3 handed over').first()).toBeVisible();
    await expectAccessible(page, 'project fulfilment');
    // Two kits each for two households: 10 - 4 = 6 on hand, shown beside what is still needed.
    const stockRow = page
      .getByRole('region', { name: 'Stock' })
      .getByRole('row', { name: new RegExp(item.name) });
    await expect(stockRow.getByRole('cell')).toHaveText([
      '2 kit',
      '6 kit',
      '4 kit',
      '2 kit',
      '6 kit',
      'Enough',
    ]);
    expect(await onHand(api, item.id)).toBe(6);

    // The printed distribution list: every household, with a column to sign.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print distribution list' }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`distribution-list-${id}.pdf`);
    const text = pdfText(await file.path());
    for (const words of [name, ...households, 'Signature']) expect(text).toContain(words);

    // The item's ledger: the distribution, named by its project, and its balance.
    const ledger = await dataOf<{
      movements: { source: string; reference: string | null; quantity: number; balance: number }[];
    }>(
      await api.send('GET', `/api/package-items/${item.id}/movements`),
      200,
      'GET /api/package-items/{id}/movements',
    );
    expect(ledger.movements[0]).toMatchObject({
      source: 'distribution',
      reference: name,
      quantity: -4,
      balance: 6,
    });
  } finally {
    await api.dispose();
  }
});
