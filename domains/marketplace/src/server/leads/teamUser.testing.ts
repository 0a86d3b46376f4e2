/**
 * A user of the marketplace made for a server test: in brand 9, with a role of its own holding
 * only the permissions given, and the demo password. The demo install's Sales Representative
 * is such a user (access_evdati_leads only); a test makes its own so it stands alone.
 */
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

export interface TeamUser {
  id: number;
  email: string;
  name: string;
}

export async function createTeamUser(
  db: Executor,
  options: { first: string; last: string; role: string; permissions: readonly string[] },
): Promise<TeamUser> {
  const email = `${options.first.toLowerCase()}.${options.last.toLowerCase()}@backoffice.test`;
  const [user] = await rowsOf<{ id: number }>(
    db,
    sql`insert into users (first_name, last_name, email, password_hash, email_verified_at)
        select ${options.first}, ${options.last}, ${email}, password_hash, email_verified_at
          from users where email = 'manager@backoffice.test'
        returning id`,
  );
  const id = Number(user!.id);
  const [role] = await rowsOf<{ id: number }>(
    db,
    sql`insert into roles (name) values (${options.role})
        on conflict (name) do update set name = excluded.name returning id`,
  );
  await db.execute(sql`insert into user_roles (user_id, role_id) values (${id}, ${role!.id})`);
  for (const permission of options.permissions) {
    await db.execute(
      sql`insert into permissions (name) values (${permission}) on conflict do nothing`,
    );
    await db.execute(
      sql`insert into role_permissions (role_id, permission_id)
          select ${role!.id}, id from permissions where name = ${permission} on conflict do nothing`,
    );
  }
  await db.execute(sql`insert into brand_user (user_id, brand_id) values (${id}, 9)`);
  return { id, email, name: `${options.first} ${options.last}` };
}

/** A demo account's user id by its email. */
export async function userIdOf(db: Executor, email: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(db, sql`select id from users where email = ${email}`);
  return Number(row!.id);
}
