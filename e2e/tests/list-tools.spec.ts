/**
 * The tools of people who live in the lists: a filtered view saved by name and picked again
 * after a reload; 30 sales matching a filter voided in one bulk action; a record found and acted
 * on from the command palette by keyboard alone; a delete undone from its toast.
 */
import type { Page } from '@playwright/test';
import { MANAGER } from '../support/accounts';
import { ApiSession, dataOf } from '../support/api';
import { pickBrand, signIn } from '../support/app';
import { expectAccessible } from '../support/axe';
import { today } from '../support/clock';
import { expect, test } from '../support/test';

const FARM = 2;
const MARKETPLACE = 9;

/** A word no other run of a test has used, so reruns on one data folder never meet their rows. */
function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

async function signedInAt(page: Page, brand: number) {
  await signIn(page, MANAGER);
  await pickBrand(page, brand);
}

test('a filtered view saved by name comes back after a reload', async ({ page }) => {
  const name = `Mobile money ${unique()}`;
  await signedInAt(page, FARM);
  await page.goto('/jf-sales?filter[payment_method]=mobile_money&sort=total&direction=desc');
  const sales = page.getByRole('grid', { name: 'Sales' });
  await expect(sales.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: /^Views/ }).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save current view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Views: ${name}` })).toBeVisible();

  // A plain list after a reload; the view brings the filter and sort back, in the address too.
  await page.goto('/jf-sales');
  await page.reload();
  await expect(page).toHaveURL(/\/jf-sales$/);
  await expect(sales.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitemradio', { name }).click();
  await expect(page).toHaveURL(/filter%5Bpayment_method%5D=mobile_money&sort=total&direction=desc/);
  await expect(page.getByRole('button', { name: `Views: ${name}` })).toBeVisible();
  await expect(sales.getByRole('row').nth(1)).toContainText('Mobile money');
  await expect(sales.getByRole('gridcell', { name: /^(Cash|Card|Bank transfer)$/ })).toHaveCount(0);
  await expectAccessible(page, 'sales list with a saved view');
});

test('30 sales of a customer voided in one bulk action', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const api = await ApiSession.signIn(baseURL!, MANAGER);
  expect((await api.send('PUT', `/api/user/${FARM}`)).status()).toBe(200);
  const run = unique();
  const customer = await dataOf<{ id: number }>(
    await api.send('POST', '/api/customers', { name: `Bulk Market ${run}`, phone: '5125550100' }),
    201,
    'customer',
  );
  const item = await dataOf<{ id: number }>(
    await api.send('POST', '/api/jf-sale-items', {
      name: `Bulk tray ${run}`,
      unit_price: '900',
      unit_cost: '500',
    }),
    201,
    'sale item',
  );
  for (let i = 0; i < 30; i++) {
    await dataOf(
      await api.send('POST', '/api/jf-sales', {
        sold_on: today,
        customer_id: String(customer.id),
        payment_method: 'card',
        'lines[0][sale_item_id]': String(item.id),
        'lines[0][quantity]': '1',
      }),
      201,
      `sale ${i + 1}`,
    );
  }

  await signedInAt(page, FARM);
  await page.goto(`/jf-sales?filter[customer_id]=${customer.id}&per_page=15`);
  const sales = page.getByRole('grid', { name: 'Sales' });
  await expect(sales.getByRole('row')).toHaveCount(16); // the header and a page of 15
  await sales
    .getByRole('checkbox', { name: 'Select all rows on this page' })
    .check({ force: true });
  await expect(page.getByText('15 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Select all 30 sales matching' }).click();
  await expect(page.getByText('All 30 sales matching are selected')).toBeVisible();
  await page.getByRole('button', { name: 'Void', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Void 30 sales?' });
  await confirm.getByRole('textbox', { name: 'Reason' }).fill('Keyed on the wrong till');
  await confirm.getByRole('button', { name: 'Void 30 sales' }).click();
  await expect(page.getByText('30 sales voided.')).toBeVisible({ timeout: 30_000 });

  const voided = await api.send(
    'GET',
    `/api/jf-sales?filter[customer_id]=${customer.id}&filter[status]=voided&per_page=100`,
  );
  expect(((await voided.json()) as { total: number }).total).toBe(30);
  await api.dispose();
});

test('a product approval found and approved from the command palette, by keyboard alone', async ({
  page,
  baseURL,
}) => {
  // A product waiting for approval, whichever the demo data or an earlier test left.
  const api = await ApiSession.signIn(baseURL!, MANAGER);
  expect((await api.send('PUT', `/api/user/${MARKETPLACE}`)).status()).toBe(200);
  // Its product's name is that of no other approval, so the palette's option for it is the one
  // option of that name (a product sent again has an earlier, decided approval of the same name).
  const all = await api.send('GET', '/api/evd-product-approvals?per_page=1000');
  const approvals = (
    (await all.json()) as {
      data: { id: number; product_name: string; status: string }[];
    }
  ).data;
  const named = (name: string) => approvals.filter((a) => a.product_name === name).length;
  const pending = approvals.find((a) => a.status === 'pending' && named(a.product_name) === 1);
  expect(pending, 'a product waiting for approval, its name unique').toBeDefined();
  const product = pending!.product_name;

  await signedInAt(page, MARKETPLACE);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const search = palette.getByRole('textbox', { name: 'Search or jump to' });
  await expect(search).toBeFocused();
  // A store, whose page its slug addresses, opens by its name.
  await page.keyboard.type('Retro Radio');
  await expect(palette.getByRole('option', { name: /Retro Radio.*Store/ })).toBeVisible();
  // Once the search has settled (the hits of a shorter text stay listed while it runs), down to
  // the store itself: a product approval's title may start with the store's name too.
  const status = palette.getByRole('status');
  await expect(status).toHaveText(/^\d+ results?$/);
  await arrowDownTo(page, (text) => text === 'Retro Radio, Store');
  expect(await activeOption(page)).toBe('Retro Radio, Store');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/evd-stores\/retro-radio$/);
  await expect(page.getByRole('heading', { name: 'Retro Radio', level: 2 })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await page.keyboard.type(product);
  await expect(palette.getByRole('option', { name: /Product approval/ }).first()).toBeVisible();
  await expect(status).toHaveText(/^\d+ results?$/);
  // Arrow keys move the active option while the focus stays in the search box.
  const approvalOption = `${product}, Product approval`;
  await arrowDownTo(page, (text) => text === approvalOption);
  expect(await activeOption(page)).toBe(approvalOption);
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${pending!.id}$`));
  const id = pending!.id;
  await expect(page.getByText('Pending').first()).toBeVisible();

  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await page.keyboard.type('Approve');
  await expect(palette.getByRole('option', { name: /Approve/ }).first()).toBeVisible();
  await arrowDownTo(page, (text) => /Approve/.test(text ?? ''));
  await page.keyboard.press('Enter');
  await expect(palette.getByText(/Approve/).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page.getByText('Approved').first()).toBeVisible();

  const approval = await dataOf<{ status: string }>(
    await api.send('GET', `/api/evd-product-approvals/${id}`),
    200,
    'product approval',
  );
  expect(approval.status).toBe('approved');
  await api.dispose();
});

test('a deleted record comes back with Undo', async ({ page, baseURL }) => {
  const api = await ApiSession.signIn(baseURL!, MANAGER);
  expect((await api.send('PUT', `/api/user/${FARM}`)).status()).toBe(200);
  const name = `Undo tray ${unique()}`;
  const item = await dataOf<{ id: number }>(
    await api.send('POST', '/api/jf-sale-items', {
      name,
      unit_price: '700',
      unit_cost: '400',
    }),
    201,
    'sale item',
  );

  await signedInAt(page, FARM);
  await page.goto(`/jf-sale-items/${item.id}/edit`);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/Sale item deleted/)).toBeVisible();
  expect((await api.send('GET', `/api/jf-sale-items/${item.id}`)).status()).toBe(404);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Restored.')).toBeVisible();

  const restored = await dataOf<{ name: string }>(
    await api.send('GET', `/api/jf-sale-items/${item.id}`),
    200,
    'restored sale item',
  );
  expect(restored.name).toBe(name);
  await api.dispose();
});

/**
 * Presses ArrowDown until the palette's active option is the one wanted (at most 40 times).
 * Each press waits for the active option to move before reading it again: a read right after
 * the key can still see the option before, and the next press would then step over the one
 * wanted. At the last option the press moves nothing, and the wait fails there.
 */
async function arrowDownTo(page: Page, wanted: (text: string | null) => boolean): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const current = await activeOption(page);
    if (wanted(current)) return;
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => activeOption(page)).not.toBe(current);
  }
}

/** The text of the palette's active option (the search box's `aria-activedescendant`). */
async function activeOption(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const box = document.activeElement;
    const id = box?.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
}
