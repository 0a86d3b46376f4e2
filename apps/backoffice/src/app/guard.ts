import { guardNavigation, navigationTarget } from '@backoffice/access';
import type { AppStore } from '@backoffice/app-kit';
import { matchAppRoute } from '../config/routes';

/**
 * The navigation guard of spec section 4, run before each navigation (the root route's loader).
 * The saved user is reloaded from storage, then the access rules decide: sign-in (keeping the
 * intended path), the forbidden page, home when no brand is active, or the 404 page. Answers the
 * path to redirect to, or null to proceed. The unsaved-changes question is asked earlier, by
 * the blocker (`shouldConfirmLeaving`), so it is not asked twice here.
 */
export function guardRedirect(store: AppStore, path: string): string | null {
  const user = store.reloadUser();
  const decision = guardNavigation({
    to: navigationTarget(path, matchAppRoute),
    user,
    formChanged: false,
    activeBrand: user?.active_brand_id,
    storePermissions: store.storePermissions(),
  });
  switch (decision.kind) {
    case 'redirect-login':
      store.setIntendedPath(decision.intendedPath);
      return decision.path;
    case 'redirect-forbidden':
    case 'redirect-home':
    case 'not-found':
      return decision.path;
    default:
      return null;
  }
}

/**
 * The name of the route the guard would show at `path` to the user saved in the store, or
 * undefined when it would send them elsewhere. Asks without side effects (the store is neither reloaded nor given
 * an intended path), for work started ahead of the router: the first page's files and data.
 */
export function routeShownAt(store: AppStore, path: string): string | undefined {
  const to = navigationTarget(path, matchAppRoute);
  if (!to.route) return undefined;
  const user = store.getState().user;
  const decision = guardNavigation({
    to,
    user,
    formChanged: false,
    activeBrand: user?.active_brand_id,
    storePermissions: store.storePermissions(),
  });
  return decision.kind === 'proceed' ? to.route.name : undefined;
}

/** Whether leaving for `path` must ask first: a form has unsaved changes and the target is not an `app.` route. */
export function shouldConfirmLeaving(store: AppStore, path: string): boolean {
  const { formChanged, user } = store.getState();
  if (!formChanged) return false;
  return (
    guardNavigation({
      to: navigationTarget(path, matchAppRoute),
      user,
      formChanged,
      activeBrand: user?.active_brand_id,
      storePermissions: store.storePermissions(),
    }).kind === 'confirm-unsaved'
  );
}
