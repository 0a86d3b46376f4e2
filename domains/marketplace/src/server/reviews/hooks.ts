/**
 * Reviews' server side: a product review takes its store from its product; a new review is
 * published at once when the brand's app settings say so (else it waits, pending); hiding
 * keeps its reason, publishing clears it; a reply keeps who wrote it and when.
 */
import {
  type ActionHook,
  DomainError,
  type ResourceHooks,
  rowsOf,
  type SaveContext,
  undoRecordFieldsOnly,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { userName } from '../leads/hooks';

/** Whether the brand publishes reviews without moderation (its app settings; no by default). */
async function autoPublish(ctx: SaveContext): Promise<boolean> {
  const rows = await rowsOf<{ on: boolean }>(
    ctx.db,
    sql`select reviews_auto_publish as on from evd_app_settings where brand_id = ${ctx.brandId}`,
  );
  return rows[0]?.on === true;
}

async function newReview(ctx: SaveContext): Promise<void> {
  ctx.values.status = (await autoPublish(ctx)) ? 'published' : 'pending';
}

async function newProductReview(ctx: SaveContext): Promise<void> {
  const products = await rowsOf<{ store_id: number }>(
    ctx.db,
    sql`select store_id from evd_products where id = ${ctx.values.product_id} and brand_id = ${ctx.brandId}`,
  );
  const product = products[0];
  if (!product) throw DomainError.field('product_id', 'The selected product is invalid.');
  ctx.values.store_id = Number(product.store_id);
  await newReview(ctx);
}

const publish: ActionHook = async () => ({ values: { hidden_reason: null } });

const hide: ActionHook = async ({ input }) => ({
  values: { hidden_reason: String(input.reason ?? '') },
});

const reply: ActionHook = async ({ db, userId, input }) => ({
  values: {
    reply: String(input.reply ?? ''),
    replied_by_name: (await userName(db, userId)) ?? '',
    replied_at: new Date().toISOString(),
  },
});

const moderation = { publish, hide, reply };
/** Publish and hide write only the review's hidden reason: the undo puts it back. */
const undoModeration = { publish: undoRecordFieldsOnly, hide: undoRecordFieldsOnly };

export const productReviewsHooks: ResourceHooks = {
  beforeCreate: newProductReview,
  actions: moderation,
  undo: undoModeration,
};

export const serviceReviewsHooks: ResourceHooks = {
  beforeCreate: newReview,
  actions: moderation,
  undo: undoModeration,
};
