import { ROUTES } from '@backoffice/access';
import { createResourceRegistry, reportScreenLoaders } from '@backoffice/app-kit';
import { ResourceScreensApp } from '@backoffice/app-kit/testing';
import type { User } from '@backoffice/contract';
import { FARM_REPORTS } from '../../reports';
import { invoicesResource } from '../../resources/invoices';
import { saleItemsResource } from '../../resources/saleItems';
import { salesResource } from '../../resources/sales';
import { FARM_SCREENS } from '../index';
import { sampleCustomers } from './salesFixtures';

/**
 * The resources the farm's screens read: the customers their sales and invoices refer to (the
 * app has the common domain's), the sale items, the sales and the invoices.
 */
const registry = createResourceRegistry(
  [sampleCustomers, saleItemsResource, salesResource, invoicesResource],
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
