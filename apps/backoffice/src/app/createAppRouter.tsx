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
import { APP_ROUTES, matchAppRoute } from '../config/routes';
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
 * The route tree: one pathless root (layouts, guard, dialogs) over the given routes of the access
 * table, each loading its screen lazily, and a catch-all the guard sends to /404. The root's
 * loader is the guard and runs before every navigation.
 */
function appRoutes(store: AppStore, routes: readonly RouteEntry[]): RouteObject[] {
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
        ...routes.map((route) => toRouteObject(route, store)),
        { path: '*', element: null },
      ],
    },
  ];
}

/**
 * What a router is made with: the first page's route alone, and the way the others join.
 * Turning some 400 routes into the router's own, and ranking and matching them, held the main
 * thread for 15 to 20 ms on a desk computer (four times that on a slow phone) before anything
 * drew. So the router starts with the route the first path leads to (and the catch-all), and
 * the rest join at the first navigation that needs them, before it matches: react-router asks
 * `patchRoutesOnNavigation` whenever a path matches no route or only one with parameters (the
 * catch-all included), and matches again once it has answered.
 */
export function appRouterSetup(store: AppStore, firstPath: string) {
  const first = matchAppRoute(firstPath)?.route;
  let joined: Set<string> | null = new Set(first ? [first.name] : []);
  const patchRoutesOnNavigation = ({
    path,
    patch,
  }: {
    path: string;
    patch: (routeId: string | null, children: RouteObject[]) => void;
  }) => {
    if (joined === null) return;
    const wanted = matchAppRoute(path)?.route.name;
    if (wanted !== undefined && joined.has(wanted)) return;
    const known = joined;
    patch(
      'root',
      APP_ROUTES.filter((route) => !known.has(route.name)).map((route) =>
        toRouteObject(route, store),
      ),
    );
    joined = null;
  };
  return { routes: appRoutes(store, first ? [first] : []), patchRoutesOnNavigation };
}

export function createAppRouter(store: AppStore) {
  const { routes, patchRoutesOnNavigation } = appRouterSetup(store, window.location.pathname);
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}

/** The same routes in memory, for tests and stories. */
export function createAppMemoryRouter(store: AppStore, initialPath: string) {
  const { routes, patchRoutesOnNavigation } = appRouterSetup(store, initialPath);
  return createMemoryRouter(routes, { initialEntries: [initialPath], patchRoutesOnNavigation });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
