import type { RouteName } from '@backoffice/access';
import { lazyRegistry, type ScreenLoader } from '@backoffice/app-kit';

/** The registry with the generic screens drawn from it: one file, fetched once. */
const loadGenericScreens = () => import('../features/resources/screens');

/**
 * The app's registry, loaded when a screen first needs it (see `ResourceRegistryProvider`): the
 * sign-in page, the dashboard and the app's own screens never fetch the resource definitions.
 */
export const APP_REGISTRY = lazyRegistry(() => loadGenericScreens().then((m) => m.REGISTRY));

/**
 * The generic screen of a route, fetched with the registry it is drawn from; a route that has
 * none fails to load with a message naming it (the route tests check that none is left).
 */
export function genericScreen(name: RouteName): ScreenLoader {
  return () =>
    loadGenericScreens().then((m) => {
      const load = m.GENERIC_SCREENS[name];
      if (!load) throw new Error(`The route ${name} has no screen.`);
      return load();
    });
}
