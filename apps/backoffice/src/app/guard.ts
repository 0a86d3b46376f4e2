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
