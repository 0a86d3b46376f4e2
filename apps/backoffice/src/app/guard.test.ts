import { createAppStore } from '@backoffice/app-kit';
import { beforeEach, describe, expect, it } from 'vitest';
import { manager, withoutBrand } from '../testing/fixtures';
import { guardRedirect, shouldConfirmLeaving } from './guard';

describe('guardRedirect', () => {
  beforeEach(() => localStorage.clear());

  it('sends a signed-out user to login and keeps the intended path', () => {
    const store = createAppStore(localStorage);
    expect(guardRedirect(store, '/notices?page=2')).toBe('/');
    expect(store.getState().intendedPath).toBe('/notices?page=2');
  });

  it('lets a signed-out user reach the public pages', () => {
    const store = createAppStore(localStorage);
    expect(guardRedirect(store, '/')).toBeNull();
    expect(guardRedirect(store, '/forgot-password')).toBeNull();
    expect(guardRedirect(store, '/reset-password/abc/ada%40example.com')).toBeNull();
  });

  it('reloads the saved user before deciding', () => {
    const store = createAppStore(localStorage);
    localStorage.setItem('user', JSON.stringify(manager));
    expect(guardRedirect(store, '/notices')).toBeNull();
    expect(store.getState().user).toEqual(manager);
  });

  it('sends a user without the permission to the forbidden page', () => {
    const store = createAppStore(localStorage);
    store.setUser({ ...manager, permissions: [] });
    expect(guardRedirect(store, '/notices')).toBe('/403');
  });

  it('sends a user with no active brand home, unless going there', () => {
    const store = createAppStore(localStorage);
    store.setUser(withoutBrand);
    expect(guardRedirect(store, '/dashboard')).toBe('/home');
    expect(guardRedirect(store, '/home')).toBeNull();
  });

  it('sends unknown paths to the 404 page', () => {
    const store = createAppStore(localStorage);
    store.setUser(manager);
    expect(guardRedirect(store, '/no-such-page')).toBe('/404');
  });
});

describe('shouldConfirmLeaving', () => {
  it('asks only while a form has unsaved changes', () => {
    const store = createAppStore(localStorage);
    store.setUser(manager);
    expect(shouldConfirmLeaving(store, '/dashboard')).toBe(false);
    store.setFormChanged(true);
    expect(shouldConfirmLeaving(store, '/dashboard')).toBe(true);
  });

  it('never asks on the way to an app. route', () => {
    const store = createAppStore(localStorage);
    store.setUser(manager);
    store.setFormChanged(true);
    expect(shouldConfirmLeaving(store, '/home')).toBe(false);
    expect(shouldConfirmLeaving(store, '/403')).toBe(false);
  });
});
