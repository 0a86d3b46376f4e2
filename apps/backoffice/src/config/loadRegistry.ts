import type { RouteName } from '@backoffice/access';
import { type LazyRegistry, lazyRegistry, type ScreenLoader } from '@backoffice/app-kit';
import { BRAND } from '@backoffice/contract';
import type { BrandScreens } from '../features/resources/screens';
import { appRouteByName } from './routes';

type LoadBrandScreens = () => Promise<{ BRAND_SCREENS: BrandScreens }>;

/**
 * Each brand's registry with its generic screens: one file per brand, fetched once, so that a
 * brand's screens never wait for the other brands' definitions. A brand without a domain of its
 * own, and a route of no brand (the common resources, human resources, settings), use the
 * common resources' file, which every brand's file loads too.
 */
const BRAND_FILES: Readonly<Record<number, LoadBrandScreens>> = {
  [BRAND.charity]: () => import('./registries/charity'),
  [BRAND.poultry]: () => import('./registries/farm'),
  [BRAND.delivery]: () => import('./registries/delivery'),
  [BRAND.marketplace]: () => import('./registries/marketplace'),
};
const loadCommon: LoadBrandScreens = () => import('./registries/common');

const fileOf = (brand: number | null | undefined): LoadBrandScreens =>
  (brand == null ? undefined : BRAND_FILES[brand]) ?? loadCommon;

const registries = new Map<LoadBrandScreens, LazyRegistry>();

/**
 * The registry of a brand (the common resources and the brand's own), loaded when a screen first
 * needs it (see `ResourceRegistryProvider`): the sign-in page, the dashboard and the app's own
 * screens never fetch resource definitions.
 */
export function registryFor(brand: number | null | undefined): LazyRegistry {
  const file = fileOf(brand);
  let registry = registries.get(file);
  if (!registry) {
    registry = lazyRegistry(() => file().then((m) => m.BRAND_SCREENS.registry));
    registries.set(file, registry);
  }
  return registry;
}

/**
 * Forgets every registry loaded so far: the next page loads its brand's again, as a fresh page
 * does. For stories, which render one after another in one page (see `StoryApp`).
 */
export function forgetRegistries(): void {
  registries.clear();
}

/**
 * The registry a route's page draws from: its brand's, or, for a route of no brand, that of the
 * brand the user works in.
 */
export function registryOfRoute(name: string, activeBrand: number | null | undefined) {
  return registryFor(appRouteByName(name)?.brand ?? activeBrand);
}

/**
 * The generic screen of a route, fetched with its brand's registry (the common resources' for a
 * route of no brand); a route that has none fails to load with a message naming it (the route
 * tests check that none is left).
 */
export function genericScreen(name: RouteName): ScreenLoader {
  return () =>
    fileOf(appRouteByName(name)?.brand)().then((m) => {
      const load = m.BRAND_SCREENS.screens[name];
      if (!load) throw new Error(`The route ${name} has no screen.`);
      return load();
    });
}
