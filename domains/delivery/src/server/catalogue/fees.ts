/**
 * The fees' rules: one delivery fee per zone and speed, and grocery fee tiers that never
 * overlap (a tier covers from its `min_subtotal` up to, not including, its `max_subtotal`).
 */
import { formatMoney } from '@backoffice/contract';
import {
  DomainError,
  type Executor,
  type ResourceHooks,
  rowsOf,
  type SaveContext,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { numberOrNull, savedValues } from './saved';

/** Another record than the one saved. */
const others = (ctx: SaveContext) => sql`id <> ${ctx.recordId ?? 0}`;

async function oneFeePerZoneAndSpeed(ctx: SaveContext): Promise<void> {
  const fee = savedValues(ctx);
  const taken = await rowsOf(
    ctx.db,
    sql`select 1 from jfd_delivery_fees
         where brand_id = ${ctx.brandId} and zone_id = ${fee.zone_id}
           and shipping_speed_id = ${fee.shipping_speed_id} and ${others(ctx)}`,
  );
  if (taken.length > 0) {
    throw DomainError.field(
      'shipping_speed_id',
      'The zone has a fee for this shipping speed already; change that one.',
    );
  }
}

/** A tier's upper bound as words: `$50.00`, or `no upper bound`. */
const upTo = (max: number | null) =>
  max === null ? 'with no upper bound' : `to ${formatMoney(max)}`;

/** The tiers of the brand other than the one saved, locked so two saves take turns. */
function otherTiers(db: Executor, ctx: SaveContext) {
  return rowsOf<{ min_subtotal: number; max_subtotal: number | null }>(
    db,
    sql`select min_subtotal, max_subtotal from jfd_grocery_delivery_fees
         where brand_id = ${ctx.brandId} and ${others(ctx)} order by min_subtotal for update`,
  );
}

async function tiersNeverOverlap(ctx: SaveContext): Promise<void> {
  const tier = savedValues(ctx);
  const min = Number(tier.min_subtotal);
  const max = numberOrNull(tier.max_subtotal);
  if (max !== null && max <= min) {
    throw DomainError.field(
      'max_subtotal',
      'The max subtotal field must be greater than min subtotal.',
    );
  }
  for (const other of await otherTiers(ctx.db, ctx)) {
    const otherMin = Number(other.min_subtotal);
    const otherMax = numberOrNull(other.max_subtotal);
    const overlaps = (max === null || otherMin < max) && (otherMax === null || min < otherMax);
    if (overlaps) {
      throw DomainError.field(
        'min_subtotal',
        `This tier overlaps the tier from ${formatMoney(otherMin)} ${upTo(otherMax)}.`,
      );
    }
  }
}

export const deliveryFeeHooks: ResourceHooks = {
  beforeCreate: oneFeePerZoneAndSpeed,
  beforeUpdate: oneFeePerZoneAndSpeed,
};

export const groceryFeeHooks: ResourceHooks = {
  beforeCreate: tiersNeverOverlap,
  beforeUpdate: tiersNeverOverlap,
};

/** The database's own guard of one fee per zone and speed. */
export const FEE_TABLES = [
  `create unique index if not exists jfd_delivery_fees_zone_speed_unique
     on jfd_delivery_fees (brand_id, zone_id, shipping_speed_id)`,
];
