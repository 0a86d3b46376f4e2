import { expect, test } from '../support/test';

test('the server answers its health check', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
});

test('the app loads its sign-in page from the built bundle', async ({ page }) => {
  const failed: string[] = [];
  page.on('requestfailed', (req) => failed.push(req.url()));
  page.on('response', (res) => {
    if (res.url().includes('/build/') && res.status() >= 400) failed.push(res.url());
  });
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: /email/i })).toBeVisible();
  expect(failed).toEqual([]);
});

test('the tab icon and the sign-in logo are one image at one address', async ({ page }) => {
  await page.goto('/');
  const logo = page.getByRole('img', { name: 'Back Office' });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', '/logo.png');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/logo.png');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page).toHaveURL(/\/404$/);
});

test('the entry script asks the browser to compile it as it downloads', async ({
  page,
  request,
}) => {
  // The hint must be the file's first line (V8 reads it there), above Vite's own first line.
  await page.goto('/');
  const src = await page.locator('script[type="module"][src]').first().getAttribute('src');
  expect(src).toMatch(/^\/build\/assets\/index-.+\.js$/);
  const code = await (await request.get(src ?? '')).text();
  expect(code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
});
