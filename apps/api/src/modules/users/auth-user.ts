/** The signed-in user as the server holds it, and its public shape (the spec's User). */

import { hasPermission } from '@backoffice/access';
import { APP_VERSION, businessToday, type User } from '@backoffice/contract';

export interface AuthUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  permissions: string[];
  brands: number[];
  activeBrandId: number | null;
  photoFileId: string | null;
  /** The active brand's time zone (`BUSINESS_TIME_ZONE` without one): the calendar of its day. */
  timeZone: string;
}

export function initialsOf(firstName: string, lastName: string): string {
  const letters = [firstName, lastName].map((name) => [...name.trim()][0] ?? '').join('');
  return letters.toUpperCase();
}

export function photoUrl(fileId: string | null): string | null {
  return fileId ? `/api/files/${fileId}` : null;
}

/** The user as the session answers it, with their store-level permissions (if any). */
export function toUserView(user: AuthUser, storePermissions: Record<string, string[]> = {}): User {
  return {
    id: user.id,
    first_name: user.firstName,
    initials: initialsOf(user.firstName, user.lastName),
    profile_photo: photoUrl(user.photoFileId),
    role: user.roles.join(','),
    active_brand_id: user.activeBrandId,
    brands: user.brands,
    permissions: user.permissions,
    app_version: APP_VERSION,
    store_permissions: storePermissions,
    time_zone: user.timeZone,
  };
}

export function can(user: AuthUser, permission: string): boolean {
  return hasPermission(user.permissions, permission);
}

/** The user's active brand, if it is still one of theirs. */
export function activeBrandOf(user: AuthUser): number | null {
  const id = user.activeBrandId;
  return id !== null && user.brands.includes(id) ? id : null;
}

/** The user's business today, `YYYY-MM-DD`: today in their active brand's time zone. */
export function todayOf(user: AuthUser): string {
  return businessToday(new Date(), user.timeZone);
}
