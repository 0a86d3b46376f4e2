/**
 * A new order, inside its transaction (`POST /api/jfd-orders`): what its kind needs (a
 * delivery's zone and speed, a pickup's location), its lines priced from the catalogue as it is
 * now, its fees, its coupon's use taken, a pickup code, and last its number. Once written, its
 * first timeline row and the dispatchers' alert.
 */

import { randomInt } from 'node:crypto';
import { attributeName, resourceAttributes, ruleMessage } from '@backoffice/contract';
import { DomainError, type Row, type SaveContext, type SavedContext } from '@backoffice/server-kit';
import { ordersResource } from '../../resources/orders/orders';
import { activePrices, customerAddress, deliveryFee, groceryFee, pickupFee } from './catalogue';
import { claimCoupon, couponFor } from './coupons';
import { announcePlaced } from './events';
import { nextOrderNumber } from './numbering';
import { type OrderFees, type PricedLine, priceOrder, subtotalOf } from './pricing';
import { recordTimeline } from './timeline';

type Errors = Record<string, string[]>;

export const NO_DELIVERY_AT_SPEED = 'This zone has no delivery at this shipping speed.';
export const PAST_SLOT = 'The slot date field must be a date after or equal to today.';

/** The order form's labels, for its messages: 'Line 1: the selected product is invalid.' */
const ORDER_LABELS = resourceAttributes(ordersResource);

const requiredFor = (key: string, kind: string) =>
  `The ${attributeName(key, ORDER_LABELS)} field is required when kind is ${kind}.`;

/** Each line's product and add-on prices as they are now; inactive ones are refused. */
async function priceLines(ctx: SaveContext, lines: Row[], errors: Errors): Promise<void> {
  const products = await activePrices(
    ctx.db,
    'jfd_products',
    ctx.brandId,
    lines.map((line) => Number(line.product_id)),
  );
  const addons = await activePrices(
    ctx.db,
    'jfd_addons',
    ctx.brandId,
    lines.flatMap((line) => (line.addon_ids as number[] | null) ?? []),
  );
  lines.forEach((line, i) => {
    const price = products.get(Number(line.product_id));
    if (price === undefined) {
      errors[`lines.${i}.product_id`] = [
        ruleMessage('in', `lines.${i}.product_id`, {}, ORDER_LABELS),
      ];
    }
    let addonsPrice = 0;
    ((line.addon_ids as number[] | null) ?? []).forEach((addonId, j) => {
      const addon = addons.get(Number(addonId));
      const key = `lines.${i}.addon_ids.${j}`;
      if (addon === undefined) errors[key] = [ruleMessage('in', key, {}, ORDER_LABELS)];
      else addonsPrice += addon;
    });
    line.unit_price = price ?? 0;
    line.addons_price = addonsPrice;
    line.pick_status = 'pending';
    line.substitute_product_id = null;
    line.substitute_price = null;
  });
}

/** The fees of the order's kind; sets what the other kind would use to null. */
async function feesOf(ctx: SaveContext, subtotal: number, errors: Errors): Promise<OrderFees> {
  const values = ctx.values;
  const none = { delivery_fee: 0, grocery_fee: 0, pickup_fee: 0 };
  if (values.kind === 'pickup') {
    values.zone_id = null;
    values.shipping_speed_id = null;
    values.address = null;
    if (values.pickup_location_id === null) {
      errors.pickup_location_id = [requiredFor('pickup_location_id', 'pickup')];
      return none;
    }
    const fee = await pickupFee(ctx.db, ctx.brandId, Number(values.pickup_location_id));
    if (fee === null) {
      errors.pickup_location_id = [ruleMessage('in', 'pickup_location_id', {}, ORDER_LABELS)];
    }
    return { ...none, pickup_fee: fee ?? 0 };
  }
  values.pickup_location_id = null;
  for (const key of ['zone_id', 'shipping_speed_id']) {
    if (values[key] === null) errors[key] = [requiredFor(key, 'delivery')];
  }
  if (errors.zone_id || errors.shipping_speed_id) return none;
  const fee = await deliveryFee(
    ctx.db,
    ctx.brandId,
    Number(values.zone_id),
    Number(values.shipping_speed_id),
  );
  if (fee === null) errors.shipping_speed_id = [NO_DELIVERY_AT_SPEED];
  values.address ??= await customerAddress(ctx.db, Number(values.customer_id));
  return {
    ...none,
    delivery_fee: fee ?? 0,
    grocery_fee: await groceryFee(ctx.db, ctx.brandId, subtotal),
  };
}

export async function placeOrder(ctx: SaveContext): Promise<void> {
  const values = ctx.values;
  const lines = ctx.lines ?? [];
  const errors: Errors = {};
  values.slot_date ??= ctx.today;
  if (String(values.slot_date) < ctx.today) errors.slot_date = [PAST_SLOT];
  await priceLines(ctx, lines, errors);
  const subtotal = subtotalOf(lines as unknown as PricedLine[]);
  const fees = await feesOf(ctx, subtotal, errors);
  if (Object.keys(errors).length) throw DomainError.invalid(errors);
  const code = typeof values.coupon_code === 'string' ? values.coupon_code.toUpperCase() : null;
  const coupon = code ? await couponFor(ctx.db, ctx.brandId, code, ctx.today, subtotal) : null;
  if (coupon) await claimCoupon(ctx.db, coupon.id);
  values.coupon_code = code;
  values.coupon_id = coupon?.id ?? null;
  Object.assign(values, priceOrder(lines as unknown as PricedLine[], coupon, fees));
  values.status = 'placed';
  values.driver_id = null;
  values.driver_user_id = null;
  values.pickup_code =
    values.kind === 'pickup' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
  // Last, after every check: a refused order takes no number.
  values.number = await nextOrderNumber(ctx.db, ctx.brandId);
}

/** The new order's first timeline row and the dispatchers' alert. */
export async function orderPlaced(ctx: SavedContext): Promise<void> {
  if (ctx.mode !== 'create') return;
  await recordTimeline(ctx.db, {
    orderId: ctx.recordId,
    status: 'placed',
    action: 'place',
    userId: ctx.userId,
  });
  await announcePlaced(ctx, { ...ctx.values, id: ctx.recordId });
}
