import type { RouteName } from '@backoffice/access';
import {
  type ApiClient,
  BRANDS_LIST_PATH,
  prefetchDashboardNotices,
  prefetchGet,
  type StartTask,
} from '@backoffice/api-client';
import type { AppStore } from '@backoffice/app-kit';
import listRequests from '../config/listRequests.json';
import { routeShownAt } from './guard';
import { layoutFor } from './layoutFor';

/**
 * The request each screen may start before its file has loaded, by route name: a screen whose
 * first request depends only on the route (not on its search, filters or saved views).
 */
const FIRST_REQUESTS: Partial<Record<RouteName, (client: ApiClient, start: StartTask) => void>> = {
  dashboard: prefetchDashboardNotices,
};

/**
 * The GETs each list screen makes as it opens on an address without a query (its first page,
 * its saved views, its reference filters' options), by route name: written from the definitions
 * by `config/listRequests.test.ts`, so the first page's file needs no definition.
 */
const LIST_REQUESTS: Readonly<Record<string, readonly string[]>> = listRequests;

/**
 * On a first visit the screen's files and its data would otherwise travel one after the other:
 * this starts the data of the page the app opens on at once, when the guard will show that page
 * to the saved user, and the screen's fetches take the requests under way (`getPrefetched`).
 * Every page in the shell asks for the user's brands (the brand switcher); a list opened without
 * a query asks for what `LIST_REQUESTS` holds (with a query, its page depends on it). The
 * requests wait at once, but each is sent from a task of its own (`start` runs one): sending
 * costs the main thread a few milliseconds, four times that on a slow phone, and four requests
 * sent in one task held it too long.
 */
export function prefetchFirstScreen(
  client: ApiClient,
  store: AppStore,
  path: string,
  start: StartTask = (task) => setTimeout(task),
): void {
  const name = routeShownAt(store, path);
  if (!name) return;
  if (layoutFor(name, store.getState().user?.first_name) === 'shell') {
    prefetchGet(client, BRANDS_LIST_PATH, start);
  }
  FIRST_REQUESTS[name as RouteName]?.(client, start);
  if (!path.includes('?')) {
    for (const request of LIST_REQUESTS[name] ?? []) prefetchGet(client, request, start);
  }
}
