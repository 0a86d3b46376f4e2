/**
 * A coupon at checkout: found by its code (any case) in the brand, active, within its days, for
 * an order of at least its minimum, and with a use left. The use is taken with one conditional
 * update in the placement's transaction, so parallel orders never use a coupon more times than
 * its limit: the row stays locked until the order commits, and the next placement re-reads
 * `times_used` before it may take its own. A cancelled order gives its use back.
 */
import { formatMoney } from '@backoffice/contract';
import { DomainError, type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import type { CouponTerms } from './pricing';

export interface Coupon extends CouponTerms {
  id: number;
  min_order: number;
}

export const COUPON_MESSAGES = {
  unknown: 'The coupon code is invalid.',
  expired: 'This coupon is not valid today.',
  usedUp: 'This coupon has been used up.',
  minimum: (cents: number) => `This coupon needs an order of at least ${formatMoney(cents)}.`,
} as const;

/** The coupon of a code, checked against today and the subtotal; refuses on `coupon_code`. */
export async function couponFor(
  db: Executor,
  brandId: number,
  code: string,
  today: string,
  subtotal: number,
): Promise<Coupon> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id, kind, value, min_order, active,
               starts_on::text as starts_on, ends_on::text as ends_on
        from jfd_coupons where brand_id = ${brandId} and upper(code) = upper(${code})`,
  );
  if (!row?.active) throw DomainError.field('coupon_code', COUPON_MESSAGES.unknown);
  if (String(row.starts_on) > today || String(row.ends_on) < today) {
    throw DomainError.field('coupon_code', COUPON_MESSAGES.expired);
  }
  const minOrder = Number(row.min_order ?? 0);
  if (subtotal < minOrder) {
    throw DomainError.field('coupon_code', COUPON_MESSAGES.minimum(minOrder));
  }
  return {
    id: Number(row.id),
    kind: row.kind === 'fixed' ? 'fixed' : 'percent',
    value: Number(row.value),
    min_order: minOrder,
  };
}

/** Takes one use of a coupon, or refuses when none is left (race-safe: one statement). */
export async function claimCoupon(db: Executor, couponId: number): Promise<void> {
  const taken = await rowsOf<{ id: number }>(
    db,
    sql`update jfd_coupons set times_used = coalesce(times_used, 0) + 1
        where id = ${couponId}
          and (usage_limit is null or coalesce(times_used, 0) < usage_limit)
        returning id`,
  );
  if (taken.length === 0) throw DomainError.field('coupon_code', COUPON_MESSAGES.usedUp);
}

/** Gives a cancelled order's use back. */
export async function releaseCoupon(db: Executor, couponId: number): Promise<void> {
  await db.execute(
    sql`update jfd_coupons set times_used = greatest(coalesce(times_used, 0) - 1, 0)
        where id = ${couponId}`,
  );
}
