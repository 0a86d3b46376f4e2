/**
 * A week at the farm (brand 2), as the manager lives it through the screens: a new flock, its
 * eggs and feed of the day, a cash sale of large egg trays, the large eggs' stock and movements,
 * one item of the week's open count reconciled with a variance, the cash taken to the bank, an
 * unpaid bill paid; then the farm's reports of the period, each downloaded as a PDF whose text
 * carries the figures the screen shows.
 */

import { MANAGER, uniqueTitle } from '../support/accounts';
import { pickBrand, signIn } from '../support/app';
import { expectAccessible } from '../support/axe';
import {
  choose,
  count,
  dayName,
  figure,
  fillDate,
  readNumber,
  reportAndPdf,
  ringUp,
  today,
} from '../support/farm';
import { pdfText } from '../support/pdf';
import { expect, test } from '../support/test';

test('a week at the farm', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, MANAGER);
  await pickBrand(page, 2);

  // The large eggs on hand before the day's work.
  await page.goto('/jf-inventories');
  await page.getByRole('link', { name: 'Eggs, large', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Eggs, large' })).toBeVisible();
  const facts = page.locator('dl').filter({ hasText: 'On hand' });
  const largeBefore = await readNumber(figure(facts, 'On hand'));

  // 1. A new flock of 500 laying hens: the seeded flocks already have today's log.
  const flock = uniqueTitle('Flock E2E');
  await page.goto('/livestock/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(flock);
  await page.getByRole('textbox', { name: 'Breed', exact: true }).fill('ISA Brown');
  await page.getByRole('textbox', { name: 'House', exact: true }).fill('House 9');
  await page.getByRole('textbox', { name: 'Birds', exact: true }).fill('500');
  await fillDate(page, 'Acquired on', today);
  await choose(page, 'Status', /^laying$/i);
  await page.getByRole('button', { name: 'Create flock' }).click();
  await expect(page.getByText(/Flock created\./i)).toBeVisible();

  // 2. Its eggs: large 10 trays + 5 loose (305), medium 4 trays (120), jumbo 1 tray + 2 (32);
  // 457 good eggs, 6 cracked and 3 broken: 466 in all, 466 × 100 / 500 birds = 93.2 %.
  await page.goto('/egg-collection-logs/new');
  await choose(page, 'Flock', new RegExp(flock));
  const grid = page.getByRole('form', { name: 'Egg collection' });
  for (const [label, value] of [
    ['Large trays', '10'],
    ['Large loose eggs', '5'],
    ['Medium trays', '4'],
    ['Jumbo trays', '1'],
    ['Jumbo loose eggs', '2'],
    ['Cracked eggs', '6'],
    ['Broken eggs', '3'],
  ] as const) {
    await grid.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await page.keyboard.press('Tab');
  const live = page.getByRole('region', { name: 'Collection figures' });
  await expect(figure(live, 'Good eggs')).toHaveText('457');
  await expect(figure(live, 'Total eggs')).toHaveText('466');
  await expect(figure(live, 'Laying rate')).toHaveText('93.2%');
  await expectAccessible(page, 'new egg collection log');
  await page.getByRole('button', { name: 'Save log' }).click();
  await expect(page.getByText('Egg collection recorded.')).toBeVisible();
  await expect(page).toHaveURL(/\/egg-collection-logs\/\d+$/);
  const eggLogId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: `${flock}, ${dayName(today)}` })).toBeVisible();
  const saved = page.getByRole('region', { name: 'Collection figures' });
  await expect(figure(saved, 'Good eggs')).toHaveText('457');
  await expect(figure(saved, 'Total eggs')).toHaveText('466');
  await expect(figure(saved, 'Birds')).toHaveText('500');
  await expect(figure(saved, 'Laying rate')).toHaveText('93.2%');
  await expectAccessible(page, 'egg collection log');

  // 3. Its feed: 60 kg of Layer mash at $24.80 a 50 kg bag = 60 × 2480 / 50 = $29.76.
  await page.goto('/layer-feeding-logs/new');
  await fillDate(page, 'Day', today);
  await choose(page, 'Flock', new RegExp(flock));
  await choose(page, 'Feed type', /Layer mash/);
  await page.getByRole('textbox', { name: 'Quantity (kg)', exact: true }).fill('60');
  await page.keyboard.press('Tab');
  const preview = page.getByRole('region', { name: 'Cost of this feeding' });
  await expect(figure(preview, 'Cost')).toHaveText('$29.76');
  await expect(preview).toContainText('At $24.80 a 50 kg bag');
  await page.getByRole('button', { name: 'Create feeding log' }).click();
  await expect(page.getByText(/Feeding log created\./i)).toBeVisible();
  await expect(page.getByText('$29.76').first()).toBeVisible();

  // 4. A cash sale: 2 trays of large eggs at $9.00 and a spent hen at $6.00, $24.00; $30.00
  // tendered, $6.00 change.
  const sale = await ringUp(page, { large: 2, hens: 1 }, '30');
  await expect(page.getByText(/recorded: \$24\.00 · change due \$6\.00/)).toBeVisible();

  // 5. The large eggs: +305 from the collection, −60 for the two trays sold.
  await page.goto('/jf-inventories');
  await page.getByRole('link', { name: 'Eggs, large', exact: true }).click();
  await expect(figure(facts, 'On hand')).toContainText(count(largeBefore + 305 - 60));
  const movements = page.getByRole('table').filter({ hasText: 'Movements' });
  await expect(
    movements.getByRole('row').filter({ hasText: `Egg collection #${eggLogId}` }),
  ).toContainText('+305');
  await expect(movements.getByRole('row').filter({ hasText: `Sale, sale #${sale}` })).toContainText(
    '\u221260',
  );
  await expectAccessible(page, 'large eggs stock item');

  // 6. The week's open count: one item not yet reconciled is counted 3 short, with a reason.
  await page.goto('/jf-inventory-logs');
  await page
    .getByRole('row')
    .filter({ hasText: 'Open' })
    .first()
    .getByRole('link', { name: /^Week of/ })
    .click();
  await expect(page.getByRole('heading', { name: /^Week of/ })).toBeVisible();
  const reconcile = page.getByRole('link', { name: /^Reconcile / }).last();
  const item = ((await reconcile.getAttribute('aria-label')) ?? '').replace(/^Reconcile /, '');
  await reconcile.click();
  await expect(page.getByRole('heading', { name: `Count ${item}` })).toBeVisible();
  const expected = await readNumber(figure(page.locator('dl').first(), 'Expected closing'));
  await page.getByRole('textbox', { name: /^Counted/ }).fill(String(expected - 3));
  await expect(page.locator('output')).toHaveText('\u22123');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Three spoilt in the store room');
  await page.getByRole('button', { name: 'Save the count' }).click();
  await expect(page.getByText(`${item} reconciled.`)).toBeVisible();
  const counted = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: item }) });
  await expect(counted).toContainText(count(expected - 3));
  await expect(counted).toContainText('\u22123');
  await expect(counted).toContainText('Three spoilt in the store room');
  await expect(counted).toContainText('Reconciled');

  // 7. The cash goes to the bank: the dialog offers every undeposited item, the sale among them.
  await page.goto('/jf-deposits');
  const undeposited = page.getByRole('region', { name: 'Undeposited cash' });
  await expect(undeposited.locator('dd')).toBeVisible();
  const before = await undeposited.locator('dd').textContent();
  await page.getByRole('button', { name: 'Record deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a deposit' });
  const saleItem = dialog.getByRole('checkbox', { name: new RegExp(`Cash sale #${sale} `) });
  await expect(saleItem).toBeChecked();
  await expect(saleItem).toHaveAccessibleName(/ · \$24\.00$/);
  await expect(dialog.locator('output')).toHaveText(before ?? '');
  const reference = uniqueTitle('DEP');
  await dialog.getByRole('textbox', { name: 'Account', exact: true }).fill('Farm current account');
  await dialog.getByRole('textbox', { name: 'Reference', exact: true }).fill(reference);
  await dialog.getByRole('button', { name: 'Record deposit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Deposit of ${before} recorded.`)).toBeVisible();
  await expect(undeposited.locator('dd')).toHaveText('$0.00');
  await expect(undeposited).toContainText('0 cash items not deposited');
  await expect(page.getByRole('link', { name: reference })).toBeVisible();

  // 8. An unpaid bill, paid by cheque.
  await page.goto('/jf-expenses?filter[status]=unpaid');
  const pay = page.getByRole('link', { name: /^Pay / }).first();
  const bill = ((await pay.getAttribute('aria-label')) ?? '').replace(/^Pay /, '');
  await pay.click();
  await expect(page.getByRole('heading', { name: `Pay “${bill}”` })).toBeVisible();
  await expectAccessible(page, 'pay an expense');
  await choose(page, 'Method', /^Cheque$/);
  await page.getByRole('textbox', { name: 'Reference' }).fill('Cheque 1042');
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(
    page.getByText(new RegExp(`paid: ${bill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/jf-expenses\/\d+$/);
  // The day the bill was spent on: the Expense Report of the period from then to today holds it,
  // whatever day of the month the run is on.
  const billId = new URL(page.url()).pathname.split('/').pop();
  const billRecord = await page.request.get(`/api/jf-expenses/${billId}`, {
    headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(billRecord.ok()).toBe(true);
  const billDay = ((await billRecord.json()) as { data: { spent_on: string } }).data.spent_on;
  expect(billDay <= today).toBe(true);
  const paidFacts = page.locator('dl').filter({ hasText: 'Payment method' });
  await expect(figure(paidFacts, /^Status$/)).toHaveText('Paid');
  await expect(figure(paidFacts, /^Paid on$/)).toHaveText(dayName(today));
  await expect(figure(paidFacts, /^Payment method$/)).toHaveText('Cheque');
  await expect(paidFacts.getByRole('definition').filter({ hasText: 'Cheque 1042' })).toBeVisible();

  // 9. The reports of the period: each PDF carries the figures of the screen's totals row.
  const eggs = await reportAndPdf(page, 'egg-collection-report', today, today, 'By day and flock');
  await expect(eggs.table.getByRole('row').filter({ hasText: flock })).toContainText('466');
  expect(eggs.totals.length).toBeGreaterThan(0);
  const eggsText = pdfText(eggs.pdf);
  // The PDF cuts a long flock name to its column; the row's own figures are all there.
  expect(eggsText).toMatch(/Flock E2E[^\n]*\n0\n120\n305\n32\n6\n3\n466\n93\.2\n/);
  for (const total of eggs.totals) expect(eggsText).toContain(total);

  const feed = await reportAndPdf(
    page,
    'layer-feeding-report',
    today,
    today,
    'By day, flock and feed type',
  );
  await expect(feed.table.getByRole('row').filter({ hasText: flock })).toContainText('$29.76');
  const feedText = pdfText(feed.pdf);
  for (const total of feed.totals) expect(feedText).toContain(total);

  const deposits = await reportAndPdf(page, 'jf-deposit-report', today, today, 'Deposits');
  await expect(deposits.table.getByRole('row').filter({ hasText: reference })).toContainText(
    before ?? '',
  );
  const depositsText = pdfText(deposits.pdf);
  expect(depositsText).toContain(reference);
  for (const total of deposits.totals) expect(depositsText).toContain(total);

  const expenses = await reportAndPdf(page, 'jf-expense-report', billDay, today, 'By category');
  expect(expenses.totals.length).toBeGreaterThan(0);
  const expensesText = pdfText(expenses.pdf);
  for (const total of expenses.totals) expect(expensesText).toContain(total);
});
