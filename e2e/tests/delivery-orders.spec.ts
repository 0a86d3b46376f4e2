/**
 * An order of the delivery brand (8) from placement to the customer's door, lived by three
 * people signed in at once in browsers of their own: the customer app places it; the
 * dispatcher's board shows it without a reload and the dispatcher confirms it; the concierge
 * fulfils it with one line found and one substituted by a cheaper product; the dispatcher
 * assigns Dora, whose bell lights up; Dora delivers it with the recipient's name and a photo;
 * the order's page then shows every step, who made it, and the proof.
 */
import type { Locator } from '@playwright/test';
import { ADMIN, CONCIERGE, DISPATCHER, DRIVER, uniqueTitle } from '../support/accounts';
import { ApiSession, callAs } from '../support/api';
import { menuLink, notificationBell } from '../support/app';
import { expectAccessible } from '../support/axe';
import { today } from '../support/clock';
import {
  DELIVERY_BRAND,
  type Desk,
  dollars,
  expectRedDot,
  expectSameDocument,
  figure,
  type OrderPlan,
  openDesk,
  orderForm,
  oversizedPhoto,
  planOrder,
  pngPhoto,
  priceOf,
} from '../support/delivery';
import { expect, test } from '../support/test';

/** A text that is not a button's: a line's pick state next to the buttons that set it. */
const badge = (scope: Locator, text: string) =>
  scope.getByText(text, { exact: true }).and(scope.page().locator(':not(button)'));

test('an order placed, fulfilled with a substitution, assigned and delivered with a photo', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const desks: Desk[] = [];
  try {
    // Each at their screen before the order comes in.
    const dispatcher = await openDesk(browser, DISPATCHER, '/jfd-orders');
    desks.push(dispatcher);
    const concierge = await openDesk(browser, CONCIERGE, '/fulfillments');
    desks.push(concierge);
    const driver = await openDesk(browser, DRIVER, '/deliveries');
    desks.push(driver);
    const board = dispatcher.page.getByRole('grid', { name: 'Orders' });
    await expect(board.getByRole('row').nth(1)).toBeVisible();
    await expect(concierge.page.getByRole('heading', { name: /^Waiting/ })).toBeVisible();
    await expect(driver.page.getByRole('heading', { name: /^My deliveries/ })).toBeVisible();

    // 1. The customer app places the order: products, quantities and an add-on, never a price.
    // The ids come from the brand's lists; the server works out every price.
    const app = await ApiSession.signIn(baseURL as string, ADMIN);
    let plan: OrderPlan;
    let order: { id: number; number: string; total: number };
    try {
      expect((await app.send('PUT', `/api/user/${DELIVERY_BRAND}`)).status()).toBe(200);
      plan = await planOrder(app);
      const address = uniqueTitle('12 Harbour Road, flat');
      const placed = await app.send('POST', '/api/jfd-orders', orderForm(plan, address, today));
      expect(placed.status(), await placed.text()).toBe(201);
      order = ((await placed.json()) as { data: typeof order }).data;
    } finally {
      await app.dispose();
    }
    const price = priceOf(plan);
    expect(order.total, 'the total the price rule gives').toBe(price.total);

    // 2. The dispatcher's board shows it without a reload, and says so to screen readers.
    const row = board.getByRole('row').filter({ hasText: order.number });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText('Placed');
    await expect(row).toContainText(dollars(price.total));
    await expect(dispatcher.page.getByText(`New order ${order.number} placed.`)).toBeAttached();
    await expectSameDocument(dispatcher.page);
    await expectAccessible(dispatcher.page, 'orders board');

    // The dispatcher confirms it on its page.
    await row.getByRole('link', { name: order.number }).click();
    await expect(dispatcher.page).toHaveURL(new RegExp(`/jfd-orders/${order.id}$`));
    await dispatcher.page.getByRole('button', { name: 'Confirm', exact: true }).click();
    const confirm = dispatcher.page.getByRole('dialog', { name: `Confirm order ${order.number}` });
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(dispatcher.page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
    await menuLink(dispatcher.page, 'Orders').click();

    // 3. The concierge's queue gets it as it is confirmed; they fulfil it.
    const { page: cory } = concierge;
    await cory.getByRole('link', { name: order.number }).click();
    await expectSameDocument(cory);
    await expect(cory).toHaveURL(new RegExp(`/fulfillments/${order.id}$`));
    await cory.getByRole('button', { name: 'Start fulfilment' }).click();
    await expect(cory.getByText('Being fulfilled', { exact: true }).first()).toBeVisible();
    const foundLine = cory.getByRole('listitem', { name: `2 × ${plan.found.name}` });
    await foundLine.getByRole('button', { name: 'Found' }).click();
    await expect(badge(foundLine, 'Found')).toBeVisible();

    const swapLine = cory.getByRole('listitem', { name: `3 × ${plan.substituted.name}` });
    await swapLine.getByRole('button', { name: 'Substitute' }).click();
    const swap = cory.getByRole('dialog', { name: `Substitute ${plan.substituted.name}` });
    await swap.getByRole('button', { name: /Put in instead/ }).click();
    await cory
      .getByRole('option', {
        name: `${plan.substitute.name}, ${dollars(plan.substitute.price)}`,
        exact: true,
      })
      .click();
    await swap.getByRole('button', { name: 'Substitute', exact: true }).click();
    await expect(swap).toBeHidden();
    await expect(badge(swapLine, 'Substituted')).toBeVisible();
    await expect(swapLine).toContainText(
      `Instead: ${plan.substitute.name} at ${dollars(plan.substitute.price)}`,
    );

    // The cheaper substitute is charged at its own price: the difference is refunded.
    const money = cory.getByRole('region', { name: 'Money' });
    await expect(figure(money, 'Refunded')).toHaveText(`-${dollars(price.refund)}`);
    await expect(figure(money, 'Total')).toHaveText(dollars(price.totalAfterPicking));
    await expectAccessible(cory, 'fulfilment');
    await cory.getByRole('button', { name: 'Ready', exact: true }).click();
    await expect(cory.getByRole('button', { name: 'Ready', exact: true })).toBeHidden();
    await expect(badge(cory.getByRole('article'), 'Ready')).toBeVisible();

    // 4. The board shows it ready, live; `a` on its row, then Dora, then Enter.
    const readyRow = board.getByRole('row').filter({ hasText: order.number });
    await expect(readyRow).toContainText('Ready', { timeout: 15_000 });
    await expect(readyRow).toContainText('Not assigned');
    await expectSameDocument(dispatcher.page);
    await readyRow.focus();
    await dispatcher.page.keyboard.press('a');
    const picker = dispatcher.page.getByRole('dialog', {
      name: `Assign a driver to ${order.number}`,
    });
    // The first available driver has the focus; the arrows move down the list to Dora.
    await expect(picker.getByRole('option').first()).toBeFocused();
    const dora = picker.getByRole('option', { name: /^Dora Driver/ });
    const focused = () => dora.evaluate((option) => option === document.activeElement);
    for (let step = 0; step < 10 && !(await focused()); step++) {
      await dispatcher.page.keyboard.press('ArrowDown');
    }
    await expect(dora).toBeFocused();
    await dispatcher.page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(readyRow).toContainText('Dora Driver');

    // 5. Dora's bell lights up; its notification leads to the delivery.
    const { page: phone } = driver;
    await expectRedDot(phone);
    await expectSameDocument(phone);
    await notificationBell(phone).click();
    const alert = phone.getByRole('link', { name: `Order ${order.number} is assigned to you` });
    await expect(alert).toHaveAttribute('href', `/deliveries/${order.id}`);
    await alert.click();
    await expect(phone).toHaveURL(new RegExp(`/deliveries/${order.id}$`));
    await expect(phone.getByRole('heading', { name: order.number })).toBeVisible();
    await phone.getByRole('button', { name: 'Start delivery' }).click();
    await expect(phone.getByText('Out for delivery', { exact: true }).first()).toBeVisible();
    await phone.getByRole('button', { name: 'Delivered', exact: true }).click();
    const proof = phone.getByRole('form', { name: 'Proof of delivery' });
    await proof.getByRole('textbox', { name: /^Recipient name/ }).fill('Priya Shah');
    const photoInput = proof.locator('input[type="file"]');
    // A photo over the limit is scaled down in the phone's browser, and the field says so.
    await photoInput.setInputFiles({
      name: 'door-large.png',
      mimeType: 'image/png',
      buffer: oversizedPhoto(),
    });
    await expect(proof.getByRole('status')).toHaveText(
      /^Scaled down from 2 MB to [\d.]+ K?B to fit the 2MB limit\.$/,
    );
    await expect(proof.getByRole('img', { name: 'Preview of door-large.jpg' })).toBeVisible();
    // A file over the limit that is no picture keeps the spec's sentence.
    await photoInput.setInputFiles({
      name: 'door-scan.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1024),
    });
    await expect(proof.getByRole('alert')).toHaveText('The file size must not exceed 2MB.');
    await photoInput.setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: pngPhoto() });
    await expect(proof.getByRole('img', { name: 'Preview of door.png' })).toBeVisible();
    await expect(proof.getByRole('alert')).toHaveText('');
    await expectAccessible(phone, 'delivery');
    await proof.getByRole('button', { name: 'Confirm delivery' }).click();
    await expect(phone).toHaveURL(/\/deliveries$/);
    await expect(phone.getByText(`${order.number} delivered.`)).toBeVisible();
    await expect(phone.getByRole('link', { name: order.number })).toHaveCount(0);

    // 6. The order's page: delivered, the proof, and every step with who made it.
    await dispatcher.page.goto(`/jfd-orders/${order.id}`);
    await expect(dispatcher.page.getByRole('heading', { name: order.number })).toBeVisible();
    await expect(dispatcher.page.getByText('Delivered', { exact: true }).first()).toBeVisible();
    const details = dispatcher.page.getByRole('region', { name: 'Delivery' });
    await expect(figure(details, 'Received by')).toHaveText('Priya Shah');
    await expect(figure(details, 'Driver')).toHaveText('Dora Driver');
    const timeline = dispatcher.page
      .getByRole('region', { name: 'Timeline' })
      .getByRole('listitem');
    await expect(timeline).toHaveText([
      /^Placed.* by Ada Admin/,
      /^Confirmed.* by Dan Dispatcher/,
      /^Being fulfilled.* by Cory Concierge$/,
      /^Being fulfilled.* by Cory Concierge.*Line 1: found$/,
      /^Being fulfilled.* by Cory Concierge.*Line 2: substituted$/,
      /^Ready.* by Cory Concierge/,
      /^Ready.* by Dan Dispatcher.*Assigned to Dora Driver$/,
      /^Out for delivery.* by Dora Driver/,
      /^Delivered.* by Dora Driver.*Received by Priya Shah/,
    ]);
    const photo = await callAs(
      dispatcher.page.context(),
      'GET',
      `/api/jfd-orders/${order.id}/files/proof_photo`,
    );
    expect(photo.status()).toBe(200);
    expect(Buffer.compare(await photo.body(), pngPhoto())).toBe(0);
  } finally {
    for (const desk of desks) await desk.page.context().close();
  }
});
