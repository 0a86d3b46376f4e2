import type { RouteName } from '@backoffice/access';
import {
  createResourceRegistry,
  type ResourceRegistry,
  reportScreenLoaders,
  resourceScreenLoaders,
  type ScreenLoader,
} from '@backoffice/app-kit';
import { COMMON_RESOURCES } from '@backoffice/common';
import {
  assembleRegistry,
  type ReportDefinition,
  type ResourceDefinition,
} from '@backoffice/contract';
import { APP_ROUTES } from '../../config/routes';

/** A brand's registry with the generic screens drawn from it (`config/registries/`). */
export interface BrandScreens {
  /** The common resources and the brand's own, over every route of the app. */
  readonly registry: ResourceRegistry;
  /**
   * The generic screens, by route name: each resource's list, create, edit and detail screens,
   * the human-resources and settings pages, drawn by `@backoffice/app-kit` from the registry,
   * and each date-range report's screen. A screen a domain writes for a route takes that
   * route's place in `app/routeModules.ts`.
   */
  readonly screens: Partial<Record<RouteName, ScreenLoader>>;
}

/** The registry of the common resources and a brand's domain, and its generic screens. */
export function brandScreens(
  domain: readonly ResourceDefinition[] = [],
  reports: readonly ReportDefinition[] = [],
): BrandScreens {
  const registry = createResourceRegistry(assembleRegistry([COMMON_RESOURCES, domain]), APP_ROUTES);
  return {
    registry,
    screens: { ...resourceScreenLoaders(registry), ...reportScreenLoaders(reports) },
  };
}
