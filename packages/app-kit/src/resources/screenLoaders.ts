import { type RouteName, resourceRouteSet } from '@backoffice/access';
import type { ResourceRegistry } from '../registry/resourceRegistry';
import type { ScreenLoader } from '../routing/screenLoader';
import type { ResourceScreenKind } from './routes/resourceScreen';

const groups = () => import('./routes/RouteGroupScreen');

/**
 * The generic screens of a registry, by route name: the list, create, edit and detail screens
 * (each drawn from its definition) of every resource that has routes, and the human-resources
 * and settings pages. A record's detail and its section tabs are one screen: the record's page
 * shows its first tab. Each screen is loaded with the first visit to any of them, so this module
 * stays light enough for the router's own file.
 */
export function resourceScreenLoaders(
  registry: ResourceRegistry,
): Partial<Record<RouteName, ScreenLoader>> {
  const load =
    (resourceName: string, kind: ResourceScreenKind, section?: string): ScreenLoader =>
    () =>
      import('./routes/resourceScreen').then((m) => ({
        Component: m.resourceScreen(registry, resourceName, kind, section),
      }));
  const screens: [RouteName, ScreenLoader][] = registry.resources.flatMap((definition) => {
    const routes = resourceRouteSet(definition, registry.routeByName);
    if (!routes) return [];
    const name = definition.name;
    const firstSection = routes.sections ? definition.sections[0]?.id : undefined;
    const own: [RouteName, ScreenLoader][] = [[routes.list, load(name, 'list')]];
    if (routes.create) own.push([routes.create, load(name, 'create')]);
    if (routes.edit) own.push([routes.edit, load(name, 'edit')]);
    if (routes.detail) own.push([routes.detail, load(name, 'detail', firstSection)]);
    for (const [section, route] of Object.entries(routes.sections ?? {})) {
      own.push([route, load(name, 'detail', section)]);
    }
    return own;
  });
  return {
    ...Object.fromEntries(screens),
    'human-resources': () => groups().then((m) => ({ Component: m.HumanResourcesScreen })),
    settings: () => groups().then((m) => ({ Component: m.SettingsScreen })),
  };
}
