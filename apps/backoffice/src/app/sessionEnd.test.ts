import { createAppStore } from '@backoffice/app-kit';
import { describe, expect, it } from 'vitest';
import { manager } from '../testing/fixtures';
import { endSession } from './sessionEnd';

describe('endSession', () => {
  it('clears storage, resets the form flag and goes to login from a signed-in page', () => {
    const store = createAppStore(localStorage);
    store.setUser(manager);
    store.setFormChanged(true);
    expect(endSession(store, '/notices/3/edit-notice')).toBe('/');
    expect(store.getState().user).toBeNull();
    expect(store.getState().formChanged).toBe(false);
    expect(store.getState().intendedPath).toBe('/notices/3/edit-notice');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('stays on a public page', () => {
    const store = createAppStore(localStorage);
    expect(endSession(store, '/forgot-password')).toBeNull();
  });
});
