/**
 * The invoice editor asks about a line's value far above what a line usually holds before it
 * saves: 'Check again' sends nothing and goes back to the form with every line as typed; 'Save
 * anyway' sends the lines as typed.
 */
import { sessionHandlers } from '@backoffice/app-kit/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { invoiceClerk } from '../testing/invoicesFixtures';
import { invoicesHandlers } from '../testing/invoicesHandlers';
import { salesHandlers } from '../testing/salesHandlers';
import { server } from '../testing/setup';

describe('the invoice editor asks about an unusually large quantity', () => {
  it('sends nothing on Check again, and the lines as typed on Save anyway', async () => {
    const sent: string[] = [];
    server.use(
      http.post('*/api/jf-invoices', async ({ request }) => {
        sent.push(await request.clone().text());
        return HttpResponse.json({ message: 'Refused.', errors: {} }, { status: 422 });
      }),
      ...invoicesHandlers(),
      ...salesHandlers(),
      ...sessionHandlers(invoiceClerk),
    );
    const user = userEvent.setup();
    render(<FarmScreensApp path="/jf-invoices/new" user={invoiceClerk} />);
    const form = await screen.findByRole('form', { name: 'Invoice' });
    await user.type(within(form).getByRole('combobox', { name: /^Customer/ }), 'green');
    await user.click(await screen.findByRole('option', { name: /Green Valley Grocers/ }));
    const first = within(form).getByRole('group', { name: 'Line 1' });
    await user.type(within(first).getByRole('textbox', { name: /^Description/ }), 'Trays');
    await user.type(within(first).getByRole('textbox', { name: /^Unit price/ }), '9');
    await user.click(within(form).getByRole('button', { name: 'Add line' }));
    const second = await within(form).findByRole('group', { name: 'Line 2' });
    await user.type(within(second).getByRole('textbox', { name: /^Description/ }), 'Eggs');
    const quantity = within(second).getByRole('textbox', { name: /^Quantity/ });
    // 50,000 is above the 10,000 a line's count usually holds, below the 1,000,000 it may.
    await user.clear(quantity);
    await user.type(quantity, '50000');
    await user.type(within(second).getByRole('textbox', { name: /^Unit price/ }), '9');
    const create = within(form).getByRole('button', { name: 'Create invoice' });
    await user.click(create);

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Save this unusually large value?',
    });
    expect(dialog).toHaveTextContent('Line 2: Quantity: 50,000');
    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Back at the form, nothing sent and nothing lost.
    await waitFor(() => expect(create).toHaveFocus());
    expect(sent).toEqual([]);
    expect(quantity).toHaveValue('50,000');
    expect(within(first).getByRole('textbox', { name: /^Description/ })).toHaveValue('Trays');

    await user.click(create);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save anyway' }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(new URLSearchParams(sent[0]).get('lines[1][quantity]')).toBe('50000');
  });
});
