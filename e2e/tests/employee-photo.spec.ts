import type { Page } from '@playwright/test';
import { HR, uniqueTitle } from '../support/accounts';
import { signInWithBrand } from '../support/app';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 120_000 });

/** A real one-pixel PNG: the server reads an image's type from its bytes. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Chooses a file with the field's button, as a person does through the file picker. */
async function chooseFile(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(file);
}

test('an employee photo is checked, uploaded, shown, served and removed', async ({ page }) => {
  const name = uniqueTitle('Robin Okafor');
  await signInWithBrand(page, HR, 2);
  await page.goto('/employees/new');
  const form = page.getByRole('form', { name: 'New employee' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`${name.split(' ').pop()}@staff.example`);
  await form.getByRole('group', { name: 'Hire date' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('04012024');

  // Over the limit: refused at once with the server's wording, and nothing is kept.
  await chooseFile(page, 'Choose file', {
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
  });
  await expect(form.getByText('The file size must not exceed 2MB.')).toBeVisible();
  await expectAccessible(page, 'employee photo refused');

  await chooseFile(page, 'Choose file', {
    name: 'robin.png',
    mimeType: 'image/png',
    buffer: PIXEL,
  });
  await expect(form.getByText('robin.png')).toBeVisible();
  await form.getByRole('button', { name: 'Create employee' }).click();
  await expect(page.getByText('Employee created.')).toBeVisible();
  await expect(page).toHaveURL(/\/employees\/\d+$/);

  // The profile shows the photo, and the server serves its bytes to the signed-in user.
  const profile = page.getByRole('tabpanel', { name: 'Profile' });
  const photo = profile.getByRole('img', { name: `Photo of ${name}` });
  await expect(photo).toBeVisible();
  const source = await photo.getAttribute('src');
  const served = await page.request.get(source ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await served.body()).equals(PIXEL)).toBe(true);
  await expectAccessible(page, 'employee with photo');

  // Removed on edit: the history names the file that went.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Remove robin.png' }).click();
  await expect(page.getByText('robin.png will be removed when you save.')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Employee saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo of ${name}` })).toHaveCount(0);
  const change = page
    .getByRole('region', { name: 'History' })
    .getByRole('listitem')
    .filter({ hasText: /^Photo:/ })
    .first();
  await expect(change).toContainText('robin.png');
  expect((await page.request.get(source ?? '')).status()).toBe(404);
});
