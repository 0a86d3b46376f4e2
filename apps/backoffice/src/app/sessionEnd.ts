import { navigationTarget, pathFor } from '@backoffice/access';
import type { AppStore } from '@backoffice/app-kit';
import { matchAppRoute } from '../config/routes';

/**
 * A 401 or 419 answer (spec section 8): browser storage is cleared with the rest of the
 * session's state, the form-changed flag is reset, and a page that needs sign-in goes to the
 * login screen, which returns there afterwards. Answers where to go, or null to stay.
 */
export function endSession(store: AppStore, currentPath: string): string | null {
  store.reset();
  store.setFormChanged(false);
  const route = navigationTarget(currentPath, matchAppRoute).route;
  const needsSignIn =
    route !== null && (route.meta.authOnly || route.meta.permission !== undefined);
  if (!needsSignIn) return null;
  store.setIntendedPath(currentPath);
  return pathFor('auth.login');
}
