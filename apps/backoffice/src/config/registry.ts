/**
 * Every brand's resources and reports together, for the checks that span the whole app: the
 * routes the definitions declare (`routes.test.ts`), the lists' first requests
 * (`listRequests.test.ts`) and every route's screen. The app itself
 * loads one brand's at a time (`registries/`, fetched by `loadRegistry.ts`).
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

/** Every resource over every route: the lists' first requests are written from it. */
export const REGISTRY: ResourceRegistry = createResourceRegistry(RESOURCES, APP_ROUTES);
