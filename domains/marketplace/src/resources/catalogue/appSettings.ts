import { BRAND, defineResource } from '@backoffice/contract';

/** The commission the marketplace takes when the brand has no settings row: 10.00%. */
const DEFAULT_COMMISSION_RATE = 1000;

/**
 * The marketplace's settings, one row per brand (like the delivery brand's app status): the
 * commission it takes of each store's delivered sales, in basis points (`1000` = 10.00%; a
 * store's subscription override may set its own), how many days after a period ends its
 * payable falls due, the smallest payout made, and whether customers' reviews are published
 * as they arrive or wait for moderation. The payables read `commission_rate` in SQL.
 */
export const evdAppSettingsResource = defineResource({
  name: 'evd_app_settings',
  segment: 'evd-app-settings',
  singular: 'app settings',
  plural: 'app settings',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'support_email',
  // The brand's one row is edited on its own screen at the list's route.
  routes: { list: 'evd-app-settings', edit: 'evd-app-settings' },
  fields: {
    commission_rate: {
      type: 'number',
      label: 'Commission rate (basis points)',
      rules: ['required', 'integer', 'between:0,10000'],
      default: DEFAULT_COMMISSION_RATE,
      listed: true,
    },
    payout_delay_days: {
      type: 'number',
      label: 'Payout delay (days)',
      rules: ['required', 'integer', 'between:0,90'],
      default: 7,
      listed: true,
    },
    min_payout: {
      type: 'money',
      label: 'Minimum payout',
      rules: ['required', 'min:0'],
      default: 5000,
      listed: true,
    },
    reviews_auto_publish: {
      type: 'boolean',
      label: 'Publish reviews without moderation',
      default: false,
      listed: true,
    },
    support_email: {
      type: 'email',
      label: 'Support email',
      rules: ['required'],
      listed: true,
    },
  },
  permissions: {
    list: 'manage_evdati_app_settings',
    view: 'manage_evdati_app_settings',
    create: 'manage_evdati_app_settings',
    update: 'manage_evdati_app_settings',
  },
});
