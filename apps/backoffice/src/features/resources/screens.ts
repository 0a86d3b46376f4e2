import type { RouteName } from '@backoffice/access';
import { reportScreenLoaders, resourceScreenLoaders, type ScreenLoader } from '@backoffice/app-kit';
import { REGISTRY, REPORTS } from '../../config/registry';

export { REGISTRY };

/**
 * The generic screens, by route name: each resource's list, create, edit and detail screens, the
 * human-resources and settings pages, drawn by `@backoffice/app-kit` from the registry, and each
 * date-range report's screen. This file loads with the registry (`config/loadRegistry.ts`); a
 * screen a domain writes for a route takes that route's place in `app/routeModules.ts`.
 */
export const GENERIC_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  ...resourceScreenLoaders(REGISTRY),
  ...reportScreenLoaders(REPORTS),
};
