/**
 * The leads screens against the MSW server: a representative's dashboard counts only their own
 * leads, and a move from the lead's page shows on the dashboard's funnel.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { leadRows, salesRep } from '../testing/leadsFixtures';
import { leadsHandlers } from '../testing/leadsHandlers';
import { MarketplaceSettingsApp } from '../testing/MarketplaceSettingsApp';
import { server } from '../testing/setup';

describe('the leads dashboard', () => {
  it('counts the representative’s own 8 leads, stage by stage', async () => {
    server.use(...leadsHandlers(salesRep));
    render(<MarketplaceSettingsApp path="/evd-leads-dashboard" user={salesRep} />);
    const chart = await screen.findByRole('img', { name: /Leads by stage/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Leads by stage: New 2, Contacted 2, Qualified 1, Won 2, Lost 1.',
    );
    const table = screen.getByRole('table', { name: 'Leads by stage, in figures' });
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(total.textContent).toBe('Total8100.0%');
    expect(
      screen.getByText(/66\.7% of closed leads were won \(2 won of 3 won or lost\)/),
    ).toBeTruthy();
  });

  it('moves a qualified lead to won from its page, and the funnel follows', async () => {
    const rows = leadRows();
    server.use(...leadsHandlers(salesRep, rows));
    const user = userEvent.setup();
    // Pixel Forge Electronics: Sam's, qualified.
    const { unmount } = render(<MarketplaceSettingsApp path="/evd-leads/8/edit" user={salesRep} />);
    const stage = await screen.findByRole('region', { name: 'Stage' });
    await user.click(within(stage).getByRole('button', { name: 'Mark won' }));
    const dialog = await screen.findByRole('dialog', { name: /Mark won/ });
    expect(within(dialog).getByText('Mark this lead won? It leaves the open funnel.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Mark won' }));
    expect(await within(stage).findByText('Won')).toBeTruthy();
    unmount();
    render(<MarketplaceSettingsApp path="/evd-leads-dashboard" user={salesRep} />);
    const chart = await screen.findByRole('img', { name: /Leads by stage/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Leads by stage: New 2, Contacted 2, Qualified 0, Won 3, Lost 1.',
    );
  });
});
