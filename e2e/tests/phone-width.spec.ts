/**
 * The screens of the people who work on a phone, at 390 x 844: the farm's daily logs (egg
 * collections and feedings, brand 2), the concierge's fulfilment, orders and courier requests
 * and the driver's deliveries and pickups (brand 8). On each, lists and records alike: the page
 * never scrolls sideways, nothing inside it scrolls sideways either, and once the page is
 * scrolled down nothing covers the top bar.
 */
import type { Page } from '@playwright/test';
import { type Account, CONCIERGE, DRIVER, MANAGER } from '../support/accounts';
import { pickBrand, signIn } from '../support/app';
import { expect, test } from '../support/test';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** What scrolls sideways: the page's width against the window's, and any box wider than it is. */
async function sidewaysOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? `[${element.getAttribute('aria-label')}]` : ''}.${String(element.className).split(' ')[0]}`;
    const inner = [...document.querySelectorAll('main *, [role="main"] *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          /(auto|scroll)/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => `${name(element)} ${element.scrollWidth}>${element.clientWidth}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, inner };
  });
}

/** The points of the top bar that something else covers, after the page is scrolled down. */
async function coveredTopBar(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(100);
  const covered = await page.getByRole('banner').evaluate((bar) => {
    const box = bar.getBoundingClientRect();
    const points: string[] = [];
    for (let x = 4; x < box.right - 2; x += 24) {
      for (const y of [box.top + 2, box.top + box.height / 2, box.bottom - 2]) {
        const found = document.elementFromPoint(x, y);
        if (found && !bar.contains(found)) {
          points.push(
            `${Math.round(x)},${Math.round(y)} ${found.tagName.toLowerCase()}.${String(found.className)}`,
          );
        }
      }
    }
    return points;
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  return covered;
}

/** The first record of a list the page shows whose address matches, e.g. `/deliveries/12`. */
async function firstRecord(page: Page, pattern: RegExp): Promise<string> {
  const matching = () =>
    page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
      .then((hrefs) => hrefs.find((href) => pattern.test(href)));
  // The list's rows come after its toolbar's links.
  await expect.poll(matching, { message: `a record link like ${pattern}` }).toBeTruthy();
  return (await matching()) as string;
}

async function expectFits(page: Page, path: string, shows: RegExp) {
  await page.goto(path);
  await expect(page.getByRole('main')).toContainText(shows);
  // Let the list's rows and the record's parts arrive.
  await page.waitForLoadState('networkidle');
  const sideways = await sidewaysOf(page);
  const covered = await coveredTopBar(page);
  console.log(
    `${path}: ${sideways.scrollWidth}/${sideways.clientWidth} px`,
    sideways.inner,
    covered.length ? `covered at ${covered.join(' ')}` : '',
  );
  expect
    .soft(sideways.scrollWidth, `${path} is wider than the phone`)
    .toBeLessThanOrEqual(sideways.clientWidth);
  expect.soft(sideways.inner, `${path} has a part that scrolls sideways`).toEqual([]);
  expect.soft(covered, `${path}: the top bar is covered`).toEqual([]);
}

async function signedIn(page: Page, account: Account, brand: number) {
  await signIn(page, account);
  await pickBrand(page, brand);
}

test('the farm hand’s egg and feeding logs fit a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, MANAGER, 2);
  await expectFits(page, '/egg-collection-logs', /Good eggs/);
  const log = await firstRecord(page, /^\/egg-collection-logs\/\d+$/);
  await expectFits(page, log, /Recorded by/);
  await expectFits(page, '/egg-collection-logs/new', /Trays of 30/);
  await expectFits(page, '/layer-feeding-logs', /kg|Quantity/i);
  const feeding = await firstRecord(page, /^\/layer-feeding-logs\/\d+$/);
  await expectFits(page, feeding, /Flock|Feed/i);
  await expectFits(page, '/layer-feeding-logs/new', /Cost/);
});

test('the concierge’s fulfilment, orders and courier requests fit a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, CONCIERGE, 8);
  await expectFits(page, '/fulfillments', /ORD-/);
  const fulfilment = await firstRecord(page, /^\/fulfillments\/\d+$/);
  await expectFits(page, fulfilment, /ORD-/);
  await expectFits(page, '/jfd-orders', /ORD-/);
  const order = await firstRecord(page, /^\/jfd-orders\/\d+$/);
  await expectFits(page, order, /ORD-/);
  await expectFits(page, '/dlv-courier-requests', /\$/);
  const request = await firstRecord(page, /^\/dlv-courier-requests\/\d+$/);
  await expectFits(page, request, /\$/);
});

test('the driver’s deliveries and pickups fit a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, DRIVER, 8);
  await expectFits(page, '/deliveries', /ORD-/);
  const delivery = await firstRecord(page, /^\/deliveries\/\d+$/);
  await expectFits(page, delivery, /ORD-/);
  await expectFits(page, '/pickups', /ORD-/);
  const pickup = await firstRecord(page, /^\/pickups\/\d+$/);
  await expectFits(page, pickup, /ORD-/);
});

test('a deleted egg log and feeding log come back with Undo, on the phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, MANAGER, 2);
  for (const [list, pattern] of [
    ['/egg-collection-logs', /^\/egg-collection-logs\/\d+$/],
    ['/layer-feeding-logs', /^\/layer-feeding-logs\/\d+$/],
  ] as const) {
    await page.goto(list);
    await expect(page.getByRole('main')).toContainText(/Good eggs|kg/);
    const record = await firstRecord(page, pattern);
    await page.goto(record);
    await page.getByRole('main').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/log deleted\./)).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Restored.')).toBeVisible();
    await page.goto(record);
    await expect(page.getByRole('main').getByRole('button', { name: 'Delete' })).toBeVisible();
  }
});
