/** Filling the app's form fields by keyboard and pointer, as a person does. */
import type { Locator, Page } from '@playwright/test';

/** Types a day into a date field, segment by segment (month, day, year). */
export async function fillDate(scope: Page | Locator, label: string, day: string) {
  const [year, month, date] = day.split('-');
  await scope
    .getByRole('group', { name: label, exact: true })
    .getByRole('spinbutton')
    .first()
    .click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.keyboard.type(`${month}${date}${year}`);
}

/** Opens a select by its label and picks the option whose name matches. */
export async function choose(scope: Page | Locator, label: string, option: RegExp) {
  await scope.getByRole('button', { name: new RegExp(label) }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option }).first().click();
}
