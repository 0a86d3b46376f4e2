import type { RouteEntry } from '@backoffice/access';
import {
  type AppStore,
  type RouteHandle,
  routeTitle,
  type ScreenLoader,
} from '@backoffice/app-kit';
import { BRAND } from '@backoffice/contract';
import {
  createBrowserRouter,
  createMemoryRouter,
  type RouteObject,
  redirect,
} from 'react-router-dom';
import { registryOfRoute } from '../config/loadRegistry';
import { APP_ROUTES, matchAppRoute } from '../config/routes';
import { guardRedirect, routeShownAt } from './guard';
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

/**
 * The files a route's page waits for, each as a function that asks for it: the screen's own
 * (first), the registry unless it is one of the app's own screens, and the shell's when the page
 * shows the shell. A failure of the shell's is the layout's to report when it renders (the
 * preload-error reload included), so it is not one of the page's.
 */
function routeFiles(name: string, store: AppStore) {
  const screen: ScreenLoader | undefined = SCREENS[name as keyof typeof SCREENS];
  if (!screen) throw new Error(`The route ${name} has no screen.`);
  const others: (() => Promise<unknown>)[] = [];
  if (!(name in APP_SCREENS)) {
    others.push(registryOfRoute(name, store.getState().user?.active_brand_id).load);
  }
  if (layoutFor(name, store.getState().user?.first_name) === 'shell') {
    others.push(() => loadShellLayout().catch(() => undefined));
  }
  return { screen, others };
}

function toRouteObject(route: RouteEntry, store: AppStore): RouteObject {
  const handle: RouteHandle = {
    name: route.name,
    title: routeTitle(route.name),
    area: areaOf(route),
  };
  // The page's files load side by side, and the page shows once all have come.
  const lazy = () => {
    const { screen, others } = routeFiles(route.name, store);
    return Promise.all([screen(), ...others.map((file) => file())]).then(([loaded]) => loaded);
  };
  return { id: route.name, path: route.path, handle, lazy };
}

/**
 * Asks for the files of the page the app opens on, before the router is made, when the guard
 * will show that page to the saved user: one task per file, since asking for a file and the
 * files it imports costs the main thread about a millisecond a file (some 30 ms for a busy list
 * on a desk computer, four times that on a slow phone) and would otherwise all fall in the
 * router's first task. The router's `lazy` then finds them under way. `schedule` runs a task.
 */
export function preloadFirstScreenFiles(
  store: AppStore,
  path: string,
  schedule: (task: () => void) => void = (task) => setTimeout(task),
): void {
  const name = routeShownAt(store, path);
  if (!name) return;
  const { screen, others } = routeFiles(name, store);
  for (const file of [screen, ...others]) {
    // A file that fails is asked for again by the router, which reports the failure.
    schedule(() => void file().catch(() => undefined));
  }
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
