import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../testing/sampleUser';
import { server } from '../testing/server';
import { BrandSettingsApp } from './testing/BrandSettingsApp';
import { brandSettingsHandlers } from './testing/brandSettingsHandlers';

const administrator = { ...sampleUser, role: 'Administrator', permissions: ['admin'] };

describe('BrandSettingsPanel', () => {
  it('refuses an unknown zone at the field, then saves the fixed one by keyboard', async () => {
    server.use(...brandSettingsHandlers());
    const user = userEvent.setup();
    render(<BrandSettingsApp user={administrator} />);
    const field = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(field).toHaveValue('UTC');
    await user.clear(field);
    await user.type(field, 'Mars/Olympus_Mons');
    // The list (no match) is open while typing: Escape closes it, the text stays.
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('Mars/Olympus_Mons');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('The time zone field must be a valid timezone.')).toBeVisible();
    // The typed text stays as it was.
    expect(field).toHaveValue('Mars/Olympus_Mons');

    await user.clear(field);
    await user.type(field, 'Lagos');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('Africa/Lagos');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(screen.queryByText('The time zone field must be a valid timezone.')).toBeNull(),
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save time zone' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('session-zone')).toHaveTextContent('Africa/Lagos'),
    );
  });

  it('says another administrator changed the zone, keeps the typed one, and saves it next', async () => {
    server.use(...brandSettingsHandlers({ changedMeanwhileTo: 'Europe/London' }));
    const user = userEvent.setup();
    render(<BrandSettingsApp user={administrator} />);
    const field = await screen.findByRole('combobox', { name: 'Time zone' });
    await user.clear(field);
    await user.type(field, 'Asia/Tokyo');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(
      await screen.findByText(
        'Someone else changed the time zone to Europe/London meanwhile. Check it and save again.',
      ),
    ).toBeVisible();
    expect(field).toHaveValue('Asia/Tokyo');
    expect(screen.getByTestId('session-zone')).toHaveTextContent('UTC');
    // The second save is over the zone now stored, knowingly: it goes through.
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(screen.getByTestId('session-zone')).toHaveTextContent('Asia/Tokyo'));
  });

  it('shows the zone to staff who may not change it', async () => {
    server.use(...brandSettingsHandlers({ zone: 'America/New_York' }));
    render(<BrandSettingsApp user={sampleUser} />);
    expect(await screen.findByText('America/New_York')).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
