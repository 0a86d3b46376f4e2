import { ROUTES } from '@backoffice/access';
import { createResourceRegistry } from '@backoffice/app-kit';
import { ResourceScreensApp } from '@backoffice/app-kit/testing';
import { COMMON_RESOURCES } from '@backoffice/common';
import type { User } from '@backoffice/contract';
import { assembleRegistry } from '@backoffice/contract';
import { CATALOGUE_RESOURCES } from '../../resources/catalogue';
import { STORES_RESOURCES } from '../../resources/stores';
import { STORES_SCREENS } from '../stores';

/** The resources the store screens read: the shared ones, the catalogue's, then the stores'. */
const registry = createResourceRegistry(
  assembleRegistry([COMMON_RESOURCES, CATALOGUE_RESOURCES, STORES_RESOURCES]),
  ROUTES,
);

export interface StoresScreensAppProps {
  /** The address the app opens, with query. */
  path: string;
  user: User;
}

/**
 * The marketplace's store screens on the spec's routes, inside the kit's providers, as the app
 * routes them: `STORES_SCREENS` first, the generic screens for the area's other routes (sellers'
 * list, overrides). For the stories and tests of the area's screens; data comes from the
 * story's or test's MSW handlers (`storesHandlers`).
 */
export function StoresScreensApp({ path, user }: StoresScreensAppProps) {
  return (
    <ResourceScreensApp path={path} user={user} registry={registry} screens={STORES_SCREENS} />
  );
}
