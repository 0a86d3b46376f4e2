/**
 * A coupon's rules beyond its fields': its code stored upper-case (unique in the brand, case
 * ignored), a percent from 1 to 100, an end on or after its start, and a usage limit no lower
 * than the uses it already has.
 */
import {
  attributeName,
  type FieldErrors,
  resourceAttributes,
  ruleMessage,
} from '@backoffice/contract';
import { DomainError, type ResourceHooks, type SaveContext } from '@backoffice/server-kit';
import { jfdCouponsResource } from '../../resources/catalogue/coupons';
import { dayOf, numberOrNull, savedValues } from './saved';

/** The coupon form's labels, for its messages. */
const COUPON_LABELS = resourceAttributes(jfdCouponsResource);

async function checkCoupon(ctx: SaveContext): Promise<void> {
  if (typeof ctx.values.code === 'string') ctx.values.code = ctx.values.code.toUpperCase();
  const coupon = savedValues(ctx);
  const errors: FieldErrors = {};
  if (coupon.kind === 'percent' && Number(coupon.value) > 100) {
    errors.value = [ruleMessage('max', 'value', { max: 100, kind: 'numeric' }, COUPON_LABELS)];
  }
  if (dayOf(coupon.ends_on) < dayOf(coupon.starts_on)) {
    errors.ends_on = [
      ruleMessage(
        'after_or_equal',
        'ends_on',
        { date: attributeName('starts_on', COUPON_LABELS) },
        COUPON_LABELS,
      ),
    ];
  }
  const limit = numberOrNull(coupon.usage_limit);
  const used = numberOrNull(coupon.times_used) ?? 0;
  if (limit !== null && limit < used) {
    errors.usage_limit = [
      ruleMessage('min', 'usage_limit', { min: used, kind: 'numeric' }, COUPON_LABELS),
    ];
  }
  if (Object.keys(errors).length > 0) throw DomainError.invalid(errors);
}

export const couponHooks: ResourceHooks = {
  beforeCreate: checkCoupon,
  beforeUpdate: checkCoupon,
};
