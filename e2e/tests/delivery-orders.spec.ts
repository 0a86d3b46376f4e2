/**
 * An order of the delivery brand (8) from placement to the customer's door, lived by three
 * people signed in at once in browsers of their own: the customer app places it; the
 * dispatcher's board shows it without a reload and the dispatcher confirms it; the concierge
 * fulfils it with one line found and one substituted by a cheaper product; the dispatcher
 * assigns Dora, whose bell lights up; Dora delivers it with the recipient's name and a photo;
 * the order's page then shows every step, who made it, and the proof.
 */
import { expect, type Locator, test } from '@playwright/test';
import { ADMIN, CONCIERGE, DISPATCHER, DRIVER, uniqueTitle } from '../support/accounts';
import { ApiSession, callAs } from '../support/api';
import { notificationBell } from '../support/app';
import { expectAccessible } from '../support/axe';
import {
  type Desk,
  DELIVERY_BRAND,
  dollars,
  expectRedDot,
  expectSameDocument,
  figure,
  markDocument,
  openDesk,
  orderForm,
  oversizedPhoto,
  planOrder,
  pngPhoto,
  priceOf,
} from '../support/delivery';

const today = new Date().toISOString().slice(0, 10);

/** A text that is not a button's: a line's pick state next to the buttons that set it. */
const badge = (scope: Locator, text: string) =>
  scope.getByText(text, { exact: true }).and(scope.page().locator(':not(button)'));

test('an order placed, fulfilled with a substitution, assigned and delivered with a photo', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const desks: Desk[] = [];
  try {
    const dispatcher = await openDesk(browser, DISPATCHER);
    desks.push(dispatcher);
    const concierge = await openDesk(browser, CONCIERGE);
    desks.push(concierge);
    const driver = await openDesk(browser, DRIVER);
    desks.push(driver);

    // Each at their screen before the order comes in.
    await dispatcher.page.goto('/jfd-orders');
    const board = dispatcher.page.getByRole('grid', { name: 'Orders' });
    await expect(board.getByRole('row').nth(1)).toBeVisible();
    await markDocument(dispatcher.page);
    await concierge.page.goto('/fulfillments');
    await expect(concierge.page.getByRole('heading', { name: /^Waiting/ })).toBeVisible();
    await driver.page.goto('/deliveries');
    await expect(driver.page.getByRole('heading', { name: /^My deliveries/ })).toBeVisible();

    // 1. The customer app places the order: products, quantities and an add-on, never a price.
    const app = await ApiSession.signIn(baseURL as string, ADMIN);
    let order: { id: number; number: string; total: number };
    const address = uniqueTitle('12 Harbour Road, flat');
    const plan = await (async () => {
      expect((await app.send('PUT', `/api/user/${DELIVERY_BRAND}`)).status()).toBe(200);
      return planOrder(app);
    })();
    const price = priceOf(plan);
    try {
      const placed = await app.send('POST', '/api/jfd-orders', orderForm(plan, address, today));
      expect(placed.status(), await placed.text()).toBe(201);
      order = ((await placed.json()) as { data: typeof order }).data;
    } finally {
      await app.dispose();
    }
    expect(order.total, 'the server prices the order').toBe(price.total);

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
    await dispatcher.page.goto('/jfd-orders');

    // 3. The concierge's queue gets it as it is confirmed; they fulfil it.
    const { page: cory } = concierge;
    await cory.getByRole('link', { name: order.number }).click();
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
    await expect(figure(money, 'Refunded')).toHaveText(new RegExp(dollars(price.refund).slice(1)));
    await expect(figure(money, 'Total')).toHaveText(dollars(price.totalAfterPicking));
    await expectAccessible(cory, 'fulfilment');
    await cory.getByRole('button', { name: 'Ready', exact: true }).click();
    await expect(cory.getByText('Ready', { exact: true }).first()).toBeVisible();

    // 4. The board shows it ready, live; `a` on its row, then Dora, then Enter.
    const readyRow = board.getByRole('row').filter({ hasText: order.number });
    await expect(readyRow).toContainText('Ready', { timeout: 15_000 });
    await expect(readyRow).toContainText('Not assigned');
    await readyRow.focus();
    await dispatcher.page.keyboard.press('a');
    const picker = dispatcher.page.getByRole('dialog', {
      name: `Assign a driver to ${order.number}`,
    });
    const dora = picker.getByRole('option', { name: /Dora Driver/ });
    await expect(picker.getByRole('option').first()).toBeFocused();
    for (let step = 0; step < 10 && !(await dora.evaluate((el) => el === document.activeElement)); step++) {
      await dispatcher.page.keyboard.press('ArrowDown');
    }
    await expect(dora).toBeFocused();
    await dispatcher.page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(readyRow).toContainText('Dora Driver');

    // 5. Dora's bell lights up; its notification leads to the delivery.
    const { page: dora2 } = driver;
    await expectRedDot(dora2);
    await notificationBell(dora2).click();
    const alert = dora2.getByRole('link', { name: `Order ${order.number} is assigned to you` });
    await expect(alert).toHaveAttribute('href', `/deliveries/${order.id}`);
    await alert.click();
    await expect(dora2).toHaveURL(new RegExp(`/deliveries/${order.id}$`));
    await expect(dora2.getByRole('heading', { name: order.number })).toBeVisible();
    await dora2.getByRole('button', { name: 'Start delivery' }).click();
    await expect(dora2.getByText('Out for delivery', { exact: true }).first()).toBeVisible();
    await dora2.getByRole('button', { name: 'Delivered', exact: true }).click();
    const proof = dora2.getByRole('form', { name: 'Proof of delivery' });
    await proof.getByRole('textbox', { name: /^Recipient name/ }).fill('Priya Shah');
    const photoInput = proof.locator('input[type="file"]');
    await photoInput.setInputFiles({
      name: 'door-large.png',
      mimeType: 'image/png',
      buffer: oversizedPhoto(),
    });
    await expect(proof.getByRole('alert')).toHaveText('The file size must not exceed 2MB.');
    await photoInput.setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: pngPhoto() });
    await expect(proof.getByRole('img', { name: 'Preview of door.png' })).toBeVisible();
    await expect(proof.getByRole('alert')).toHaveText('');
    await expectAccessible(dora2, 'delivery');
    await proof.getByRole('button', { name: 'Confirm delivery' }).click();
    await expect(dora2).toHaveURL(/\/deliveries$/);
    await expect(dora2.getByText(`${order.number} delivered.`)).toBeVisible();
    await expect(dora2.getByRole('link', { name: order.number })).toHaveCount(0);

    // 6. The order's page: delivered, the proof, and every step with who made it.
    await dispatcher.page.goto(`/jfd-orders/${order.id}`);
    await expect(dispatcher.page.getByRole('heading', { name: order.number })).toBeVisible();
    await expect(dispatcher.page.getByText('Delivered', { exact: true }).first()).toBeVisible();
    const details = dispatcher.page.getByRole('region', { name: 'Delivery' });
    await expect(figure(details, 'Received by')).toHaveText('Priya Shah');
    await expect(figure(details, 'Driver')).toHaveText('Dora Driver');
    const timeline = dispatcher.page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
    await expect(timeline).toHaveText([
      /^Placed.* by Ada Admin/,
      /^Confirmed.* by Dan Dispatcher/,
      /^Being fulfilled.* by Cory Concierge/,
      /^Being fulfilled.* by Cory Concierge/,
      /^Being fulfilled.* by Cory Concierge/,
      /^Ready.* by Cory Concierge/,
      /^Ready.* by Dan Dispatcher.*Dora Driver/,
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
