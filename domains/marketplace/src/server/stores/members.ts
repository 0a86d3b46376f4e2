import { DomainError, type ResourceHooks, rowsOf, type SaveContext } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

/**
 * A store member is a staff user of the brand, once per store, holding each store-level
 * permission once; the server copies the user's name.
 */
async function checkMember(ctx: SaveContext): Promise<void> {
  const userId = Number(ctx.values.user_id ?? ctx.before?.user_id);
  const storeId = Number(ctx.values.store_id ?? ctx.before?.store_id);
  const [user] = await rowsOf<{ name: string }>(
    ctx.db,
    sql`select trim(u.first_name || ' ' || coalesce(u.last_name, '')) as name
        from users u join brand_user b on b.user_id = u.id and b.brand_id = ${ctx.brandId}
        where u.id = ${userId}`,
  );
  if (!user) throw DomainError.field('user_id', 'The selected user is not staff of this brand.');
  ctx.values.user_name = user.name;
  const [taken] = await rowsOf<{ id: number }>(
    ctx.db,
    sql`select id from evd_store_members
        where store_id = ${storeId} and user_id = ${userId} and id <> ${ctx.recordId ?? 0}`,
  );
  if (taken) throw DomainError.field('user_id', 'This user is already a member of this store.');
  const seen = new Set<string>();
  (ctx.lines ?? []).forEach((line, index) => {
    const permission = String(line.permission);
    if (seen.has(permission)) {
      throw DomainError.field(
        `lines.${index}.permission`,
        'This permission is given to the member already.',
      );
    }
    seen.add(permission);
  });
}

export const membersHooks: ResourceHooks = {
  beforeCreate: checkMember,
  beforeUpdate: checkMember,
};
