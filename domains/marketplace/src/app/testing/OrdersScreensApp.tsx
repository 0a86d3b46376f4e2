import { ROUTES } from '@backoffice/access';
import { createResourceRegistry, reportScreenLoaders } from '@backoffice/app-kit';
import { ResourceScreensApp } from '@backoffice/app-kit/testing';
import { COMMON_RESOURCES } from '@backoffice/common';
import type { User } from '@backoffice/contract';
import { assembleRegistry } from '@backoffice/contract';
import { MARKETPLACE_RESOURCES } from '../../index';
import { ORDERS_REPORTS } from '../../resources/orders';
import { ORDERS_SCREENS } from '../orders';

/** The resources the order screens read: the shared ones, then the brand's. */
const registry = createResourceRegistry(
  assembleRegistry([COMMON_RESOURCES, MARKETPLACE_RESOURCES]),
  ROUTES,
);

export interface OrdersScreensAppProps {
  /** The address the app opens, with query. */
  path: string;
  user: User;
}

const screens = { ...reportScreenLoaders(ORDERS_REPORTS), ...ORDERS_SCREENS };

/**
 * The marketplace's order screens on the spec's routes, inside the kit's providers, as the app
 * routes them: `ORDERS_SCREENS` first, the generic screens for the area's other routes (the
 * customers' list, the Order Report). For the area's stories and tests; data comes from their
 * MSW handlers (`ordersHandlers.ts`).
 */
export function OrdersScreensApp({ path, user }: OrdersScreensAppProps) {
  return <ResourceScreensApp path={path} user={user} registry={registry} screens={screens} />;
}
