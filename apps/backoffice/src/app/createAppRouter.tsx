import type { RouteEntry } from '@backoffice/access';
import { type AppStore, type RouteHandle, routeTitle } from '@backoffice/app-kit';
import { BRAND } from '@backoffice/contract';
import {
  createBrowserRouter,
  createMemoryRouter,
  type RouteObject,
  redirect,
} from 'react-router-dom';
import { APP_REGISTRY } from '../config/loadRegistry';
import { APP_ROUTES } from '../config/routes';
import { guardRedirect } from './guard';
import { layoutFor } from './layoutFor';
import { NavigationError } from './NavigationError';
import { loadShellLayout, RootLayout } from './RootLayout';
import { APP_SCREENS, SCREENS } from './routeModules';

const BRAND_AREAS: Readonly<Record<number, string>> = {
  [BRAND.charity]: 'Charity and aid',
  [BRAND.poultry]: 'Poultry and eggs',
  [BRAND.delivery]: 'Delivery',
  [BRAND.marketplace]: 'Marketplace',
};

/** The guard answers at once from storage, so there is nothing to show while it runs. */
function NothingYet() {
  return null;
}

function areaOf(route: RouteEntry): string {
  if (route.brand !== undefined) return BRAND_AREAS[route.brand] ?? 'Brand';
  if (route.meta.isHR) return 'Human resources';
  if (route.meta.isSetting) return 'Settings';
  if (route.path.startsWith('/reports')) return 'Reports';
  return 'Back office';
}

function toRouteObject(route: RouteEntry, store: AppStore): RouteObject {
  const handle: RouteHandle = {
    name: route.name,
    title: routeTitle(route.name),
    area: areaOf(route),
  };
  const load = SCREENS[route.name as keyof typeof SCREENS];
  if (!load) throw new Error(`The route ${route.name} has no screen.`);
  // A page in the shell asks for the shell's file with its screen's, so both load side by side,
  // and the page shows once both have come. A failure is the layout's to report when it renders
  // (the preload-error reload included). Any screen but the app's own needs the registry: it is
  // fetched beside the screen's file too.
  const needsRegistry = !(route.name in APP_SCREENS);
  const lazy = () => {
    const shell =
      layoutFor(route.name, store.getState().user?.first_name) === 'shell'
        ? loadShellLayout().catch(() => undefined)
        : undefined;
    return Promise.all([load(), needsRegistry ? APP_REGISTRY.load() : undefined, shell]).then(
      ([screen]) => screen,
    );
  };
  return { id: route.name, path: route.path, handle, lazy };
}

/**
 * The route tree: one pathless root (layouts, guard, dialogs) over every route of the access
 * table, each loading its screen lazily, and a catch-all the guard sends to /404. The root's
 * loader is the guard and runs before every navigation.
 */
export function appRoutes(store: AppStore): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <NavigationError />,
      HydrateFallback: NothingYet,
      shouldRevalidate: () => true,
      loader: ({ request }) => {
        const url = new URL(request.url);
        const target = guardRedirect(store, url.pathname + url.search + url.hash);
        if (target !== null && target !== url.pathname) throw redirect(target);
        return null;
      },
      children: [
        ...APP_ROUTES.map((route) => toRouteObject(route, store)),
        { path: '*', element: null },
      ],
    },
  ];
}

export function createAppRouter(store: AppStore) {
  return createBrowserRouter(appRoutes(store));
}

/** The same routes in memory, for tests and stories. */
export function createAppMemoryRouter(store: AppStore, initialPath: string) {
  return createMemoryRouter(appRoutes(store), { initialEntries: [initialPath] });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
