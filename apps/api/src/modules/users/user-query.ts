/**
 * Reads a user with role ids and brand ids in one round trip: every signed-in request needs
 * them, so they come with the session row. Role names and permissions come from the
 * `RoleCatalogue` cache.
 */
import { BUSINESS_TIME_ZONE } from '@backoffice/contract';
import type { AuthUser } from './auth-user';
import type { RoleCatalogue } from './role-catalogue';

/** Columns of `users u` plus its role ids, brand ids and active brand's time zone, as SQL text. */
export const USER_COLUMNS = `
  u.id as user_id, u.first_name, u.last_name, u.email, u.active_brand_id, u.photo_file_id,
  array(select ur.role_id from user_roles ur where ur.user_id = u.id order by ur.role_id) as role_ids,
  array(select bu.brand_id from brand_user bu where bu.user_id = u.id order by bu.brand_id) as brands,
  (select b.time_zone from brands b where b.id = u.active_brand_id) as time_zone`;

export interface UserRow {
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  active_brand_id: number | null;
  photo_file_id: string | null;
  role_ids: number[];
  brands: number[];
  /** The active brand's time zone; null without an active brand. */
  time_zone: string | null;
}

export async function toAuthUser(row: UserRow, catalogue: RoleCatalogue): Promise<AuthUser | null> {
  if (row.user_id === null) return null;
  const { roles, permissions } = await catalogue.resolve(row.role_ids.map(Number));
  return {
    id: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    roles,
    permissions,
    brands: row.brands.map(Number),
    activeBrandId: row.active_brand_id,
    photoFileId: row.photo_file_id,
    timeZone: row.time_zone ?? BUSINESS_TIME_ZONE,
  };
}
