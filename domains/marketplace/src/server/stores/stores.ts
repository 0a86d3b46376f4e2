import {
  DomainError,
  type RecordViewHook,
  type ResourceHooks,
  rowsOf,
  undoRecordFieldsOnly,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { isStoreSlug, STORE_SLUG_MESSAGE } from '../../resources/stores/parts';
import { STORE_COMPUTED } from './computed';

/**
 * Stores: the slug's form on create and that it never changes, the reason kept by reject and
 * suspend and cleared by approve, reinstate and resubmit, and the store-level permissions of the
 * stores' members (`grants`), by slug.
 */
export const storesHooks: ResourceHooks = {
  async beforeCreate(ctx) {
    const slug = String(ctx.values.slug ?? '');
    if (!isStoreSlug(slug)) throw DomainError.field('slug', STORE_SLUG_MESSAGE);
    ctx.values.status = 'pending_review';
    ctx.values.status_reason = null;
  },
  async beforeUpdate(ctx) {
    if (ctx.values.slug !== undefined && ctx.values.slug !== ctx.before?.slug) {
      throw DomainError.field('slug', 'The slug of a store cannot change once it is created.');
    }
  },
  actions: {
    approve: async () => ({ values: { status_reason: null } }),
    reject: async (ctx) => ({ values: { status_reason: ctx.input.reason } }),
    suspend: async (ctx) => ({ values: { status_reason: ctx.input.reason } }),
    reinstate: async () => ({ values: { status_reason: null } }),
    resubmit: async () => ({ values: { status_reason: null } }),
  },
  // Their hooks write only the store's reason: the undo puts it back with the state.
  undo: {
    approve: undoRecordFieldsOnly,
    reject: undoRecordFieldsOnly,
    suspend: undoRecordFieldsOnly,
  },
  computed: STORE_COMPUTED,
  views: { catalogue: (context) => catalogueView(context) },
  grants: (db, { userId, brandId }) => storeGrants(db, userId, brandId),
};

/** The store-level permissions a user holds, by store slug, in a brand. */
export async function storeGrants(
  db: Parameters<NonNullable<ResourceHooks['grants']>>[0],
  userId: number,
  brandId: number,
): Promise<Record<string, string[]>> {
  const rows = await rowsOf<{ slug: string; permission: string }>(
    db,
    sql`select s.slug, p.permission
        from evd_store_members m
        join evd_stores s on s.id = m.store_id
        join evd_store_member_permissions p on p.member_id = m.id
        where m.user_id = ${userId} and m.brand_id = ${brandId}
        order by s.slug, p.position`,
  );
  const held: Record<string, string[]> = {};
  for (const row of rows) held[row.slug] = [...(held[row.slug] ?? []), row.permission];
  return held;
}

/**
 * `GET /api/evd-stores/{slug}/catalogue`: what the store's product forms pick from, in one call:
 * the active categories with their active subcategories, the attributes and their values. A
 * view of the store, so the store's members reach it by their grants, without the catalogue's
 * own permissions.
 */
export const catalogueView: RecordViewHook = async ({ db, brandId }) => {
  const [categories, subcategories, attributes, values] = await Promise.all([
    rowsOf<{ id: number; name: string }>(
      db,
      sql`select id, name from evd_categories where brand_id = ${brandId} and active order by name`,
    ),
    rowsOf<{ id: number; category_id: number; name: string }>(
      db,
      sql`select id, category_id, name from evd_subcategories
          where brand_id = ${brandId} and active order by name`,
    ),
    rowsOf<{ id: number; name: string }>(
      db,
      sql`select id, name from evd_attributes where brand_id = ${brandId} order by name`,
    ),
    rowsOf<{ id: number; attribute_id: number; value: string }>(
      db,
      sql`select id, attribute_id, value from evd_attribute_values
          where brand_id = ${brandId} order by attribute_id, value`,
    ),
  ]);
  return { data: { categories, subcategories, attributes, values } };
};
