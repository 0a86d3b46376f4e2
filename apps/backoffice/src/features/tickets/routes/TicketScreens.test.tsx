import { createAppStore } from '@backoffice/app-kit';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manager } from '../../../testing/fixtures';
import { handlers } from '../../../testing/handlers';
import { renderApp } from '../../../testing/renderApp';
import { server } from '../../../testing/server';

function signedIn() {
  const store = createAppStore(localStorage);
  store.setUser(manager);
  return store;
}

describe('ticket screens', () => {
  it('lists the tickets with their status', async () => {
    server.use(...handlers.tickets(), ...handlers.session());
    renderApp('/tickets', signedIn());
    expect(
      (await screen.findAllByText('Printer in the packing room is offline')).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('In progress').length).toBeGreaterThan(0);
  });

  it('shows a ticket with its replies', async () => {
    server.use(...handlers.tickets(), ...handlers.session());
    renderApp('/tickets/2', signedIn());
    expect(await screen.findByText('It works again for me, thank you!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Replies (2)' })).toBeInTheDocument();
  });
});
