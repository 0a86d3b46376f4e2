import { guardNavigation, navigationTarget, type RouteName } from '@backoffice/access';
import { type ApiClient, prefetchDashboardNotices } from '@backoffice/api-client';
import type { AppStore } from '@backoffice/app-kit';
import { matchAppRoute } from '../config/routes';

/**
 * The request each screen may start before its file has loaded, by route name: a screen whose
 * first request depends only on the route (not on its search, filters or saved views).
 */
const FIRST_REQUESTS: Partial<Record<RouteName, (client: ApiClient) => void>> = {
  dashboard: prefetchDashboardNotices,
};

/**
 * On a first visit the screen's file and its data would otherwise travel one after the other:
 * this starts the data of the page the app opens on at once, when the guard will show that page
 * to the saved user, and the screen's hook takes the request under way.
 */
export function prefetchFirstScreen(client: ApiClient, store: AppStore, path: string): void {
  const to = navigationTarget(path, matchAppRoute);
  const request = to.route ? FIRST_REQUESTS[to.route.name as RouteName] : undefined;
  if (!request) return;
  const user = store.getState().user;
  const decision = guardNavigation({
    to,
    user,
    formChanged: false,
    activeBrand: user?.active_brand_id,
    storePermissions: store.storePermissions(),
  });
  if (decision.kind === 'proceed') request(client);
}
