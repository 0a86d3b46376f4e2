import type { RouteName } from '@backoffice/access';
import type { User } from '@backoffice/contract';
import { type ComponentType, useLayoutEffect, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { ResourceRegistryProvider } from '../../registry/ResourceRegistryContext';
import type { ResourceRegistry } from '../../registry/resourceRegistry';
import { type RouteHandle, useRouteHandle } from '../../routing/routeHandle';
import { routeTitle } from '../../routing/routeTitle';
import type { ScreenLoader } from '../../routing/screenLoader';
import { type AppStore, createAppStore } from '../../state/appStore';
import { memoryStorage } from '../../testing/memoryStorage';
import { resourceScreenLoaders } from '../screenLoaders';
import { AppProviders } from './AppProviders';
import { sampleRegistry } from './sampleResources';

/** A page outside this feature, reached by a link or after a save: it names its address. */
function OtherPage() {
  const location = useLocation();
  return <p>Left for {location.pathname}</p>;
}

/** What the router draws while the first screen's file loads: nothing, as the app's router. */
function NothingYet() {
  return null;
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
  /** The resources and routes to draw the screens from; the sample registry when left out. */
  registry?: ResourceRegistry;
  /** Screens written by hand (a domain's), which take their routes from the generic ones. */
  screens?: Partial<Record<RouteName, ScreenLoader>>;
  /** What stands around the screens (it renders the `Outlet`); the page heading when left out. */
  frame?: ComponentType;
}

/**
 * The screens of a registry on its routes, as an app routes them: a domain's own screens
 * (`screens`) first, the generic ones for the other routes of its resources, and every other
 * route a page that names where it leads. The page heading stands in for the shell's. For
 * stories and tests of the generic screens, and of a domain's (pass its registry and screens).
 */
export function ResourceScreensApp({
  path,
  user,
  store: given,
  registry = sampleRegistry,
  screens: own = {},
  frame: Frame = Page,
}: ResourceScreensAppProps) {
  const [{ store, router }] = useState(() => {
    const created = given ?? createAppStore(memoryStorage());
    created.setUser(user);
    const screens = { ...resourceScreenLoaders(registry), ...own };
    const children = registry.routes.map((route) => {
      const handle: RouteHandle = { name: route.name, title: routeTitle(route.name), area: '' };
      const load = screens[route.name];
      return load
        ? { id: route.name, path: route.path, handle, lazy: load }
        : { id: route.name, path: route.path, handle, Component: OtherPage };
    });
    return {
      store: created,
      router: createMemoryRouter([{ element: <Frame />, HydrateFallback: NothingYet, children }], {
        initialEntries: [path],
      }),
    };
  });
  useLayoutEffect(() => {
    // Screen-reader announcements of the previous story point at elements that are gone.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
      log.replaceChildren();
    }
  }, []);
  return (
    <AppProviders store={store}>
      <ResourceRegistryProvider registry={registry}>
        <RouterProvider router={router} />
      </ResourceRegistryProvider>
    </AppProviders>
  );
}
