/** Who works in a brand: the users a domain notifies or assigns. */
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from './executor';

/**
 * The ids of the users of a brand holding a role (its name, as the spec spells it: `Dispatcher`,
 * `Shopping Concierge`; case ignored), in id order.
 */
export async function usersWithRole(
  db: Executor,
  brandId: number,
  role: string,
): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select distinct u.user_id as id
        from user_roles u
        join roles r on r.id = u.role_id
        join brand_user b on b.user_id = u.user_id and b.brand_id = ${brandId}
        where lower(r.name) = lower(${role})
        order by u.user_id`,
  );
  return rows.map((row) => Number(row.id));
}
