import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../testing/sampleUser';
import { server } from '../testing/server';
import { BrandSettingsApp } from './testing/BrandSettingsApp';
import { brandSettingsHandlers } from './testing/brandSettingsHandlers';

const administrator = { ...sampleUser, role: 'Administrator', permissions: ['admin'] };

async function pick(user: ReturnType<typeof userEvent.setup>, zone: string) {
  await user.click(screen.getByRole('button', { name: /Time zone/ }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: zone }));
}

describe('BrandSettingsPanel', () => {
  it('shows a zone the server refuses at the field, then saves another by keyboard', async () => {
    server.use(...brandSettingsHandlers({ unknownZones: ['Asia/Tokyo'] }));
    const user = userEvent.setup();
    render(<BrandSettingsApp user={administrator} />);
    const trigger = await screen.findByRole('button', { name: /Time zone/ });
    expect(trigger).toHaveTextContent('UTC');
    await pick(user, 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('The time zone field must be a valid timezone.')).toBeVisible();
    // The choice stays as it was; nothing changed for the app.
    expect(trigger).toHaveTextContent('Asia/Tokyo');
    expect(screen.getByTestId('session-zone')).toHaveTextContent('UTC');

    await pick(user, 'Africa/Lagos');
    await waitFor(() =>
      expect(screen.queryByText('The time zone field must be a valid timezone.')).toBeNull(),
    );
    trigger.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save time zone' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('session-zone')).toHaveTextContent('Africa/Lagos'),
    );
  });

  it('says another administrator changed the zone, keeps the chosen one, and saves it next', async () => {
    server.use(...brandSettingsHandlers({ changedMeanwhileTo: 'Europe/London' }));
    const user = userEvent.setup();
    render(<BrandSettingsApp user={administrator} />);
    const trigger = await screen.findByRole('button', { name: /Time zone/ });
    await pick(user, 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(
      await screen.findByText(
        'Someone else changed the time zone to Europe/London meanwhile. Check it and save again.',
      ),
    ).toBeVisible();
    expect(trigger).toHaveTextContent('Asia/Tokyo');
    expect(screen.getByTestId('session-zone')).toHaveTextContent('UTC');
    // The second save is over the zone now stored, knowingly: it goes through.
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(screen.getByTestId('session-zone')).toHaveTextContent('Asia/Tokyo'));
  });

  it('shows the zone to staff who may not change it', async () => {
    server.use(...brandSettingsHandlers({ zone: 'America/New_York' }));
    render(<BrandSettingsApp user={sampleUser} />);
    expect(await screen.findByText('America/New_York')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Time zone/ })).toBeNull();
  });
});
