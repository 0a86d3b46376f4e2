import { createAppStore } from '@backoffice/app-kit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
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

  it('opens a ticket with an Idempotency-Key, the same one when the submit is retried', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/tickets', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (keys.length === 1) {
          return HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 });
        }
        return HttpResponse.json({ message: 'Stop here' }, { status: 429 });
      }),
      ...handlers.tickets(),
      ...handlers.session(),
    );
    renderApp('/tickets/new-ticket', signedIn());
    await userEvent.type(await screen.findByRole('textbox', { name: /^subject/i }), 'Scanner');
    await userEvent.type(screen.getByRole('textbox', { name: /^description/i }), 'No power.');
    const open = screen.getByRole('button', { name: 'Open ticket' });
    await userEvent.click(open);
    expect(await screen.findByText(/error processing your request/)).toBeInTheDocument();
    await userEvent.click(open);
    expect(await screen.findByText('Stop here')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
