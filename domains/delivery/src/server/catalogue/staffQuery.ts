import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

/** A user of a brand, as a pick list shows them. */
export interface StaffMember {
  id: number;
  name: string;
}

/** The users who belong to the brand and hold the role, by name. */
export async function staffWithRole(
  db: Executor,
  brandId: number,
  role: string,
): Promise<StaffMember[]> {
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select u.id, u.first_name || ' ' || u.last_name as name
          from users u
          join brand_user bu on bu.user_id = u.id and bu.brand_id = ${brandId}
          join user_roles ur on ur.user_id = u.id
          join roles r on r.id = ur.role_id and r.name = ${role}
         order by u.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}
