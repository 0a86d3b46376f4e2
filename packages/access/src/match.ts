import type { RouteEntry } from './route';
import { ROUTES, type RouteName } from './routes';

/** Values of a matched route's `:param` segments, URI-decoded. */
export type RouteParams = Readonly<Record<string, string>>;

export interface RouteMatch {
  readonly route: RouteEntry<RouteName>;
  readonly params: RouteParams;
}

interface CompiledRoute {
  readonly route: RouteEntry<RouteName>;
  /** Lower-cased static segment, or null for a `:param` segment. */
  readonly segments: readonly (string | null)[];
  readonly paramNames: readonly string[];
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function compile(route: RouteEntry<RouteName>): CompiledRoute {
  const parts = splitPath(route.path);
  return {
    route,
    segments: parts.map((part) => (part.startsWith(':') ? null : part.toLowerCase())),
    paramNames: parts.filter((part) => part.startsWith(':')).map((part) => part.slice(1)),
  };
}

/**
 * Static segments outrank parameters, position by position, so `/jf-sales/new` wins over
 * `/jf-sales/:id` whatever the table's order. Lengths break ties so the order is total.
 */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const aStatic = a.segments[i] !== null;
    const bStatic = b.segments[i] !== null;
    if (aStatic !== bStatic) return aStatic ? -1 : 1;
  }
  return a.segments.length - b.segments.length;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The route of the table a pathname leads to, with its parameters; null for an unknown path
 * (the 404 case). Query and hash are ignored, as are repeated and trailing slashes. Static
 * segments compare without regard to case, as react-router does by default.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  return defaultMatcher(pathname);
}

/** A matcher over a table of routes (the spec's table plus an app's own, say). */
export function createRouteMatcher(
  routes: readonly RouteEntry<RouteName>[],
): (pathname: string) => RouteMatch | null {
  const compiled = routes.map(compile).sort(bySpecificity);
  return (pathname) => matchAgainst(compiled, pathname);
}

function matchAgainst(compiled: readonly CompiledRoute[], pathname: string): RouteMatch | null {
  const pathOnly = pathname.split(/[?#]/, 1)[0] ?? '';
  const parts = splitPath(pathOnly);
  for (const candidate of compiled) {
    if (candidate.segments.length !== parts.length) continue;
    const values: string[] = [];
    let matches = true;
    for (let i = 0; i < parts.length && matches; i++) {
      const expected = candidate.segments[i];
      const actual = parts[i]!;
      if (expected === null) {
        const value = decode(actual);
        if (value === null) matches = false;
        else values.push(value);
      } else if (expected !== actual.toLowerCase()) {
        matches = false;
      }
    }
    if (matches) {
      const params = Object.fromEntries(candidate.paramNames.map((name, i) => [name, values[i]!]));
      return { route: candidate.route, params };
    }
  }
  return null;
}

const defaultMatcher = createRouteMatcher(ROUTES);
