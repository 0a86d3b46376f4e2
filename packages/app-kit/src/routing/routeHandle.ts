import { useMatches } from 'react-router-dom';

/** What each route of the table carries for layouts and screens. */
export interface RouteHandle {
  name: string;
  title: string;
  /** The brand area, settings or human resources, for screens that name their area. */
  area: string;
}

/** The handle of the deepest matched route; undefined while a redirect is under way. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}
