import { MESSAGES } from '@backoffice/contract';
import { pathFor } from './href';
import { matchRoute, type RouteMatch, type RouteParams } from './match';
import { hasStorePermission, type PermissionList, type StorePermissionMap } from './permissions';
import type { BrandId, RouteMeta } from './route';

/** What the guard needs to know of the saved user. */
export interface GuardUser {
  readonly permissions?: PermissionList;
}

export interface NavigationTarget {
  /** The path asked for, with query and hash; kept as the intended path through login. */
  readonly path: string;
  /** The route it leads to, or null when no route of the table matches. */
  readonly route: {
    readonly name: string;
    readonly meta: RouteMeta;
    readonly brand?: BrandId;
  } | null;
  readonly params?: RouteParams;
}

export interface GuardInput {
  readonly to: NavigationTarget;
  /** The saved user, reloaded before each navigation; null when signed out. */
  readonly user: GuardUser | null;
  readonly formChanged: boolean;
  /** The user's active brand id; null or undefined when no brand is chosen yet. */
  readonly activeBrand: number | null | undefined;
  /** Store-level permissions per store slug; they count on routes with a `:storeSlug`. */
  readonly storePermissions?: StorePermissionMap | null;
}

/** Where a navigation ends once any unsaved-changes question is answered. */
export type GuardOutcome =
  | { readonly kind: 'proceed' }
  | { readonly kind: 'redirect-login'; readonly path: string; readonly intendedPath: string }
  | { readonly kind: 'redirect-forbidden'; readonly path: string }
  | { readonly kind: 'redirect-home'; readonly path: string }
  | { readonly kind: 'not-found'; readonly path: string };

/**
 * The guard's answer. `confirm-unsaved` asks the user first: on cancel the navigation stops,
 * on confirm `onConfirm` applies.
 */
export type GuardDecision =
  | GuardOutcome
  | {
      readonly kind: 'confirm-unsaved';
      readonly message: string;
      readonly onConfirm: GuardOutcome;
    };

/** The navigation target for a path, matched against the route table (the spec's by default). */
export function navigationTarget(
  path: string,
  match: (pathname: string) => RouteMatch | null = matchRoute,
): NavigationTarget {
  const found = match(path);
  return found ? { path, route: found.route, params: found.params } : { path, route: null };
}

/** Section 4's checks after the unsaved-changes question, in the spec's order. */
function outcome(input: GuardInput): GuardOutcome {
  const { to, user } = input;
  if (!to.route) return { kind: 'not-found', path: pathFor('app.not-found') };
  const { permission, authOnly } = to.route.meta;
  if (!user) {
    // A permission can only be held by someone signed in, so it implies sign-in.
    if (authOnly || permission !== undefined) {
      return { kind: 'redirect-login', path: pathFor('auth.login'), intendedPath: to.path };
    }
    return { kind: 'proceed' };
  }
  const storeSlug = to.params?.storeSlug;
  if (!hasStorePermission(user.permissions, permission, input.storePermissions, storeSlug)) {
    return { kind: 'redirect-forbidden', path: pathFor('app.forbidden') };
  }
  if (input.activeBrand == null && to.route.name !== 'app.home') {
    return { kind: 'redirect-home', path: pathFor('app.home') };
  }
  // Another brand's area, opened by its address: the permission may be held in that brand, but
  // nothing of it is shown in this one (the server refuses its records here too).
  if (
    to.route.brand !== undefined &&
    input.activeBrand != null &&
    to.route.brand !== input.activeBrand
  ) {
    return { kind: 'redirect-forbidden', path: pathFor('app.forbidden') };
  }
  return { kind: 'proceed' };
}

/**
 * The navigation guard's decision (spec section 4) as a pure function; reloading the saved user,
 * scrolling to top and logging errors stay with the caller. An unknown path goes to the 404
 * page before anything else, as the catch-all redirect does. Then: unsaved changes ask for
 * confirmation unless the target's name contains `app.`; a route needing sign-in without a user
 * goes to login keeping the intended path; a missing permission goes to the forbidden page; a
 * signed-in user with no active brand goes home unless already going there; a route of another
 * brand's area than the active one goes to the forbidden page.
 */
export function guardNavigation(input: GuardInput): GuardDecision {
  const result = outcome(input);
  if (result.kind === 'not-found') return result;
  if (input.formChanged && !input.to.route?.name.includes('app.')) {
    return { kind: 'confirm-unsaved', message: MESSAGES.unsavedChanges, onConfirm: result };
  }
  return result;
}
