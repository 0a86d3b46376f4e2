import { pathFor } from '@backoffice/access';
import type { AppStore } from '@backoffice/app-kit';

/**
 * Where a user goes once signed in: the path the guard sent them away from, else the brand
 * picker. The intended path is used once.
 */
export function takeIntendedPath(store: AppStore): string {
  const intended = store.getState().intendedPath;
  store.setIntendedPath(null);
  return intended && intended !== pathFor('auth.login') ? intended : pathFor('app.home');
}
