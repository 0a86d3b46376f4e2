/**
 * The hooks of an order's actions. Each does its own checks and writes (a pick, an assignment,
 * a proof), then, in the same transaction, the timeline row of the change (who, when, its note)
 * and the alerts sent after the commit. A refused action writes and sends nothing.
 */
import { type ActionContext, type ActionHook, DomainError, type Row } from '@backoffice/server-kit';
import { ORDER_ACTIONS } from '../../resources/orders/actions';
import { FINAL_ORDER_STATUSES, type OrderStatus } from '../../resources/orders/states';
import { releaseCoupon } from './coupons';
import { checkAssignedDriver, driverById } from './drivers';
import { announceChange } from './events';
import { pickLine } from './pick';
import { recordTimeline } from './timeline';

export const ORDER_REFUSALS = {
  pickupHasNoDriver: 'A pickup order is handed over at its location, not delivered by a driver.',
  notPickup: 'Only pickup orders are handed over.',
  noDriver: 'Assign a driver before dispatching this order.',
  unpicked: 'Every line must be picked before the order is ready.',
  unavailableDriver: 'This driver is not available.',
  wrongCode: 'The pickup code does not match this order.',
} as const;

interface Done {
  values?: Row;
  note?: string | null;
}

type Work = (ctx: ActionContext) => Promise<Done>;

/** An action's hook: its work, then the timeline row and the alerts of the change. */
function transition(work?: Work): ActionHook {
  return async (ctx) => {
    const done = (await work?.(ctx)) ?? {};
    const action = ORDER_ACTIONS[ctx.action as keyof typeof ORDER_ACTIONS];
    const before = String(ctx.record.status);
    const status = (action && 'to' in action ? action.to : before) as OrderStatus;
    const values: Row = { ...done.values };
    if (status !== before && FINAL_ORDER_STATUSES.includes(status)) {
      values.closed_at = new Date().toISOString();
    }
    await recordTimeline(ctx.db, {
      orderId: ctx.recordId,
      status,
      action: ctx.action,
      userId: ctx.userId,
      note: done.note ?? null,
    });
    await announceChange(ctx, { ...ctx.record, ...values, id: ctx.recordId, status }, ctx.action);
    return { state: status, values };
  };
}

const reason = (ctx: ActionContext) => String(ctx.input.reason);

async function assignDriver(ctx: ActionContext): Promise<Done> {
  if (ctx.record.kind === 'pickup') throw DomainError.conflict(ORDER_REFUSALS.pickupHasNoDriver);
  const driver = await driverById(ctx.db, Number(ctx.input.driver_id));
  if (!driver?.available) throw DomainError.field('driver_id', ORDER_REFUSALS.unavailableDriver);
  return {
    values: { driver_id: Number(ctx.input.driver_id), driver_user_id: driver.userId },
    // The timeline tells this step from the ready one before it by the driver's name.
    note: `Assigned to ${driver.name}`,
  };
}

async function dispatch(ctx: ActionContext): Promise<Done> {
  if (ctx.record.kind === 'pickup') throw DomainError.conflict(ORDER_REFUSALS.pickupHasNoDriver);
  if (ctx.record.driver_id === null) throw DomainError.conflict(ORDER_REFUSALS.noDriver);
  await checkAssignedDriver(ctx.db, ctx.brandId, ctx.userId, ctx.record);
  return {};
}

export const ORDER_ACTION_HOOKS: Record<string, ActionHook> = {
  confirm: transition(),
  'start-fulfilment': transition(),
  pick: transition(pickLine),
  ready: transition(async (ctx) => {
    if (ctx.recordLines.some((line) => line.pick_status === 'pending')) {
      throw DomainError.conflict(ORDER_REFUSALS.unpicked);
    }
    return {};
  }),
  'assign-driver': transition(assignDriver),
  dispatch: transition(dispatch),
  deliver: transition(async (ctx) => {
    await checkAssignedDriver(ctx.db, ctx.brandId, ctx.userId, ctx.record);
    const proof = String(ctx.input.recipient_name);
    return {
      values: { proof_name: proof, proof_photo: ctx.input.photo },
      note: `Received by ${proof}`,
    };
  }),
  fail: transition(async (ctx) => {
    await checkAssignedDriver(ctx.db, ctx.brandId, ctx.userId, ctx.record);
    return { values: { fail_reason: reason(ctx) }, note: reason(ctx) };
  }),
  'hand-over': transition(async (ctx) => {
    if (ctx.record.kind !== 'pickup') throw DomainError.conflict(ORDER_REFUSALS.notPickup);
    if (String(ctx.input.pickup_code) !== String(ctx.record.pickup_code)) {
      throw DomainError.field('pickup_code', ORDER_REFUSALS.wrongCode);
    }
    return {};
  }),
  cancel: transition(async (ctx) => {
    if (ctx.record.coupon_id !== null) await releaseCoupon(ctx.db, Number(ctx.record.coupon_id));
    return { values: { cancel_reason: reason(ctx) }, note: reason(ctx) };
  }),
};
