import { ROUTES } from '@backoffice/access';
import { ApiClientProvider } from '@backoffice/api-client';
import {
  AppStoreProvider,
  createAppStore,
  createResourceRegistry,
  ResourceRegistryProvider,
  type RouteHandle,
  resourceScreenLoaders,
  routeTitle,
  ToastProvider,
  useRouteHandle,
} from '@backoffice/app-kit';
import { memoryStorage } from '@backoffice/app-kit/testing';
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
import { saleItemsResource } from '../../resources/saleItems';
import { salesResource } from '../../resources/sales';
import { FARM_SCREENS } from '../index';
import { sampleCustomers } from './salesFixtures';

/** A page outside the farm's screens, reached by a link: it names its address. */
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

/**
 * The resources the sales screens read: the customers their sales refer to (the app has the
 * common domain's), the sale items and the sales.
 */
const registry = createResourceRegistry(
  [sampleCustomers, saleItemsResource, salesResource],
  ROUTES,
);

export interface FarmScreensAppProps {
  /** The address the app opens, with query. */
  path: string;
  user: User;
}

/**
 * The farm's screens on the spec's routes, inside the kit's providers (application store, API
 * client, registry, toasts), as the app routes them: `FARM_SCREENS` first, the generic screens
 * for the farm's other routes, and every other route a page that names where it leads. The
 * kit's `ResourceScreensApp` draws only the generic screens, hence this one. For the stories
 * and tests of the farm's screens; data comes from the story's or test's MSW handlers.
 */
export function FarmScreensApp({ path, user }: FarmScreensAppProps) {
  const [{ store, router }] = useState(() => {
    const created = createAppStore(memoryStorage());
    created.setUser(user);
    const screens = { ...resourceScreenLoaders(registry), ...FARM_SCREENS };
    const children = registry.routes.map((route) => {
      const handle: RouteHandle = { name: route.name, title: routeTitle(route.name), area: '' };
      const load = screens[route.name];
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
        <ResourceRegistryProvider registry={registry}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ResourceRegistryProvider>
      </ApiClientProvider>
    </AppStoreProvider>
  );
}
