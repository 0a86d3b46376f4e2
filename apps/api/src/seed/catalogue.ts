/**
 * Reference data every install needs, brought up to date on each start without touching what
 * staff changed: the nine brands, every permission, the roles (with their default permissions
 * when first created), and the administrator's hold on every permission.
 */
import { PERMISSIONS } from '@backoffice/access';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { permissions, rolePermissions, roles } from '../db/schema';
import { BRAND_STYLES, logoPath } from '../modules/brands/logos';
import { ROLE_NAMES, ROLE_PERMISSIONS } from './roles';

export async function ensureCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Only the columns the catalogue owns: a brand's settings (its time zone) are staff's, and an
    // install from before a setting existed still takes its brands.
    const rows = BRAND_STYLES.map((b) => sql`(${b.id}, ${b.name}, ${logoPath(b.id)})`);
    await tx.execute(sql`insert into brands (id, name, logo) values ${sql.join(rows, sql`, `)}
      on conflict do nothing`);
    await tx
      .insert(permissions)
      .values(PERMISSIONS.map((name) => ({ name })))
      .onConflictDoNothing();
    const created = await tx
      .insert(roles)
      .values(ROLE_NAMES.map((name) => ({ name })))
      .onConflictDoNothing()
      .returning({ id: roles.id, name: roles.name });
    const permissionIds = new Map(
      (await tx.select().from(permissions)).map((p) => [p.name, p.id] as const),
    );
    const grants = created.flatMap((role) =>
      (ROLE_PERMISSIONS[role.name as keyof typeof ROLE_PERMISSIONS] ?? []).map((name) => ({
        roleId: role.id,
        permissionId: permissionIds.get(name) as number,
      })),
    );
    if (grants.length) await tx.insert(rolePermissions).values(grants).onConflictDoNothing();
    // The administrator holds every permission, including ones added in later versions.
    await tx.execute(sql`insert into role_permissions (role_id, permission_id)
      select r.id, p.id from roles r cross join permissions p where r.name = 'Administrator'
      on conflict do nothing`);
  });
}
