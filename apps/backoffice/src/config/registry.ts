/**
 * The app's resources and reports, assembled from the business domains: the registry every
 * generic screen is drawn from. This file, with every definition, loads with the first screen
 * that needs it (`loadRegistry.ts`); the route table it is built over is `routes.ts`.
 */
import { createResourceRegistry, type ResourceRegistry } from '@backoffice/app-kit';
import { CHARITY_RESOURCES } from '@backoffice/charity';
import { COMMON_RESOURCES } from '@backoffice/common';
import { assembleRegistry, type ReportDefinition } from '@backoffice/contract';
import { DELIVERY_REPORTS, DELIVERY_RESOURCES } from '@backoffice/delivery';
import { FARM_REPORTS, FARM_RESOURCES } from '@backoffice/farm';
import { MARKETPLACE_REPORTS, MARKETPLACE_RESOURCES } from '@backoffice/marketplace';
import { APP_ROUTES } from './routes';

/** Every resource the app shows. */
export const RESOURCES = assembleRegistry([
  COMMON_RESOURCES,
  CHARITY_RESOURCES,
  FARM_RESOURCES,
  DELIVERY_RESOURCES,
  MARKETPLACE_RESOURCES,
]);

/** Every date-range report the app shows, each at the route named as it is. */
export const REPORTS: readonly ReportDefinition[] = [
  ...FARM_REPORTS,
  ...DELIVERY_REPORTS,
  ...MARKETPLACE_REPORTS,
];

/**
 * The resources and routes handed to the generic screens of `@backoffice/app-kit`: through
 * `ResourceRegistryProvider` (in `AppProviders`) and to `resourceScreenLoaders`.
 */
export const REGISTRY: ResourceRegistry = createResourceRegistry(RESOURCES, APP_ROUTES);
