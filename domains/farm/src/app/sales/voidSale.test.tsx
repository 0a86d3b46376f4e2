/**
 * The sale's void against the MSW server, through the screens' one action path: the receipt's
 * Void sends the reason with the version shown, the toast says so and offers Undo, and Undo
 * puts the sale back as completed on the server; the server's refusal of a second undo shows.
 */
import { clearToasts, sessionHandlers } from '@backoffice/app-kit/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { cashSale, salesManager } from '../testing/salesFixtures';
import { salesHandlers } from '../testing/salesHandlers';
import { server } from '../testing/setup';

/** How long a step may take on a busy machine: the void and the undo each go to the server. */
const slow = { timeout: 5000 };

/** Voids the cash sale from its receipt with a reason; answers the toast region. */
async function voidFromTheReceipt(user: ReturnType<typeof userEvent.setup>) {
  render(<FarmScreensApp path={`/jf-sales/${cashSale.id}`} user={salesManager} />);
  await user.click(await screen.findByRole('button', { name: 'Void' }));
  const dialog = await screen.findByRole('dialog', { name: 'Void Sale #18' });
  await user.type(within(dialog).getByRole('textbox', { name: /reason/i }), 'Wrong till');
  await user.click(within(dialog).getByRole('button', { name: 'Void sale' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('Voided', {}, slow)).toBeTruthy();
  return screen.findByRole('region', { name: 'Notifications' }, slow);
}

describe('voiding a sale', () => {
  // Each test reads only its own toasts.
  beforeEach(() => clearToasts());

  it('offers Undo, which puts the sale back as completed', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/jf-sales/:id/void', async ({ request }) => {
        sent.push(Object.fromEntries(new URLSearchParams(await request.clone().text())));
        return undefined;
      }),
      ...salesHandlers(),
      ...sessionHandlers(salesManager),
    );
    const user = userEvent.setup();
    const notifications = await voidFromTheReceipt(user);
    expect(sent).toEqual([{ reason: 'Wrong till', version: String(cashSale.version) }]);
    expect(await within(notifications).findByText('Sale #18 voided.', {}, slow)).toBeTruthy();
    await user.click(within(notifications).getByRole('button', { name: 'Undo' }));
    expect(await within(notifications).findByText('Undone.', {}, slow)).toBeTruthy();
    expect(await screen.findByText('Completed', {}, slow)).toBeTruthy();
    expect(screen.queryByText('Wrong till')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Void' })).toBeTruthy();
  });

  it('shows the server’s sentence when the undo is refused', async () => {
    server.use(
      http.post('*/api/undo/:token', () =>
        HttpResponse.json({ message: 'It is too late to undo this change.' }, { status: 409 }),
      ),
      ...salesHandlers(),
      ...sessionHandlers(salesManager),
    );
    const user = userEvent.setup();
    const notifications = await voidFromTheReceipt(user);
    await user.click(await within(notifications).findByRole('button', { name: 'Undo' }));
    expect(
      await within(notifications).findByText('It is too late to undo this change.', {}, slow),
    ).toBeTruthy();
    expect(screen.getByText('Voided')).toBeTruthy();
  });
});
