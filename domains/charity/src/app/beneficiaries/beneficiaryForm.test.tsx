/**
 * The registration form against the MSW server: a second Amina Bello (same name and date of
 * birth) is flagged before anything is saved, with a link to the first; "Save anyway" then
 * registers her deliberately, and the detail says so.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CharityScreensApp } from '../testing/CharityScreensApp';
import { officer } from '../testing/fixtures';
import { charityHandlers } from '../testing/handlers';
import { server } from '../testing/setup';

async function choose(label: RegExp, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the beneficiary registration', () => {
  it('flags a likely duplicate before saving, and saves only when told to', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/beneficiaries', async ({ request }) => {
        posted.push(await request.clone().text());
        return undefined;
      }),
      ...charityHandlers(),
    );
    const user = userEvent.setup();
    render(<CharityScreensApp path="/beneficiaries/new-beneficiary" user={officer} />);
    const form = await screen.findByRole('form', { name: 'New beneficiary' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'AMINA BELLO');
    await choose(/Gender/, 'Female');
    const born = within(form).getByRole('group', { name: /Date of birth/ });
    await user.click(within(born).getAllByRole('spinbutton')[0] as HTMLElement);
    await user.keyboard('04121986');
    await choose(/Category/, 'Families');
    await choose(/State/, 'Texas');
    await user.click(within(form).getByRole('button', { name: 'Register beneficiary' }));

    const warning = await screen.findByRole(
      'region',
      { name: 'This may be someone already registered' },
      { timeout: 5000 },
    );
    expect(within(warning).getByRole('link', { name: /Amina Bello \(#12\)/ })).toBeTruthy();
    expect(warning.textContent).toContain('same name and date of birth');
    // Nothing was sent to be saved.
    expect(posted).toEqual([]);

    await user.click(within(warning).getByRole('button', { name: 'Save anyway' }));
    await screen.findByRole('link', { name: /All beneficiaries/ }, { timeout: 5000 });
    expect(
      await screen.findByText(/Registered deliberately despite a likely duplicate/),
    ).toBeTruthy();
    expect(String(posted[0])).toContain('duplicate_confirmed');
  });

  it('shows the server’s refusal when the lookup found nothing (registered meanwhile)', async () => {
    server.use(
      http.post('*/api/beneficiaries', () =>
        HttpResponse.json(
          {
            message: 'Fatima Yusuf (#99) is already registered with this phone number.',
            errors: {
              duplicate_confirmed: [
                'Fatima Yusuf (#99) is already registered with this phone number.',
              ],
            },
          },
          { status: 422 },
        ),
      ),
      ...charityHandlers(),
    );
    const user = userEvent.setup();
    render(<CharityScreensApp path="/beneficiaries/new-beneficiary" user={officer} />);
    const form = await screen.findByRole('form', { name: 'New beneficiary' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Fatima Yusuf');
    await user.type(within(form).getByRole('textbox', { name: /Phone/ }), '7135550000');
    await choose(/Gender/, 'Female');
    await choose(/Category/, 'Widows');
    await choose(/State/, 'Texas');
    await user.click(within(form).getByRole('button', { name: 'Register beneficiary' }));
    const warning = await screen.findByRole(
      'region',
      { name: /already registered/ },
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(warning.textContent).toContain('Fatima Yusuf (#99) is already registered'),
    );
  });
});
