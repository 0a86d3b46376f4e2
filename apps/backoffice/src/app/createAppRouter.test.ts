import { createAppStore } from '@backoffice/app-kit';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../config/routes';
import { manager, withoutBrand } from '../testing/fixtures';
import { type AppRouter, createAppMemoryRouter, preloadFirstScreenFiles } from './createAppRouter';

function signedInStore() {
  const store = createAppStore(localStorage);
  store.setUser(manager);
  return store;
}

/** The ids of the routes the router knows under its root. */
const known = (router: AppRouter) => router.routes[0]?.children?.map((route) => route.id) ?? [];

const settled = (router: AppRouter) =>
  waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
  });

const shownRoute = (router: AppRouter) => router.state.matches.at(-1)?.route.id;

describe('the app router', () => {
  it("starts with the first page's route alone and learns the others at the first navigation that needs them", async () => {
    const router = createAppMemoryRouter(signedInStore(), '/dashboard');
    await settled(router);
    expect(shownRoute(router)).toBe('dashboard');
    expect(known(router)).toHaveLength(2);

    await router.navigate('/notices?page=2');
    await settled(router);
    expect(router.state.location.pathname).toBe('/notices');
    expect(shownRoute(router)).toBe('notices');
    expect(known(router)).toHaveLength(APP_ROUTES.length + 1);
    expect(new Set(known(router)).size).toBe(APP_ROUTES.length + 1);
  });

  it('opens a first page with parameters without learning every route, then goes on', async () => {
    const router = createAppMemoryRouter(signedInStore(), '/tickets/5');
    await settled(router);
    expect(shownRoute(router)).toBe('view-ticket');
    expect(router.state.matches.at(-1)?.params).toEqual({ id: '5' });
    expect(known(router)).toHaveLength(2);

    await router.navigate('/tickets/6');
    await settled(router);
    expect(router.state.matches.at(-1)?.params).toEqual({ id: '6' });
    expect(known(router)).toHaveLength(2);

    await router.navigate('/tickets');
    await settled(router);
    expect(shownRoute(router)).toBe('tickets');
  });

  it('sends an unknown first page to the 404 page, which it learns on the way', async () => {
    const router = createAppMemoryRouter(signedInStore(), '/no-such-page');
    await settled(router);
    expect(router.state.location.pathname).toBe('/404');
    expect(shownRoute(router)).toBe('app.not-found');
  });
});

describe("the first page's files", () => {
  /** The tasks `preloadFirstScreenFiles` sets for a path, without running them. */
  function tasksFor(store: ReturnType<typeof createAppStore>, path: string) {
    const tasks: Array<() => void> = [];
    preloadFirstScreenFiles(store, path, (task) => tasks.push(task));
    return tasks;
  }

  it('asks for each file of the page the guard will show in a task of its own', () => {
    const store = signedInStore();
    // A resource's list: its screen, the registry it is drawn from and the shell.
    expect(tasksFor(store, '/customers')).toHaveLength(3);
    // One of the app's own screens needs no registry.
    expect(tasksFor(store, '/dashboard')).toHaveLength(2);
    // The sign-in page shows no shell either.
    expect(tasksFor(createAppStore(localStorage), '/')).toHaveLength(1);
  });

  it('asks for nothing the guard would not show: signed out, no brand, no such page', () => {
    expect(tasksFor(createAppStore(localStorage), '/dashboard')).toEqual([]);
    const noBrand = createAppStore(localStorage);
    noBrand.setUser(withoutBrand);
    expect(tasksFor(noBrand, '/notices')).toEqual([]);
    expect(tasksFor(signedInStore(), '/no-such-page')).toEqual([]);
  });
});
