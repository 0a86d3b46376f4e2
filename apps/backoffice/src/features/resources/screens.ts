import { type RouteName, resourceRouteSet } from '@backoffice/access';
import { appRouteByName, RESOURCES } from '../../config/registry';
import type { ScreenLoader } from '../../lib/screenLoader';
import type { ResourceScreenKind } from './routes/resourceScreen';

/** A resource screen, loaded with the first visit to any resource screen. */
const resource =
  (resourceName: string, kind: ResourceScreenKind, section?: string): ScreenLoader =>
  () =>
    import('./routes/resourceScreen').then((m) => ({
      Component: m.resourceScreen(resourceName, kind, section),
    }));

const groups = () => import('./routes/RouteGroupScreen');

/**
 * The screens of every resource of the registry that has routes (each screen drawn from its
 * definition), by route name. A record's detail and its section tabs are one screen: the
 * record's page shows its first tab.
 */
function resourceScreens(): [RouteName, ScreenLoader][] {
  return RESOURCES.flatMap((definition) => {
    const routes = resourceRouteSet(definition, appRouteByName);
    if (!routes) return [];
    const name = definition.name;
    const firstSection = routes.sections ? definition.sections[0]?.id : undefined;
    const screens: [RouteName, ScreenLoader][] = [
      [routes.list, resource(name, 'list')],
      [routes.create, resource(name, 'create')],
      [routes.edit, resource(name, 'edit')],
    ];
    if (routes.detail) screens.push([routes.detail, resource(name, 'detail', firstSection)]);
    for (const [section, route] of Object.entries(routes.sections ?? {})) {
      screens.push([route, resource(name, 'detail', section)]);
    }
    return screens;
  });
}

/** The resource screens, the human-resources page and the settings page, by route name. */
export const RESOURCE_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  ...Object.fromEntries(resourceScreens()),
  'human-resources': () => groups().then((m) => ({ Component: m.HumanResourcesScreen })),
  settings: () => groups().then((m) => ({ Component: m.SettingsScreen })),
};
