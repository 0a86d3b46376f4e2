import type { ApiClient } from '@backoffice/api-client';
import { createAppStore } from '@backoffice/app-kit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { manager, withoutBrand } from '../testing/fixtures';
import { prefetchFirstScreen } from './prefetchFirstScreen';

/** The requests started at once rather than each in a task of its own. */
const prefetchNow: typeof prefetchFirstScreen = (client, store, path) =>
  prefetchFirstScreen(client, store, path, (task) => task());

/** A client of its own, so no test sees another's requests under way. */
function fakeClient() {
  const get = vi.fn((_path: string) => Promise.resolve({ data: [] }));
  const client = { baseUrl: '', get } as unknown as ApiClient;
  return { client, asked: () => get.mock.calls.map(([path]) => path) };
}

/** The manager of the poultry brand (2), who may also record its sales. */
function signedIn() {
  const store = createAppStore(localStorage);
  store.setUser({ ...manager, permissions: [...manager.permissions, 'record_sales'] });
  return store;
}

describe('prefetchFirstScreen', () => {
  beforeEach(() => localStorage.clear());

  it("starts the dashboard's notices and the shell's brands for a user the guard lets in", () => {
    const { client, asked } = fakeClient();
    prefetchNow(client, signedIn(), '/dashboard');
    expect(asked()).toEqual(['/api/brands/list', '/api/notices/list']);
  });

  it("starts a list's first page and its saved views (its filters' choices come with them)", () => {
    const { client, asked } = fakeClient();
    prefetchNow(client, signedIn(), '/jf-sales');
    expect(asked()).toEqual([
      '/api/brands/list',
      '/api/jf-sales?page=1',
      '/api/saved-views?list=jf_sales',
    ]);
  });

  it('starts nothing the guard would not show: signed out, or no active brand', () => {
    const { client, asked } = fakeClient();
    prefetchNow(client, createAppStore(localStorage), '/dashboard');
    const noBrand = createAppStore(localStorage);
    noBrand.setUser(withoutBrand);
    prefetchNow(client, noBrand, '/jf-sales');
    prefetchNow(client, signedIn(), '/no-such-page');
    expect(asked()).toEqual([]);
  });

  it("starts only the shell's brands where the screen's request depends on the query", () => {
    const { client, asked } = fakeClient();
    prefetchNow(client, signedIn(), '/jf-sales?filter[status]=voided');
    expect(asked()).toEqual(['/api/brands/list']);
  });

  it('sends each request from a task of its own', () => {
    const { client, asked } = fakeClient();
    const tasks: Array<() => void> = [];
    prefetchFirstScreen(client, signedIn(), '/jf-sales', (task) => tasks.push(task));
    expect(asked()).toEqual([]);
    expect(tasks).toHaveLength(3);
    tasks[0]?.();
    expect(asked()).toEqual(['/api/brands/list']);
    for (const task of tasks.slice(1)) task();
    expect(asked()).toHaveLength(3);
  });
});
