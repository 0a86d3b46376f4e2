import { ROUTES } from '@backoffice/access';
import { createResourceRegistry, reportScreenLoaders } from '@backoffice/app-kit';
import { ResourceScreensApp } from '@backoffice/app-kit/testing';
import { COMMON_RESOURCES } from '@backoffice/common';
import type { User } from '@backoffice/contract';
import { assembleRegistry } from '@backoffice/contract';
import { DELIVERY_RESOURCES } from '../../index';
import { DELIVERY_REPORTS } from '../../reports';
import { DELIVERY_SCREENS } from '../index';

/** The resources the delivery screens read: the shared ones they refer to, then the brand's. */
const registry = createResourceRegistry(
  assembleRegistry([COMMON_RESOURCES, DELIVERY_RESOURCES]),
  ROUTES,
);

export interface DeliveryScreensAppProps {
  /** The address the app opens, with query. */
  path: string;
  user: User;
}

/** The brand's own screens, then the one report screen for its other reports. */
const screens = { ...reportScreenLoaders(DELIVERY_REPORTS), ...DELIVERY_SCREENS };

/**
 * The delivery brand's screens on the spec's routes, inside the kit's providers, as the app
 * routes them: `DELIVERY_SCREENS` first, the generic screens for the brand's other routes (its
 * reports included). For the stories and tests of the brand's screens; data comes from the
 * story's or test's MSW handlers.
 */
export function DeliveryScreensApp({ path, user }: DeliveryScreensAppProps) {
  return <ResourceScreensApp path={path} user={user} registry={registry} screens={screens} />;
}
