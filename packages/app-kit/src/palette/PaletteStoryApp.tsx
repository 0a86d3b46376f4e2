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
import { ResourceRegistryProvider } from '../registry/ResourceRegistryContext';
import type { ResourceRegistry } from '../registry/resourceRegistry';
import { resourceScreenLoaders } from '../resources/screenLoaders';
import { sampleRegistry } from '../resources/testing/sampleResources';
import { type RouteHandle, useRouteHandle } from '../routing/routeHandle';
import { routeTitle } from '../routing/routeTitle';
import { AppStoreProvider } from '../state/AppStoreContext';
import { createAppStore } from '../state/appStore';
import { memoryStorage } from '../testing/memoryStorage';
import { ToastProvider } from '../toast/toast';
import { CommandPalette } from './CommandPalette';

/** A page the registry's resources do not draw: it names its address. */
function OtherPage() {
  return <p>Opened {useLocation().pathname}</p>;
}

/** A top bar with the palette's button, as the shell's, above the page. */
function Frame() {
  const navigate = useNavigate();
  const handle = useRouteHandle();
  return (
    <AriaRouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <header style={{ display: 'flex', alignItems: 'center', gap: '1rem', padding: '1rem' }}>
        <h1 style={{ margin: 0, flex: 1 }}>{handle?.title}</h1>
        <CommandPalette />
      </header>
      <main style={{ padding: '0 1rem 1rem', maxWidth: '72rem' }}>
        <Outlet />
      </main>
    </AriaRouterProvider>
  );
}

export interface PaletteStoryAppProps {
  /** The address the story opens. */
  path: string;
  user: User;
  registry?: ResourceRegistry;
}

/** The generic screens of a registry under a top bar holding the command palette, for stories. */
export function PaletteStoryApp({ path, user, registry = sampleRegistry }: PaletteStoryAppProps) {
  const [{ store, router }] = useState(() => {
    const created = createAppStore(memoryStorage());
    created.setUser(user);
    const screens = resourceScreenLoaders(registry);
    const children = registry.routes.map((route) => {
      const handle: RouteHandle = { name: route.name, title: routeTitle(route.name), area: '' };
      const load = screens[route.name];
      return load
        ? { id: route.name, path: route.path, handle, lazy: load }
        : { id: route.name, path: route.path, handle, Component: OtherPage };
    });
    return {
      store: created,
      router: createMemoryRouter([{ element: <Frame />, children }], { initialEntries: [path] }),
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
