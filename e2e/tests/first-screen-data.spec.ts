/**
 * A list opened by its address starts its data beside its files (the app's
 * `prefetchFirstScreen`, from `config/listRequests.json`): the screen takes those requests under
 * way, so the server is asked for each of them once.
 */

import { MANAGER } from '../support/accounts';
import { pickBrand, signIn } from '../support/app';
import { expect, test } from '../support/test';

/**
 * What the sales list and its shell ask for as they open on `/jf-sales`: the first three started
 * ahead, the customer filter's choices once that filter is drawn, after the rows.
 */
const SALES_LIST_OPENING = [
  '/api/brands/list',
  '/api/jf-sales?page=1',
  '/api/saved-views?list=jf_sales',
  '/api/customers?per_page=100&sort=name&direction=asc',
];

test('the sales list opened by its address asks the server once for each of its data', async ({
  page,
}) => {
  await signIn(page, MANAGER);
  await pickBrand(page, 2);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });

  await page.goto('/jf-sales');
  await expect(page.getByRole('heading', { name: /^All \d+ sales so far$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Any Customer' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  for (const path of SALES_LIST_OPENING) {
    expect(
      asked.filter((one) => one === path),
      path,
    ).toHaveLength(1);
  }
  // The same page with a query asks for that page, not the plain one.
  asked.length = 0;
  await page.goto('/jf-sales?filter[status]=voided');
  await expect(page.getByRole('heading', { name: /matching these filters$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).not.toContain('/api/jf-sales?page=1');
  expect(asked.filter((one) => one.startsWith('/api/jf-sales?'))).toHaveLength(1);
});
