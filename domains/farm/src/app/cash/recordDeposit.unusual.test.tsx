/**
 * The deposit dialog asks about an amount far above a usual deposit before it saves: 'Check
 * again' sends nothing and keeps the dialog as filled; 'Save anyway' records it.
 */
import { sessionHandlers } from '@backoffice/app-kit/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { cashClerk } from '../testing/cashFixtures';
import { cashHandlers } from '../testing/cashHandlers';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { server } from '../testing/setup';

describe('the deposit dialog asks about an unusually large amount', () => {
  it('sends nothing on Check again, and the deposit on Save anyway', async () => {
    let posts = 0;
    server.use(
      http.post('*/api/jf-deposits', () => {
        posts += 1;
        return undefined;
      }),
      // $250,000.00 of cash: above the $100,000.00 a deposit usually holds.
      ...cashHandlers({
        undeposited: [
          {
            kind: 'sale',
            id: 301,
            taken_on: '2025-11-20',
            description: 'Cash sale #301',
            amount: 25_000_000,
          },
        ],
      }),
      ...sessionHandlers(cashClerk),
    );
    const user = userEvent.setup();
    render(<FarmScreensApp path="/jf-deposits" user={cashClerk} />);
    const record = await screen.findByRole('button', { name: 'Record deposit' });
    await waitFor(() => expect(record).toBeEnabled());
    await user.click(record);
    const dialog = await screen.findByRole('dialog', { name: 'Record a deposit' });
    const account = within(dialog).getByRole('textbox', { name: /Account/ });
    await user.type(account, 'Farm account');
    await user.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'DEP-1');
    await user.click(within(dialog).getByRole('button', { name: 'Record deposit' }));

    const asking = await screen.findByRole('alertdialog', {
      name: 'Save this unusually large value?',
    });
    expect(asking).toHaveTextContent('Amount: $250,000.00');
    await user.click(within(asking).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts).toBe(0);
    expect(screen.getByRole('dialog', { name: 'Record a deposit' })).toBeInTheDocument();
    expect(account).toHaveValue('Farm account');

    await user.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save anyway' }),
    );
    await waitFor(() => expect(posts).toBe(1));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Record a deposit' })).toBeNull(),
    );
  });
});
