/**
 * The hooks of a store part's actions. Each locks the order first (so two parts of one order
 * moving at once take turns), does its own checks and writes (a cancellation gives the stock
 * back and takes the part off the statistics), records the change on the order's timeline and
 * derives the order's status from its parts again, all in the action's transaction.
 */
import {
  type ActionContext,
  type ActionHook,
  DomainError,
  type Executor,
  type Row,
  rowsOf,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { CLOSED_ORDER_STATUSES, orderStatusOf } from '../../resources/orders/states';
import { STORE_ORDER_ACTIONS } from '../../resources/orders/storeOrders';
import { postStats } from './statsLedger';
import { recordEvent } from './timeline';

export const STORE_ORDER_REFUSALS = {
  futureDelivery: 'The delivered on field must be a date before or equal to today.',
  beforePlaced: 'The delivered on field must be a date after or equal to the day it was placed.',
} as const;

interface Done {
  values?: Row;
  note?: string | null;
}

/** The order's status and `open` from its parts' statuses, written on the order. */
export async function deriveOrderStatus(db: Executor, orderId: number): Promise<string> {
  const parts = await rowsOf<{ status: string }>(
    db,
    sql`select status from evd_store_orders where order_id = ${orderId}`,
  );
  const status = orderStatusOf(parts.map((part) => part.status));
  const open = CLOSED_ORDER_STATUSES.includes(status) ? 0 : 1;
  await db.execute(
    sql`update evd_orders set status = ${status}, open = ${open}, updated_at = now(),
               version = version + 1
        where id = ${orderId} and (status is distinct from ${status} or open is distinct from ${open})`,
  );
  return status;
}

function transition(work?: (ctx: ActionContext) => Promise<Done>): ActionHook {
  return async (ctx) => {
    const orderId = Number(ctx.record.order_id);
    await ctx.db.execute(sql`select id from evd_orders where id = ${orderId} for update`);
    const done = (await work?.(ctx)) ?? {};
    const action = STORE_ORDER_ACTIONS[ctx.action as keyof typeof STORE_ORDER_ACTIONS];
    const status = action.to;
    // The part's new state first, so the order's status is derived from it.
    await ctx.db.execute(
      sql`update evd_store_orders set status = ${status} where id = ${ctx.recordId}`,
    );
    await deriveOrderStatus(ctx.db, orderId);
    await recordEvent(ctx.db, {
      orderId,
      storeOrderId: ctx.recordId,
      status,
      action: ctx.action,
      userId: ctx.userId,
      note: done.note ?? null,
    });
    return { values: done.values ?? {} };
  };
}

/** A cancelled part: its stock back, its figures off the statistics. */
async function cancelPart(ctx: ActionContext): Promise<Done> {
  const reason = String(ctx.input.reason);
  for (const line of ctx.recordLines) {
    await ctx.db.execute(
      sql`update evd_product_variants set stock = stock + ${Number(line.quantity)}
          where id = ${Number(line.variant_id)}`,
    );
  }
  const [others] = await rowsOf<{ live: number | string }>(
    ctx.db,
    sql`select count(*) as live from evd_store_orders
        where order_id = ${Number(ctx.record.order_id)} and id <> ${ctx.recordId}
          and status <> 'cancelled'`,
  );
  const storeId = Number(ctx.record.store_id);
  await postStats(ctx.db, ctx.brandId, {
    day: String(ctx.record.placed_on),
    orders: Number(others?.live) === 0 ? -1 : 0,
    stores: [{ storeId, orders: -1, sales: -Number(ctx.record.subtotal) }],
    products: ctx.recordLines.map((line) => ({
      productId: Number(line.product_id),
      storeId,
      quantity: -Number(line.quantity),
      sales: -Number(line.quantity) * Number(line.unit_price),
    })),
  });
  return { values: { cancel_reason: reason }, note: reason };
}

export const STORE_ORDER_ACTION_HOOKS: Record<string, ActionHook> = {
  accept: transition(),
  ship: transition(async (ctx) => {
    const tracking = ctx.input.tracking_number ? String(ctx.input.tracking_number) : null;
    return {
      values: { tracking_number: tracking, shipped_on: ctx.today },
      note: tracking ? `Tracking ${tracking}` : null,
    };
  }),
  deliver: transition(async (ctx) => {
    const day = ctx.input.delivered_on ? String(ctx.input.delivered_on) : ctx.today;
    if (day > ctx.today)
      throw DomainError.field('delivered_on', STORE_ORDER_REFUSALS.futureDelivery);
    if (day < String(ctx.record.placed_on)) {
      throw DomainError.field('delivered_on', STORE_ORDER_REFUSALS.beforePlaced);
    }
    return {
      values: { delivered_on: day },
      note: day === ctx.today ? null : `Delivered on ${day}`,
    };
  }),
  cancel: transition(cancelPart),
};
