import { ANY_SIGNED_IN } from './permissionList';

/** A user's permission strings, as the session returns them. */
export type PermissionList = readonly string[] | null | undefined;

/** Store-level permissions, kept per store slug. */
export type StorePermissionMap = Readonly<Record<string, readonly string[] | undefined>>;

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Tolerates malformed lists (they come from browser storage): anything not a string is ignored. */
function listHas(list: PermissionList, required: string): boolean {
  return (
    Array.isArray(list) && list.some((held) => typeof held === 'string' && sameName(held, required))
  );
}

/**
 * Whether a signed-in user with these permissions satisfies `required`. Names compare without
 * regard to case; `'*'` is open to any signed-in user; no requirement is always satisfied. A
 * `'*'` in the user's own list grants nothing: the wildcard belongs to routes, not to users.
 */
export function hasPermission(permissions: PermissionList, required: string | undefined): boolean {
  if (required === undefined || required === ANY_SIGNED_IN) return true;
  return listHas(permissions, required);
}

/**
 * Like `hasPermission`, but the requirement may also be met by the permissions the user holds
 * for the current store (`storePermissions[storeSlug]`). Without a store slug only the user's
 * own permissions count.
 */
export function hasStorePermission(
  permissions: PermissionList,
  required: string | undefined,
  storePermissions: StorePermissionMap | null | undefined,
  storeSlug: string | null | undefined,
): boolean {
  if (hasPermission(permissions, required)) return true;
  if (required === undefined || !storeSlug || !storePermissions) return false;
  if (!Object.hasOwn(storePermissions, storeSlug)) return false;
  return listHas(storePermissions[storeSlug], required);
}

/** Whether the user holds at least one of `required` (an empty list is always satisfied). */
export function hasAnyPermission(
  permissions: PermissionList,
  required: readonly string[],
): boolean {
  return required.length === 0 || required.some((name) => hasPermission(permissions, name));
}
