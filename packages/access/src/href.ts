import { getRoute, type RouteName } from './routes';

export type RouteParamValues = Readonly<Record<string, string | number>>;

/**
 * The concrete path of a named route, its `:param` segments filled from `params` and
 * URI-encoded. Throws when a parameter is missing, so a broken link fails where it is built.
 */
export function pathFor(name: RouteName, params: RouteParamValues = {}): string {
  const { path } = getRoute(name);
  return path.replace(/:([A-Za-z]\w*)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      throw new Error(`Route "${name}" needs the parameter "${key}".`);
    }
    return encodeURIComponent(String(value));
  });
}
