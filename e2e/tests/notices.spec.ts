import type { Locator, Page } from '@playwright/test';
import { HR, uniqueTitle } from '../support/accounts';
import { menuLink, pickBrand, signIn } from '../support/app';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';

/** A notice card on the dashboard, found by its title. */
function dashboardCard(page: Page, title: string): Locator {
  return page
    .getByRole('list', { name: 'Notices' })
    .getByRole('article', { name: title, exact: true });
}

/** Checks a card's level badge: the first three letters, blue for Normal, red otherwise. */
async function expectBadge(card: Locator, level: string): Promise<void> {
  const badge = card.locator('[data-tone]');
  await expect(badge.locator('[aria-hidden="true"]')).toHaveText(level.slice(0, 3));
  await expect(badge).toContainText(`Level: ${level}`);
  const isNormal = level === 'Normal';
  await expect(badge).toHaveAttribute('data-tone', isNormal ? 'info' : 'critical');
  const [red, , blue] = (await badge.evaluate((el) => getComputedStyle(el).color))
    .match(/\d+/g)
    ?.map(Number) ?? [0, 0, 0];
  if (isNormal) expect(blue, 'a Normal badge is blue').toBeGreaterThan(red as number);
  else expect(red, `a ${level} badge is red`).toBeGreaterThan(blue as number);
}

/** Opens the notices list filtered to one title. */
async function findInList(page: Page, title: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search notices' }).fill(title);
  // The search goes into the address once typing pauses; the list then holds only matches.
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page.getByRole('row')).toHaveCount(2);
  const link = page.getByRole('link', { name: `Edit ${title}` });
  await expect(link).toBeVisible();
  return link;
}

test('a notice is created, then edited, and the dashboard shows it with its level badge', async ({
  page,
}) => {
  const title = uniqueTitle('Fire drill');
  const renamed = `${title} (moved)`;
  await signIn(page, HR);
  await pickBrand(page, 2);

  await menuLink(page, 'Notices').click();
  await expect(page).toHaveURL(/\/notices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  await expectAccessible(page, 'notices list');

  await page.getByRole('link', { name: 'New Notice' }).click();
  await expect(page).toHaveURL(/\/notices\/new-notice$/);
  await expectAccessible(page, 'new notice');
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page
    .getByRole('textbox', { name: /^Details/ })
    .fill('<p>Meet at the <b>north gate</b>.</p>');
  await expect(page.getByRole('button', { name: /Level/ })).toContainText('Normal');
  await page.getByRole('button', { name: 'Create notice' }).click();
  await expect(page).toHaveURL(/\/notices$/);

  await menuLink(page, 'Dashboard').click();
  const card = dashboardCard(page, title);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Meet at the north gate.');
  await expectBadge(card, 'Normal');
  await expectAccessible(page, 'dashboard with notices');

  await menuLink(page, 'Notices').click();
  await (await findInList(page, title)).click();
  await expect(page).toHaveURL(/\/notices\/\d+\/edit-notice$/);
  const titleField = page.getByRole('textbox', { name: /^Title/ });
  await expect(titleField).toHaveValue(title);
  await expectAccessible(page, 'edit notice');
  await titleField.fill(renamed);
  await page.getByRole('button', { name: /Level/ }).click();
  await page.getByRole('option', { name: 'Urgent' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/notices$/);

  await menuLink(page, 'Dashboard').click();
  const edited = dashboardCard(page, renamed);
  await expect(edited).toBeVisible();
  await expectBadge(edited, 'Urgent');
  await expect(dashboardCard(page, title)).toHaveCount(0);
});

test('leaving a form with unsaved changes asks first, and staying keeps what was typed', async ({
  page,
}) => {
  const title = uniqueTitle('Unsaved');
  await signIn(page, HR);
  await pickBrand(page, 2);
  await page.goto('/notices/new-notice');
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await menuLink(page, 'Dashboard').click();
  await expect
    .poll(() => asked)
    .toEqual(['confirm: Do you really want to leave? you have unsaved changes!']);
  await expect(page).toHaveURL(/\/notices\/new-notice$/);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);

  page.once('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await menuLink(page, 'Dashboard').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(asked).toHaveLength(2);
  expect(asked[1]).toBe('confirm: Do you really want to leave? you have unsaved changes!');
});
