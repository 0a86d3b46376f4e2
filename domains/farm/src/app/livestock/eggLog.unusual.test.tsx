/**
 * An egg collection log asks about a count far above the usual before it saves: 'Check again'
 * sends nothing and keeps the grid as typed; 'Save anyway' sends the count as typed.
 */
import { sessionHandlers } from '@backoffice/app-kit/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { farmHand } from '../testing/livestockFixtures';
import { livestockHandlers } from '../testing/livestockHandlers';
import { server } from '../testing/setup';

describe('an egg collection log asks about an unusually large count', () => {
  it('sends nothing on Check again, and the count as typed on Save anyway', async () => {
    const sent: string[] = [];
    server.use(
      http.post('*/api/egg-collection-logs', async ({ request }) => {
        sent.push(await request.clone().text());
        return undefined;
      }),
      ...livestockHandlers(),
      ...sessionHandlers(farmHand),
    );
    const user = userEvent.setup();
    render(<FarmScreensApp path="/egg-collection-logs/new" user={farmHand} />);
    await user.click(await screen.findByRole('button', { name: /Flock/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Flock A (House 1) · 2,090 birds' }),
    );
    const trays = screen.getByRole('textbox', { name: 'Large trays' });
    // 50,000 trays: 1.5 million eggs from 2,090 birds.
    await user.type(trays, '50000');
    const save = screen.getByRole('button', { name: 'Save log' });
    await user.click(save);

    const asking = await screen.findByRole('alertdialog', {
      name: 'Save this unusually large value?',
    });
    expect(asking).toHaveTextContent('Large trays: 50,000');
    await user.click(within(asking).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);
    expect(trays).toHaveValue('50,000');

    await user.click(save);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save anyway' }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(new URLSearchParams(sent[0]).get('large_trays')).toBe('50000');
  });
});
