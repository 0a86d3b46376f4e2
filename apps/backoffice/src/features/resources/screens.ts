import type { RouteName } from '@backoffice/access';
import { resourceScreenLoaders, type ScreenLoader } from '@backoffice/app-kit';
import { REGISTRY } from '../../config/registry';

/**
 * The generic screens of every resource of the app's registry that has routes, and the
 * human-resources and settings pages, by route name: drawn by `@backoffice/app-kit` from the
 * registry, each loaded on its first visit. A screen a domain writes for a route takes that
 * route's place in `routeModules.ts`.
 */
export const RESOURCE_SCREENS: Partial<Record<RouteName, ScreenLoader>> =
  resourceScreenLoaders(REGISTRY);
