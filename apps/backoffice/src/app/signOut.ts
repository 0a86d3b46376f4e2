import { pathFor } from '@backoffice/access';
import type { AppStore } from '@backoffice/app-kit';

export interface SignOutDeps {
  /** The logout call (it also drops cached answers). */
  logout: () => Promise<unknown>;
  store: AppStore;
  navigate: (path: string) => unknown;
  /** Closes the user menu and the mobile menu. */
  closeMenus?: () => void;
}

/**
 * Sign-out (spec section 4): the logout call is made and, whatever its result, the session's
 * state and browser storage are cleared, menus close and the user lands on the login screen.
 */
export async function signOut({ logout, store, navigate, closeMenus }: SignOutDeps): Promise<void> {
  try {
    await logout();
  } catch (error) {
    // Logout errors are ignored; the user is signed out on this side regardless.
    console.warn('Logout call failed', error);
  } finally {
    store.reset();
    store.setFormChanged(false);
    closeMenus?.();
    await navigate(pathFor('auth.login'));
  }
}
