import { businessTimeZone, businessToday } from '@backoffice/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleUser as manager } from '../testing/sampleUser';
import { createAppStore } from './appStore';
import { STORAGE_KEYS } from './storage';

describe('createAppStore', () => {
  beforeEach(() => localStorage.clear());

  it('stores the user under the `user` key and restores it at start', () => {
    createAppStore(localStorage).setUser(manager);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(manager);
    expect(createAppStore(localStorage).getState().user).toEqual(manager);
  });

  it('keeps the store-level permissions per store slug under `store_permissions`', () => {
    const store = createAppStore(localStorage);
    const grants = { 'green-grocer': ['access_evdati_products', 'manage_evdati_products'] };
    store.setUser({ ...manager, store_permissions: grants });
    expect(JSON.parse(localStorage.getItem('store_permissions') ?? 'null')).toEqual(grants);
    expect(createAppStore(localStorage).storePermissions()).toEqual(grants);
    store.setUser({ ...manager, store_permissions: {} });
    expect(store.storePermissions()).toEqual({});
    store.setUser(null);
    expect(localStorage.getItem('store_permissions')).toBeNull();
  });

  it('dates the app’s today in the active brand’s zone, from sign-in to sign-out', () => {
    const store = createAppStore(localStorage);
    // 02:30 UTC on Dec 4 is still 21:30 on Dec 3 in New York (UTC−5).
    const instant = new Date('2026-12-04T02:30:00Z');
    store.setUser({ ...manager, time_zone: 'America/New_York' });
    expect(businessTimeZone()).toBe('America/New_York');
    expect(businessToday(instant)).toBe('2026-12-03');
    // A reload restores the zone with the saved user.
    createAppStore(localStorage);
    expect(businessToday(instant)).toBe('2026-12-03');
    // Another brand's zone replaces it; signing out goes back to the default, UTC.
    store.setUser({ ...manager, time_zone: 'Asia/Tokyo' });
    expect(businessToday(new Date('2026-12-03T15:30:00Z'))).toBe('2026-12-04');
    store.setUser(null);
    expect(businessTimeZone()).toBe('UTC');
    expect(businessToday(instant)).toBe('2026-12-04');
  });

  it('ignores a saved user that is not a user', () => {
    localStorage.setItem('user', JSON.stringify({ id: 'seven' }));
    expect(createAppStore(localStorage).getState().user).toBeNull();
  });

  it('persists the new-notification flag and restores it at start', () => {
    const store = createAppStore(localStorage);
    store.setNewNotification(true);
    expect(createAppStore(localStorage).getState().newNotification).toBe(true);
    store.setNewNotification(false);
    expect(localStorage.getItem(STORAGE_KEYS.newNotification)).toBeNull();
    expect(createAppStore(localStorage).getState().newNotification).toBe(false);
  });

  it('restores the cached channel list from the `channels` key', () => {
    const channels = [{ channel: 'private-user.7', events: ['notification'] }];
    localStorage.setItem('channels', JSON.stringify(channels));
    expect(createAppStore(localStorage).getState().channels).toEqual(channels);
  });

  it('reset clears user, project info, channels, active store and browser storage', () => {
    const store = createAppStore(localStorage);
    store.setUser(manager);
    store.setProjectInfo({ brandId: 2, name: 'Poultry & Eggs', logo: '/logos/brand-2.svg' });
    store.setChannels([{ channel: 'jfd-orders', events: ['jfd-orders'] }]);
    store.setActiveStore('green-grocer');
    store.setNewNotification(true);
    localStorage.setItem('channels', '[]');
    sessionStorage.setItem('draft', 'x');

    store.reset();

    const state = store.getState();
    expect(state.user).toBeNull();
    expect(state.projectInfo).toBeNull();
    expect(state.channels).toEqual([]);
    expect(state.activeStore).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('reloadUser picks up a user saved by another tab and a sign-out elsewhere', () => {
    const store = createAppStore(localStorage);
    localStorage.setItem('user', JSON.stringify(manager));
    expect(store.reloadUser()).toEqual(manager);
    localStorage.removeItem('user');
    expect(store.reloadUser()).toBeNull();
  });

  it('notifies subscribers only when something changes', () => {
    const store = createAppStore(localStorage);
    let calls = 0;
    const stop = store.subscribe(() => {
      calls += 1;
    });
    store.setFormChanged(true);
    store.setFormChanged(true);
    store.setLoading(false);
    stop();
    store.setFormChanged(false);
    expect(calls).toBe(1);
  });
});
