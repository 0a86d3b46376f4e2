import type { ApiClient } from '@backoffice/api-client';
import { createAppStore } from '@backoffice/app-kit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { manager, withoutBrand } from '../testing/fixtures';
import { prefetchFirstScreen } from './prefetchFirstScreen';

function fakeClient() {
  const get = vi.fn(() => Promise.resolve({ data: [] }));
  return { client: { get } as unknown as ApiClient, get };
}

describe('prefetchFirstScreen', () => {
  beforeEach(() => localStorage.clear());

  it("starts the dashboard's notices for a user the guard lets in", () => {
    const store = createAppStore(localStorage);
    store.setUser(manager);
    const { client, get } = fakeClient();
    prefetchFirstScreen(client, store, '/dashboard');
    expect(get).toHaveBeenCalledWith('/api/notices/list');
  });

  it('starts nothing the guard would not show: signed out, or no active brand', () => {
    const { client, get } = fakeClient();
    prefetchFirstScreen(client, createAppStore(localStorage), '/dashboard');
    const noBrand = createAppStore(localStorage);
    noBrand.setUser(withoutBrand);
    prefetchFirstScreen(client, noBrand, '/dashboard');
    expect(get).not.toHaveBeenCalled();
  });

  it('starts nothing for a screen whose first request depends on more than its route', () => {
    const store = createAppStore(localStorage);
    store.setUser(manager);
    const { client, get } = fakeClient();
    prefetchFirstScreen(client, store, '/notices?page=2');
    prefetchFirstScreen(client, store, '/no-such-page');
    expect(get).not.toHaveBeenCalled();
  });
});
