import { BRAND, defineResource, everyAction } from '@backoffice/contract';
import { activeField, ORDER_READERS, settingsRoutes } from './parts';

/** How a coupon takes money off: a percent of the subtotal, or a fixed amount. */
export const COUPON_KINDS = ['percent', 'fixed'] as const;

/**
 * A code a customer types at checkout: a percent (1-100) or a fixed amount (cents) off an order
 * of at least `min_order`, from `starts_on` to `ends_on` (both days included), at most
 * `usage_limit` times (no limit when empty). The code is stored upper-case and unique in the
 * brand; placing an order counts a use (`times_used`).
 */
export const jfdCouponsResource = defineResource({
  name: 'jfd_coupons',
  segment: 'coupons',
  singular: 'coupon',
  plural: 'coupons',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'code',
  routes: settingsRoutes('coupons', 'coupon'),
  fields: {
    code: {
      type: 'string',
      label: 'Code',
      rules: ['required', 'unique', 'max:32'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    kind: {
      type: 'enum',
      label: 'Kind',
      options: COUPON_KINDS,
      rules: ['required'],
      default: 'percent',
      listed: true,
      filterable: true,
    },
    /** Percent off (1-100) for a percent coupon; cents off for a fixed one. */
    value: {
      type: 'number',
      label: 'Value (% or cents off)',
      rules: ['required', 'integer', 'min:1'],
      listed: true,
    },
    min_order: {
      type: 'money',
      label: 'Minimum order',
      rules: ['required', 'min:0'],
      default: 0,
      listed: true,
    },
    starts_on: {
      type: 'date',
      label: 'Starts on',
      rules: ['required'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    ends_on: {
      type: 'date',
      label: 'Ends on',
      rules: ['required'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    usage_limit: {
      type: 'number',
      label: 'Usage limit',
      rules: ['integer', 'min:1'],
      listed: true,
    },
    times_used: {
      type: 'number',
      label: 'Times used',
      readOnly: true,
      default: 0,
      listed: true,
      sortable: true,
    },
    active: activeField(),
  },
  readers: ORDER_READERS,
  permissions: everyAction('manage_coupons'),
  defaultSort: { field: 'ends_on', direction: 'desc' },
});
