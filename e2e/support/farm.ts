/** Helpers shared by the poultry farm's end-to-end tests (brand 2). */
import { expect, type Locator, type Page } from '@playwright/test';

export { today } from './clock';
export { choose, fillDate } from './fields';

/** Picks an item in the till's focused item field by typing part of its name. */
export async function pickItem(page: Page, typed: string, name: RegExp) {
  await page.keyboard.type(typed);
  await expect(page.getByRole('option', { name }).first()).toBeVisible();
  await page.keyboard.press('Enter');
}

/** Rings up a sale by keyboard; answers the number the till announces (`Sale #123`). */
export async function ringUp(
  page: Page,
  quantities: { large: number; hens: number },
  cash: string,
) {
  await page.goto('/jf-sales/new');
  const first = page.getByRole('combobox', { name: /^Item/ }).first();
  await expect(first).toBeFocused();
  await pickItem(page, 'large', /large eggs/i);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(String(quantities.large));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: /^Item/ }).nth(1)).toBeFocused();
  await pickItem(page, 'hen', /spent hen/i);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(String(quantities.hens));
  const cashRadio = page.getByRole('radio', { name: 'Cash' });
  for (let i = 0; i < 8; i++) {
    if (await cashRadio.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(cashRadio).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /Amount tendered/ })).toBeFocused();
  await page.keyboard.type(cash);
  await page.keyboard.press('Enter');
  // The till's line and its toast both say it: either will do.
  const recorded = page.getByText(/Sale #\d+ recorded/).first();
  await expect(recorded).toBeVisible();
  const number = (await recorded.textContent())?.match(/Sale #(\d+)/)?.[1];
  expect(number).toBeDefined();
  return Number(number);
}

/** `Nov 24, 2026`, as the farm's screens write a day. */
export function dayName(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** `1,234`. */
export const count = (value: number) => new Intl.NumberFormat('en-US').format(value);

/** `$1,234.50`, from cents. */
export const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(cents) / 100)}`;

/** The value (`dd`) of a figure (`dt`) in a list of figures. */
export function figure(scope: Locator, term: string | RegExp): Locator {
  return scope.locator('dt', { hasText: term }).first().locator('xpath=following-sibling::dd[1]');
}

/** A whole number out of a figure's text: `12,345 eggs` is 12345, `−3` is -3. */
export function wholeNumber(text: string | null): number {
  const match = (text ?? '').replace(/\u2212/g, '-').match(/-?[\d,]+/);
  expect(match, `a number in "${text}"`).not.toBeNull();
  return Number((match as RegExpMatchArray)[0].replace(/,/g, ''));
}

/** Waits for a figure to show a number, then answers it. */
export async function readNumber(figureValue: Locator): Promise<number> {
  await expect(figureValue).toHaveText(/\d/);
  return wholeNumber(await figureValue.textContent());
}

/**
 * Opens a date-range report for a period, generates it, reads the figures of a table's totals
 * row (or of any figure cells the caller picks) and downloads the PDF: answers the figures and
 * the PDF's file path.
 */
export async function reportAndPdf(
  page: Page,
  route: string,
  fromDate: string,
  thruDate: string,
  table: string,
): Promise<{ totals: string[]; pdf: string; table: Locator }> {
  await page.goto(`/reports/${route}?fromDate=${fromDate}&thruDate=${thruDate}`);
  await page.getByRole('button', { name: 'Generate' }).click();
  const report = page.getByRole('table', { name: table, exact: true });
  await expect(report).toBeVisible();
  const totals = (await report.locator('tfoot').getByRole('cell').allTextContents())
    .map((cell) => cell.trim())
    .filter((cell) => /\d/.test(cell));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print' }).click();
  const file = await download;
  const pdf = await file.path();
  return { totals, pdf, table: report };
}
