import {
  type ActionContext,
  type ActionOutcome,
  DomainError,
  type ResourceHooks,
  rowsOf,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

/** The decision's who and when, and the product moved with it (locked first). */
async function decide(
  ctx: ActionContext,
  productStatus: 'approved' | 'rejected',
  reason: string | null,
): Promise<ActionOutcome> {
  const [product] = await rowsOf<{ status: string }>(
    ctx.db,
    sql`select status from evd_products where id = ${Number(ctx.record.product_id)} for update`,
  );
  if (product?.status !== 'pending_approval') {
    throw DomainError.conflict('This product is no longer waiting for approval.');
  }
  await ctx.db.execute(
    sql`update evd_products
        set status = ${productStatus}, status_reason = ${reason},
            version = version + 1, updated_at = now()
        where id = ${Number(ctx.record.product_id)}`,
  );
  const [user] = await rowsOf<{ name: string }>(
    ctx.db,
    sql`select first_name || ' ' || last_name as name from users where id = ${ctx.userId}`,
  );
  return {
    values: { reason, decided_by: user?.name ?? null, decided_at: new Date().toISOString() },
  };
}

/**
 * The approvals queue: approving puts the product live (`approved`, its reason cleared);
 * rejecting sets it `rejected` with the reason the seller reads on the product's page.
 */
export const approvalsHooks: ResourceHooks = {
  actions: {
    approve: (ctx) => decide(ctx, 'approved', null),
    reject: (ctx) => decide(ctx, 'rejected', String(ctx.input.reason)),
  },
};
