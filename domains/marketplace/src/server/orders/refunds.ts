/**
 * Refunds: a request is never above what is left to refund on its part (the part's total less
 * its approved refunds), checked when requested and again when approved, each time with the
 * part's row locked, so two approvals at once take turns and the second sees the first.
 */
import { formatMoney } from '@backoffice/contract';
import {
  type ActionContext,
  type ActionHook,
  DomainError,
  type Executor,
  rowsOf,
  type SaveContext,
  type UndoHook,
  undoRecordFieldsOnly,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { refundLimitMessage } from '../../resources/orders/refunds';
import { nextNumber } from './numbering';

export const REFUND_REFUSALS = {
  cancelledPart: 'A cancelled part has nothing to refund.',
} as const;

interface PartFigures {
  store_id: number;
  customer_id: number;
  status: string;
  total: number;
  approved: number;
}

/** The part, locked, with its total and the refunds of it already approved. */
async function lockPart(
  db: Executor,
  brandId: number,
  partId: number,
): Promise<PartFigures | null> {
  const [part] = await rowsOf<PartFigures>(
    db,
    sql`select id, store_id, customer_id, status, total from evd_store_orders
        where id = ${partId} and brand_id = ${brandId} for update`,
  );
  if (!part) return null;
  const [approved] = await rowsOf<{ sum: number | string }>(
    db,
    sql`select coalesce(sum(amount), 0) as sum from evd_refunds
        where store_order_id = ${partId} and status = 'approved'`,
  );
  return { ...part, total: Number(part.total), approved: Number(approved?.sum) };
}

function checkAmount(part: PartFigures, amount: number): void {
  const left = part.total - part.approved;
  if (amount > left)
    throw DomainError.field('amount', refundLimitMessage(formatMoney(Math.max(0, left))));
}

export async function requestRefund(ctx: SaveContext): Promise<void> {
  const part = await lockPart(ctx.db, ctx.brandId, Number(ctx.values.store_order_id));
  if (!part) throw DomainError.field('store_order_id', 'The selected store order is invalid.');
  if (part.status === 'cancelled')
    throw DomainError.field('store_order_id', REFUND_REFUSALS.cancelledPart);
  checkAmount(part, Number(ctx.values.amount));
  ctx.values.store_id = Number(part.store_id);
  ctx.values.customer_id = Number(part.customer_id);
  ctx.values.requested_on = ctx.today;
  ctx.values.status = 'requested';
  ctx.values.number = await nextNumber(ctx.db, ctx.brandId, 'refund');
}

const approve: ActionHook = async (ctx: ActionContext) => {
  const part = await lockPart(ctx.db, ctx.brandId, Number(ctx.record.store_order_id));
  if (!part) throw DomainError.conflict('The order of this refund is gone.');
  if (part.status === 'cancelled') throw DomainError.conflict(REFUND_REFUSALS.cancelledPart);
  checkAmount(part, Number(ctx.record.amount));
  return { values: { decided_on: ctx.today, decided_by: ctx.userId } };
};

const deny: ActionHook = async (ctx) => ({
  values: {
    decided_on: ctx.today,
    decided_by: ctx.userId,
    decision_reason: String(ctx.input.reason),
  },
});

export const REFUND_ACTION_HOOKS: Record<string, ActionHook> = { approve, deny };

/** A denial writes only the refund's decision fields: the undo puts them back. */
export const REFUND_UNDO_HOOKS: Record<string, UndoHook> = { deny: undoRecordFieldsOnly };
