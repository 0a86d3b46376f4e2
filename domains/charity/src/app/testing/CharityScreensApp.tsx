import { ROUTES } from '@backoffice/access';
import type { AppStore } from '@backoffice/app-kit';
import { createResourceRegistry } from '@backoffice/app-kit';
import { ResourceScreensApp } from '@backoffice/app-kit/testing';
import { COMMON_RESOURCES } from '@backoffice/common';
import type { User } from '@backoffice/contract';
import { assembleRegistry } from '@backoffice/contract';
import { CHARITY_RESOURCES } from '../../index';
import { CHARITY_SCREENS } from '../index';

/** The resources the charity screens read: the shared ones they refer to, then the brand's. */
const registry = createResourceRegistry(
  assembleRegistry([COMMON_RESOURCES, CHARITY_RESOURCES]),
  ROUTES,
);

export interface CharityScreensAppProps {
  /** The address the app opens, with query. */
  path: string;
  user: User;
  /** The app's store, for a test that reads its flags (the form-changed flag). */
  store?: AppStore;
}

/**
 * The charity brand's screens on the spec's routes, inside the kit's providers, as the app
 * routes them: `CHARITY_SCREENS` first, the generic screens for the brand's other routes. For
 * the stories and tests of the brand's screens; data comes from the story's or test's MSW
 * handlers.
 */
export function CharityScreensApp({ path, user, store }: CharityScreensAppProps) {
  return (
    <ResourceScreensApp
      path={path}
      user={user}
      registry={registry}
      screens={CHARITY_SCREENS}
      {...(store ? { store } : {})}
    />
  );
}
