import { createAppStore } from '@backoffice/app-kit';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleWarn } from '../../../../vitest.shared.ts';
import { manager } from '../testing/fixtures';
import { signOut } from './signOut';

function signedIn() {
  const store = createAppStore(localStorage);
  store.setUser(manager);
  store.setNewNotification(true);
  localStorage.setItem('channels', '[]');
  return store;
}

describe('signOut', () => {
  it('clears the session and ends at login after a successful logout', async () => {
    const store = signedIn();
    const navigate = vi.fn();
    const closeMenus = vi.fn();
    await signOut({ logout: () => Promise.resolve(), store, navigate, closeMenus });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(closeMenus).toHaveBeenCalled();
    expect(store.getState().user).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('ends at login even when the logout call fails', async () => {
    const store = signedIn();
    const navigate = vi.fn();
    expectConsoleWarn('Logout call failed');
    await signOut({
      logout: () => Promise.reject(new Error('offline')),
      store,
      navigate,
    });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(store.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('resets the form-changed flag so leaving does not ask', async () => {
    const store = signedIn();
    store.setFormChanged(true);
    await signOut({ logout: () => Promise.resolve(), store, navigate: vi.fn() });
    expect(store.getState().formChanged).toBe(false);
  });
});
