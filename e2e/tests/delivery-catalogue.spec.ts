/**
 * The delivery brand's products imported from a CSV file (brand 8, as the administrator): the
 * example file downloaded, a file of two good rows and a bad one checked row by row, only the
 * valid rows imported, and found in the products' list.
 */
import { readFileSync } from 'node:fs';
import { ADMIN } from '../support/accounts';
import { pickBrand, signIn } from '../support/app';
import { expectAccessible } from '../support/axe';
import { DELIVERY_BRAND } from '../support/delivery';
import { expect, test } from '../support/test';

test('products imported from a CSV file: the example, a bad row refused, the good ones imported', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await pickBrand(page, DELIVERY_BRAND);
  await page.goto('/jfd-products');
  await page.getByRole('link', { name: 'Import products from a CSV file' }).click();
  await expect(page).toHaveURL(/\/jfd-products\/upload$/);

  // The example file: the columns, then rows that import as they are.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the example file' }).click();
  const example = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  const [header = '', ...samples] = example.trim().split(/\r?\n/);
  expect(header).toBe('Name,SKU,Category,Price,Stock,Active,Description');
  expect(samples.length).toBeGreaterThan(0);

  // Two good rows around a bad one (no such category, a price that is not money).
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const good = [`Oat milk E2E ${tag}`, `Rye loaf E2E ${tag}`];
  const csv = [
    header,
    `${good[0]},E2E-${tag}-1,Dairy,2.49,40,Yes,Barista oat milk.`,
    `Broken row E2E ${tag},E2E-${tag}-2,No such shelf,cheap,5,Yes,`,
    `${good[1]},E2E-${tag}-3,Bakery,$3.10,12,Yes,`,
  ].join('\n');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByRole('status').filter({ hasText: /^3 rows:/ })).toHaveText(
    '3 rows: 2 valid, 1 row with errors.',
  );
  const bad = page.getByRole('grid', { name: 'Rows with errors' }).getByRole('row');
  await expect(bad).toHaveCount(2);
  await expect(bad.nth(1)).toContainText(`Broken row E2E ${tag}`);
  await expect(bad.nth(1)).toContainText('The selected category is invalid.');
  await expect(bad.nth(1)).toContainText('The price field must be an integer.');
  await expect(page.getByRole('button', { name: 'Import all 3 rows' })).toBeDisabled();
  await expectAccessible(page, 'products import preview');

  await page.getByRole('button', { name: 'Import 2 valid rows' }).click();
  await expect(
    page.getByText('Imported 2 products; 1 row with errors was left out.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See the products' }).click();
  await expect(page).toHaveURL(/\/jfd-products$/);
  await page.getByRole('searchbox').fill(`E2E ${tag}`);
  const list = page.getByRole('grid');
  await expect(list.getByRole('row').filter({ hasText: good[0] })).toContainText('$2.49');
  await expect(list.getByRole('row').filter({ hasText: good[1] })).toContainText('$3.10');
  await expect(list.getByRole('row').filter({ hasText: 'Broken row' })).toHaveCount(0);
});
