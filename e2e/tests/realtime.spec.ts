import type { Browser, Page } from '@playwright/test';
import { type Account, ADMIN, DISPATCHER, DRIVER, uniqueTitle } from '../support/accounts';
import { ApiSession, callAs, type SessionUser, sessionUser } from '../support/api';
import { notificationBell, pickBrand, signIn } from '../support/app';
import { expectAccessible } from '../support/axe';
import { expectSubscribed, publish, recordSocketFrames } from '../support/realtime';
import { expect, openContext, test } from '../support/test';

interface Desk {
  page: Page;
  user: SessionUser;
  frames: string[];
}

/** A staff member signed in to the delivery brand in a browser of their own, alerts connected. */
async function openDesk(browser: Browser, account: Account): Promise<Desk> {
  const context = await openContext(browser);
  const page = await context.newPage();
  const frames = recordSocketFrames(page);
  await signIn(page, account);
  await pickBrand(page, 8);
  const user = await sessionUser(context);
  await expectSubscribed(frames, `private-user.${user.id}`);
  // Start from a quiet bell: opening the panel clears any earlier alert.
  const bell = notificationBell(page);
  await bell.click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).not.toHaveAttribute('data-has-new');
  // Marks this document, to tell later that the page was not reloaded.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });
  return { page, user, frames };
}

async function expectRedDot(page: Page): Promise<void> {
  const bell = notificationBell(page);
  await expect(bell).toHaveAttribute('data-has-new', 'true');
  await expect(bell).toHaveAccessibleDescription('new');
  const dotColour = await bell.evaluate((el) => {
    const dot = [...el.querySelectorAll('span')].find(
      (span) => span.getAttribute('aria-hidden') === 'true' && span.childElementCount === 0,
    );
    return dot ? getComputedStyle(dot).backgroundColor : 'none';
  });
  const [red, green, blue] = dotColour.match(/\d+/g)?.map(Number) ?? [0, 0, 0];
  expect(red, `the dot is red (${dotColour})`).toBeGreaterThan(150);
  expect(Math.max(green as number, blue as number)).toBeLessThan(red as number);
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
}

test.describe('live alerts in the delivery brand', () => {
  let dispatcher: Desk;
  let driver: Desk;

  test.beforeEach(async ({ browser }) => {
    dispatcher = await openDesk(browser, DISPATCHER);
    driver = await openDesk(browser, DRIVER);
  });

  test.afterEach(async () => {
    await dispatcher.page.context().close();
    await driver.page.context().close();
  });

  test('a reply to the driver’s ticket alerts the driver only, and the panel lists it', async ({
    baseURL,
  }) => {
    const subject = uniqueTitle('Van door stuck');
    const opened = await callAs(driver.page.context(), 'POST', '/api/tickets', {
      subject,
      description: 'The sliding door of van 3 does not close.',
    });
    expect(opened.status()).toBe(201);
    const ticketId = ((await opened.json()) as { data: { id: number } }).data.id;

    const support = await ApiSession.signIn(baseURL as string, ADMIN);
    try {
      expect((await support.send('PUT', '/api/user/8')).status()).toBe(200);
      const replied = await support.send('POST', `/api/tickets/${ticketId}/replies`, {
        body: 'A mechanic is on the way.',
      });
      expect(replied.status()).toBe(201);
    } finally {
      await support.dispose();
    }

    const title = `New reply on ticket #${ticketId}: ${subject}`;
    await expectRedDot(driver.page);
    await notificationBell(driver.page).click();
    const panel = driver.page.getByRole('dialog').filter({
      has: driver.page.getByRole('heading', { name: 'Notifications' }),
    });
    await expect(panel.getByRole('link', { name: title })).toBeVisible();
    await expect(panel.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/tickets/${ticketId}`,
    );
    await expect(notificationBell(driver.page)).not.toHaveAttribute('data-has-new');
    await expectAccessible(driver.page, 'notification panel');

    // The dispatcher's page got nothing: no frame, no dot, nothing new in the panel.
    expect(dispatcher.frames.filter((frame) => frame.includes(subject))).toEqual([]);
    await expect(notificationBell(dispatcher.page)).not.toHaveAttribute('data-has-new');
    await notificationBell(dispatcher.page).click();
    await expect(dispatcher.page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(dispatcher.page.getByText(subject)).toHaveCount(0);
  });

  test('an event on the dispatchers’ private channel alerts the dispatcher only', async ({
    baseURL,
  }) => {
    await expectSubscribed(dispatcher.frames, 'private-jfd-orders');
    const order = uniqueTitle('order');
    await publish(baseURL as string, 'private-jfd-orders', 'jfd-orders', { id: order });

    await expectRedDot(dispatcher.page);
    expect(dispatcher.frames.some((frame) => frame.includes(order))).toBe(true);
    expect(driver.frames.filter((frame) => frame.includes(order))).toEqual([]);
    await expect(notificationBell(driver.page)).not.toHaveAttribute('data-has-new');
  });
});
