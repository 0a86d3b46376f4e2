import {
  type ActionContext,
  DomainError,
  type Executor,
  type ResourceHooks,
  type Row,
  rowsOf,
  type SaveContext,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { PRODUCT_CONTENT_FIELDS } from '../../resources/stores/products';
import { PRODUCT_COMPUTED } from './computed';

/** The value of a field as compared for a change: null for empty, text otherwise. */
const same = (a: unknown, b: unknown) =>
  (a ?? null) === null ? (b ?? null) === null : String(a) === String(b ?? '');

/**
 * The product's catalogue picks agree: its subcategory is of its category, each attribute line's
 * value is of its attribute, and an attribute is given once.
 */
async function checkCatalogue(ctx: SaveContext): Promise<void> {
  const categoryId = ctx.values.category_id ?? ctx.before?.category_id ?? null;
  const subcategoryId = ctx.values.subcategory_id ?? ctx.before?.subcategory_id ?? null;
  if (subcategoryId !== null) {
    const [sub] = await rowsOf<{ category_id: number }>(
      ctx.db,
      sql`select category_id from evd_subcategories where id = ${Number(subcategoryId)}`,
    );
    if (!sub || categoryId === null || Number(sub.category_id) !== Number(categoryId)) {
      throw DomainError.field('subcategory_id', 'The subcategory is not of the chosen category.');
    }
  }
  const lines = ctx.lines ?? [];
  if (lines.length === 0) return;
  const values = await rowsOf<{ id: number; attribute_id: number }>(
    ctx.db,
    sql`select id, attribute_id from evd_attribute_values
        where id in (${sql.join(
          lines.map((line) => sql`${Number(line.attribute_value_id)}`),
          sql`, `,
        )})`,
  );
  const attributeOf = new Map(values.map((row) => [Number(row.id), Number(row.attribute_id)]));
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    const attribute = Number(line.attribute_id);
    if (attributeOf.get(Number(line.attribute_value_id)) !== attribute) {
      throw DomainError.field(
        `lines.${index}.attribute_value_id`,
        'The value is not one of the attribute’s values.',
      );
    }
    if (seen.has(attribute)) {
      throw DomainError.field(`lines.${index}.attribute_id`, 'Each attribute is given once.');
    }
    seen.add(attribute);
  });
}

/** Whether a save changes what the shop shows of the product: its content or its attributes. */
async function contentChanged(ctx: SaveContext): Promise<boolean> {
  const before = ctx.before ?? {};
  for (const field of PRODUCT_CONTENT_FIELDS) {
    if (field in ctx.values && !same(ctx.values[field], before[field])) return true;
  }
  if (ctx.lines === undefined) return false;
  const stored = await rowsOf<{ attribute_id: number; attribute_value_id: number }>(
    ctx.db,
    sql`select attribute_id, attribute_value_id from evd_product_attributes
        where product_id = ${ctx.recordId} order by position`,
  );
  const key = (rows: Row[]) =>
    rows.map((row) => `${row.attribute_id}:${row.attribute_value_id}`).join(',');
  return key(stored) !== key(ctx.lines);
}

/** Queues the product for approval: `new` until it has been live once, `change` after. */
export async function queueForApproval(
  db: Executor,
  brandId: number,
  productId: number,
): Promise<void> {
  await db.execute(
    sql`insert into evd_product_approvals
          (brand_id, product_id, product_name, store_id, store_slug, kind, status)
        select p.brand_id, p.id, p.name, p.store_id,
               (select s.slug from evd_stores s where s.id = p.store_id),
               case when exists (select 1 from evd_product_approvals a
                                 where a.product_id = p.id and a.status = 'approved')
                    then 'change' else 'new' end,
               'pending'
        from evd_products p where p.id = ${productId} and p.brand_id = ${brandId}`,
  );
}

/**
 * Products: created as drafts; a change of an approved product's content sends it back to the
 * queue (a `change`), off the marketplace until approved; `submit` queues a draft or a rejected
 * one. A product that has been live (or waits in the queue) is never deleted.
 */
export const productsHooks: ResourceHooks = {
  async beforeCreate(ctx) {
    await checkCatalogue(ctx);
    ctx.values.status = 'draft';
    ctx.values.status_reason = null;
  },
  async beforeUpdate(ctx) {
    await checkCatalogue(ctx);
    if (ctx.before?.status === 'approved' && (await contentChanged(ctx))) {
      ctx.values.status = 'pending_approval';
      ctx.values.status_reason = null;
    }
  },
  async afterSave(ctx) {
    if (
      ctx.mode === 'update' &&
      ctx.before?.status === 'approved' &&
      ctx.values.status === 'pending_approval'
    ) {
      await queueForApproval(ctx.db, ctx.brandId, ctx.recordId);
    }
  },
  async beforeDelete(ctx) {
    const [history] = await rowsOf<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from evd_product_approvals
          where product_id = ${ctx.recordId} and status in ('pending', 'approved')`,
    );
    if (ctx.before.status === 'approved' || ctx.before.status === 'pending_approval') {
      throw DomainError.conflict(
        'Only draft or rejected products can be deleted; an approved product is changed instead.',
      );
    }
    if (Number(history?.n) > 0) {
      throw DomainError.conflict('A product that has been live cannot be deleted.');
    }
    await ctx.db.execute(sql`delete from evd_product_approvals where product_id = ${ctx.recordId}`);
    await ctx.db.execute(sql`delete from evd_product_variants where product_id = ${ctx.recordId}`);
  },
  actions: {
    submit: async (ctx: ActionContext) => {
      await queueForApproval(ctx.db, ctx.brandId, ctx.recordId);
      return { values: { status_reason: null } };
    },
  },
  computed: PRODUCT_COMPUTED,
};
