import { ROUTES } from '@backoffice/access';
import { ApiClientProvider } from '@backoffice/api-client';
import type { User } from '@backoffice/contract';
import { useLayoutEffect, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { AppStoreProvider } from '../../../lib/AppStoreContext';
import { type AppStore, createAppStore } from '../../../lib/appStore';
import { type RouteHandle, useRouteHandle } from '../../../lib/routeHandle';
import { routeTitle } from '../../../lib/routeTitle';
import { ToastProvider } from '../../../lib/toast';
import { memoryStorage } from '../../../testing/memoryStorage';
import { RESOURCE_SCREENS } from '../screens';

/** A page outside this feature, reached by a link or after a save: it names its address. */
function OtherPage() {
  const location = useLocation();
  return <p>Left for {location.pathname}</p>;
}

function Page() {
  const navigate = useNavigate();
  const handle = useRouteHandle();
  return (
    <AriaRouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <main style={{ padding: '1.5rem', maxWidth: '72rem' }}>
        <h1 style={{ marginTop: 0 }}>{handle?.title}</h1>
        <Outlet />
      </main>
    </AriaRouterProvider>
  );
}

export interface ResourceScreensAppProps {
  /** The address the app opens, with query. */
  path: string;
  user: User;
  /** The store to use; a fresh one with `user` signed in when left out. */
  store?: AppStore;
}

/**
 * The feature's screens on the access route table, as the app will route them once they are in
 * its screen map: every other route shows where it leads. The page heading stands in for the
 * shell's. For stories and tests of this feature.
 */
export function ResourceScreensApp({ path, user, store: given }: ResourceScreensAppProps) {
  const [{ store, router }] = useState(() => {
    const created = given ?? createAppStore(memoryStorage());
    created.setUser(user);
    const children = ROUTES.map((route) => {
      const handle: RouteHandle = { name: route.name, title: routeTitle(route.name), area: '' };
      const load = RESOURCE_SCREENS[route.name];
      return load
        ? { id: route.name, path: route.path, handle, lazy: load }
        : { id: route.name, path: route.path, handle, Component: OtherPage };
    });
    return {
      store: created,
      router: createMemoryRouter([{ element: <Page />, children }], { initialEntries: [path] }),
    };
  });
  useLayoutEffect(() => {
    // Screen-reader announcements of the previous story point at elements that are gone.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
      log.replaceChildren();
    }
  }, []);
  return (
    <AppStoreProvider store={store}>
      <ApiClientProvider
        onSessionEnd={() => store.reset()}
        onServerError={() => store.setServerError(true)}
        swrConfig={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
      >
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ApiClientProvider>
    </AppStoreProvider>
  );
}
