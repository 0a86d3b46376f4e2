import { createAppStore } from '@backoffice/app-kit';
import { MESSAGES } from '@backoffice/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { manager, withoutBrand } from '../testing/fixtures';
import { handlers } from '../testing/handlers';
import { renderApp } from '../testing/renderApp';
import { server } from '../testing/server';

function signedInStore(user = manager) {
  const store = createAppStore(localStorage);
  store.setUser(user);
  return store;
}

describe('the app', () => {
  it('keeps the intended page through sign-in', async () => {
    server.use(...handlers.login(), ...handlers.session(), ...handlers.notices());
    const { router } = renderApp('/notices?page=2');

    const email = await screen.findByRole('textbox', { name: /email/i });
    expect(router.state.location.pathname).toBe('/');
    const user = userEvent.setup();
    await user.type(email, 'grace.hopper@example.com');
    await user.type(screen.getByLabelText(/password/i), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/notices'));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notices' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').id).toBe(manager.id);
  });

  it('shows the server messages when sign-in is refused', async () => {
    server.use(...handlers.loginRefused(), ...handlers.session());
    renderApp('/');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'x@example.com');
    await user.type(screen.getByLabelText(/password/i), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('These credentials do not match our records.'),
    ).toBeInTheDocument();
  });

  it('renders the full shell with the brand menu for a signed-in user', async () => {
    server.use(...handlers.session(), ...handlers.dashboard());
    renderApp('/dashboard', signedInStore());
    const nav = await screen.findAllByRole('navigation', { name: 'Main' });
    expect(nav.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Notices' }).length).toBeGreaterThan(0);
    expect(await screen.findByText('Feed delivery moved to Thursday')).toBeInTheDocument();
  });

  it('uses the content-only layout on the brand picker', async () => {
    server.use(...handlers.session(withoutBrand), ...handlers.brands());
    renderApp('/home', signedInStore(withoutBrand));
    expect(await screen.findByRole('heading', { name: /Welcome to/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('sends a user without the permission to the forbidden page', async () => {
    server.use(...handlers.session());
    const { router } = renderApp('/notices', signedInStore({ ...manager, permissions: [] }));
    expect(await screen.findByText(MESSAGES.forbidden)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/403');
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/dashboard');
  });

  it('sends another brand’s screen, opened by its address, to the forbidden page', async () => {
    server.use(...handlers.session());
    // Signed in to the charity (1), holding the farm's record_sales: the farm's sales stay there.
    const charity = { ...manager, active_brand_id: 1, permissions: ['record_sales'] };
    const { router } = renderApp('/jf-sales', signedInStore(charity));
    expect(await screen.findByText(MESSAGES.forbidden)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/403');
  });

  it('sends an unknown path to the 404 page', async () => {
    server.use(...handlers.session());
    const { router } = renderApp('/no-such-page', signedInStore());
    expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('asks before leaving a form with unsaved changes, and stays on cancel', async () => {
    server.use(...handlers.session(), ...handlers.dashboard());
    const confirm = vi.fn(() => false);
    window.confirm = confirm;
    const store = signedInStore();
    const { router } = renderApp('/notices/new-notice', store);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /title/i }), 'Draft');
    expect(store.getState().formChanged).toBe(true);

    await router.navigate('/dashboard');
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(MESSAGES.unsavedChanges));
    expect(router.state.location.pathname).toBe('/notices/new-notice');

    confirm.mockReturnValue(true);
    await router.navigate('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.getState().formChanged).toBe(false);
  });

  it('keeps what was typed and shows the server message beside the field when a save fails', async () => {
    server.use(...handlers.session(), ...handlers.noticeValidation());
    renderApp('/notices/new-notice', signedInStore());
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: /title/i });
    await user.type(title, 'Fire drill on Friday');
    await user.type(screen.getByRole('textbox', { name: /details/i }), 'Meet at the gate.');
    await user.click(screen.getByRole('button', { name: 'Create notice' }));
    expect(await screen.findByText('The title has already been taken.')).toBeInTheDocument();
    expect(title).toHaveValue('Fire drill on Friday');
  });

  it('signs out to the login screen and clears storage', async () => {
    server.use(...handlers.session(), ...handlers.dashboard());
    const { router, store } = renderApp('/dashboard', signedInStore());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Grace/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('ends the session on a 401 and returns to the page after signing in', async () => {
    server.use(
      http.get(
        '*/api/notices',
        () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
        {
          once: true,
        },
      ),
      ...handlers.session(),
      ...handlers.login(),
      ...handlers.notices(),
    );
    const store = signedInStore();
    store.setFormChanged(true);
    const { router } = renderApp('/notices', store);

    const email = await screen.findByRole('textbox', { name: /email/i });
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.getState().formChanged).toBe(false);

    const user = userEvent.setup();
    await user.type(email, 'grace.hopper@example.com');
    await user.type(screen.getByLabelText(/password/i), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notices'));
    expect(await screen.findByText('Feed delivery moved to Thursday')).toBeInTheDocument();
  });
});
