/**
 * The farm's day at the till and in the office: a sale rung up by keyboard alone, part of it
 * refunded, another voided; a customer invoiced and paid in two payments; then the P&L and the
 * Sales Report of the period, each downloaded as a PDF whose text carries the figures the
 * screen shows.
 */

import { MANAGER } from '../support/accounts';
import { pickBrand, signIn } from '../support/app';
import { expectAccessible } from '../support/axe';
import { today } from '../support/clock';
import { ringUp } from '../support/farm';
import { pdfText } from '../support/pdf';
import { expect, test } from '../support/test';

const thisYear = `${today.slice(0, 4)}-01-01`;

test('a sale by keyboard, a part refund, a void, an invoice paid twice, then the reports as PDFs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, MANAGER);
  await pickBrand(page, 2);

  // 3 large trays at $9.00 and 2 hens at $6.00: $39.00; $50.00 tendered, $11.00 change.
  const kept = await ringUp(page, { large: 3, hens: 2 }, '50');
  await expect(page.getByText(/recorded: \$39\.00 · change due \$11\.00/)).toBeVisible();
  await expectAccessible(page, 'point of sale after a sale');
  const voided = await ringUp(page, { large: 1, hens: 1 }, '15');

  // Refund one hen of the first sale: $6.00 back.
  await page.goto(`/jf-sales/${kept}`);
  await expect(page.getByRole('heading', { name: `Sale #${kept}` })).toBeVisible();
  await page.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: `Refund Sale #${kept}` });
  await refund.getByRole('textbox', { name: /Spent hen at/ }).fill('1');
  await refund.getByRole('textbox', { name: 'Reason' }).fill('One hen returned');
  await expect(refund.getByText('$6.00').first()).toBeVisible();
  await refund
    .getByRole('button', { name: /Refund/ })
    .last()
    .click();
  await expect(refund).toBeHidden();
  await expect(page.getByText('Partly refunded').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Refunds' })).toContainText('One hen returned');
  await expectAccessible(page, 'receipt with a refund');

  // Void the second.
  await page.goto(`/jf-sales/${voided}/void`);
  const voidDialog = page.getByRole('dialog', { name: new RegExp(`Void Sale #${voided}`) });
  await voidDialog.getByRole('textbox', { name: 'Reason' }).fill('Rung up twice');
  await voidDialog.getByRole('button', { name: /Void/ }).last().click();
  await expect(voidDialog).toBeHidden();
  await expect(page.getByText('Rung up twice')).toBeVisible();

  // Invoice a customer 10 trays at $8.50 ($85.00), then take $30.00 and the $55.00 left.
  await page.goto('/jf-invoices/new');
  await page.getByRole('combobox', { name: 'Customer' }).fill('Corner');
  await page.getByRole('option', { name: /Corner Grocery/ }).click();
  const line = page.getByRole('group', { name: 'Line 1' });
  await line.getByRole('textbox', { name: 'Description' }).fill('Trays for the weekend market');
  await line.getByRole('textbox', { name: 'Quantity' }).fill('10');
  await line.getByRole('textbox', { name: 'Unit price' }).fill('8.50');
  // A money field takes its amount when it is left, as the cashier tabs on.
  await page.keyboard.press('Tab');
  await expect(page.getByText('$85.00').first()).toBeVisible();
  await expectAccessible(page, 'new invoice');
  await page.getByRole('button', { name: 'Create invoice' }).click();
  const heading = page.getByRole('heading', { name: /^Invoice INV-\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Invoice ', '');
  for (const [amount, state] of [
    ['30.00', 'Partly paid'],
    ['55.00', 'Paid'],
  ] as const) {
    await page.getByRole('button', { name: 'Record payment' }).click();
    const payment = page.getByRole('dialog', {
      name: new RegExp(`Record a payment on Invoice ${number}`),
    });
    await payment.getByRole('textbox', { name: 'Amount' }).fill(amount);
    await page.keyboard.press('Tab');
    await payment.getByRole('textbox', { name: 'Reference' }).fill(`Receipt ${amount}`);
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(payment).toBeHidden();
    await expect(page.getByText(state, { exact: true }).first()).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Payments' }).click();
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments).toContainText('Receipt 30.00');
  await expect(payments).toContainText('Receipt 55.00');
  await expectAccessible(page, 'paid invoice');
  const invoicePdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print' }).click();
  expect((await invoicePdf).suggestedFilename()).toBe(`${number}.pdf`);

  // The Sales Report of today: the kept sale's $39.00 less the $6.00 refund; the void counts
  // nowhere. Its PDF carries the screen's totals.
  await page.goto(`/reports/jf-sale-report?fromDate=${today}&thruDate=${today}`);
  const byDay = page.getByRole('table', { name: 'By day and item' });
  await expect(byDay).toBeVisible();
  await expectAccessible(page, 'sales report');
  const totals = (await byDay.locator('tfoot').getByRole('cell').allTextContents())
    .map((cell) => cell.trim())
    .filter((cell) => /^-?\$/.test(cell));
  expect(totals.length).toBe(3);
  const salesPdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print' }).click();
  const salesFile = await salesPdf;
  expect(salesFile.suggestedFilename()).toBe(`jf-sale-report_${today}_${today}.pdf`);
  const salesText = pdfText(await salesFile.path());
  for (const figure of totals) expect(salesText).toContain(figure);

  // The P&L of the year: its net profit on the screen is the one in the PDF.
  await page.goto(`/reports/jf-pnl-report?fromDate=${thisYear}&thruDate=${today}`);
  const statement = page.getByRole('region', { name: 'Profit & Loss Statement', exact: true });
  const net = statement.getByRole('row', { name: /^Net Profit \(Loss\)/ });
  await expect(net).toBeVisible();
  const netFigure = (await net.getByRole('cell').allTextContents())
    .map((cell) => cell.trim())
    .find((cell) => /^-?\$[\d,]+\.\d\d$/.test(cell));
  expect(netFigure).toBeDefined();
  const pnlPdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print' }).click();
  const pnlFile = await pnlPdf;
  expect(pnlFile.suggestedFilename()).toBe(`pnl-report_${thisYear}_${today}.pdf`);
  expect(pdfText(await pnlFile.path())).toContain(netFigure as string);
});
