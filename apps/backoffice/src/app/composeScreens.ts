import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

export type ScreenTable = Partial<Record<RouteName, ScreenLoader>>;

/**
 * The screen of each route: a screen written by hand (the app's own or a domain's) wins over the
 * generic one drawn from a definition; two hand-written screens for one route are a mistake and
 * throw when the app loads, rather than one silently hiding the other.
 */
export function composeScreens(
  handWritten: readonly Readonly<Record<string, ScreenTable>>[],
  generic: ScreenTable,
): ScreenTable {
  const owners = new Map<string, string>();
  const screens: ScreenTable = { ...generic };
  for (const tables of handWritten) {
    for (const [owner, table] of Object.entries(tables)) {
      for (const [route, loader] of Object.entries(table) as [RouteName, ScreenLoader][]) {
        const earlier = owners.get(route);
        if (earlier) {
          throw new Error(`The route "${route}" has two screens: ${earlier}'s and ${owner}'s.`);
        }
        owners.set(route, owner);
        screens[route] = loader;
      }
    }
  }
  return screens;
}
