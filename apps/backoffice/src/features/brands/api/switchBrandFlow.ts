import { pathFor } from '@backoffice/access';
import type { AppStore } from '@backoffice/app-kit';
import { BRAND_SWITCH_DELAY_MS, MESSAGES, type User } from '@backoffice/contract';

export interface SwitchBrandDeps {
  /** `PUT /api/user/{brandId}`: answers the updated user. */
  request: (brandId: number) => Promise<User>;
  store: AppStore;
  navigate: (path: string) => unknown;
  showError: (message: string) => void;
  /** Shows or hides the 'Loading brand . . .' overlay. */
  setSwitching: (switching: boolean) => void;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The brand switch of spec section 4: the overlay shows, the server answers the updated user,
 * which is stored (the realtime connection then drops its subscriptions and subscribes for the
 * new brand); after 1.5 s the overlay hides and the dashboard opens. On failure the overlay
 * hides and 'You do not have access to this brand' shows.
 */
export async function switchBrandFlow(brandId: number, deps: SwitchBrandDeps): Promise<boolean> {
  const wait = deps.wait ?? sleep;
  deps.setSwitching(true);
  let user: User;
  try {
    user = await deps.request(brandId);
  } catch {
    deps.setSwitching(false);
    deps.showError(MESSAGES.brandAccessDenied);
    return false;
  }
  deps.store.setUser(user);
  await wait(BRAND_SWITCH_DELAY_MS);
  deps.setSwitching(false);
  await deps.navigate(pathFor('dashboard'));
  return true;
}
