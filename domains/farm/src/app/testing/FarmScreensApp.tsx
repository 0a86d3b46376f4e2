import { ROUTES } from '@backoffice/access';
import { createResourceRegistry, reportScreenLoaders } from '@backoffice/app-kit';
import { ResourceScreensApp } from '@backoffice/app-kit/testing';
import { COMMON_RESOURCES } from '@backoffice/common';
import type { User } from '@backoffice/contract';
import { assembleRegistry } from '@backoffice/contract';
import { FARM_RESOURCES } from '../../index';
import { FARM_REPORTS } from '../../reports';
import { FARM_SCREENS } from '../index';

/** The resources the farm's screens read: the shared ones they refer to, then the farm's. */
const registry = createResourceRegistry(
  assembleRegistry([COMMON_RESOURCES, FARM_RESOURCES]),
  ROUTES,
);

export interface FarmScreensAppProps {
  /** The address the app opens, with query. */
  path: string;
  user: User;
}

/** The farm's own screens, then the one report screen for its other reports. */
const screens = { ...reportScreenLoaders(FARM_REPORTS), ...FARM_SCREENS };

/**
 * The farm's screens on the spec's routes, inside the kit's providers, as the app routes them:
 * `FARM_SCREENS` first, the generic screens for the farm's other routes (its reports included).
 * For the stories and tests of the farm's screens; data comes from the story's or test's MSW
 * handlers.
 */
export function FarmScreensApp({ path, user }: FarmScreensAppProps) {
  return <ResourceScreensApp path={path} user={user} registry={registry} screens={screens} />;
}
