import { type AppStore, createAppStore } from '@backoffice/app-kit';
import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createAppMemoryRouter } from '../app/createAppRouter';

/**
 * Renders the whole app (providers, guard, layouts, lazy screens) in memory at `path`, with a
 * fresh SWR cache. Requests go to the MSW handlers of the test.
 */
export function renderApp(path: string, store: AppStore = createAppStore(localStorage)) {
  const router = createAppMemoryRouter(store, path);
  const view = render(
    <AppProviders
      store={store}
      navigate={(to) => void router.navigate(to)}
      currentPath={() => router.state.location.pathname + router.state.location.search}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, store };
}
