import { BRAND, defineResource } from '@backoffice/contract';

/**
 * A store's own terms for a while (`/settings/subscription-overrides`, manage_evdati_overrides):
 * a monthly fee instead of its plan's, a commission rate (basis points, `850` = 8.50%) instead of
 * the app settings', or both, from `starts_on` to `ends_on` (open-ended when empty). The payables
 * use the commission override in force on a period's last day (the latest start wins); the
 * store's invoices the fee override in force on the period's first day.
 */
export const evdSubscriptionOverridesResource = defineResource({
  name: 'evd_subscription_overrides',
  segment: 'evd-subscription-overrides',
  singular: 'subscription override',
  plural: 'subscription overrides',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'reason',
  routes: {
    list: 'evd-subscription-overrides',
    create: 'new-evd-subscription-override',
    edit: 'edit-evd-subscription-override',
  },
  fields: {
    store_id: {
      type: 'reference',
      label: 'Store',
      resource: 'evd_stores',
      rules: ['required'],
      listed: true,
      filterable: true,
      searchable: true,
    },
    monthly_fee: { type: 'money', label: 'Monthly fee', rules: ['min:0'], listed: true },
    commission_rate: {
      type: 'number',
      label: 'Commission (basis points)',
      rules: ['integer', 'min:0', 'max:10000'],
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
    ends_on: { type: 'date', label: 'Ends on', listed: true, sortable: true },
    reason: { type: 'text', label: 'Reason', rules: ['required', 'max:500'], listed: true },
  },
  permissions: {
    list: 'manage_evdati_overrides',
    view: 'manage_evdati_overrides',
    create: 'manage_evdati_overrides',
    update: 'manage_evdati_overrides',
    delete: 'manage_evdati_overrides',
  },
  readers: ['manage_evdati_stores'],
  defaultSort: { field: 'starts_on', direction: 'desc' },
});

export const STORE_INVOICE_STATUSES = ['open', 'paid', 'void'] as const;

/**
 * What the marketplace bills a store's seller for a period (shown on the store's billing page,
 * manage_evdati_stores): numbered `SI-000001` per brand without gaps, its amount the plan's
 * monthly fee or the fee override in force on the period's first day, set by the server. Paid or
 * voided once; never changed.
 */
export const evdStoreInvoicesResource = defineResource({
  name: 'evd_store_invoices',
  segment: 'evd-store-invoices',
  singular: 'store invoice',
  plural: 'store invoices',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'number',
  fields: {
    store_id: {
      type: 'reference',
      label: 'Store',
      resource: 'evd_stores',
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    number: {
      type: 'string',
      label: 'Number',
      readOnly: true,
      listed: true,
      searchable: true,
      sortable: true,
    },
    period_from: {
      type: 'date',
      label: 'From',
      rules: ['required'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    period_thru: { type: 'date', label: 'Thru', rules: ['required'], listed: true },
    amount: { type: 'money', label: 'Amount', readOnly: true, listed: true, sortable: true },
    status: {
      type: 'enum',
      label: 'Status',
      options: STORE_INVOICE_STATUSES,
      default: 'open',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    paid_on: { type: 'date', label: 'Paid on', readOnly: true, listed: true },
  },
  permissions: {
    list: 'manage_evdati_stores',
    view: 'manage_evdati_stores',
    create: 'manage_evdati_stores',
  },
  listTotals: ['amount'],
  defaultSort: { field: 'period_from', direction: 'desc' },
  stateField: 'status',
  actions: {
    pay: {
      label: 'Mark paid',
      from: ['open'],
      to: 'paid',
      permission: 'manage_evdati_stores',
      input: {
        paid_on: { type: 'date', label: 'Paid on', rules: ['required', 'before_or_equal:today'] },
      },
      confirm: 'Has the seller paid this invoice?',
      wrongState: 'Only open invoices can be marked paid.',
      stateMessages: {
        paid: 'This invoice is already paid.',
        void: 'A void invoice cannot be paid.',
      },
    },
    void: {
      label: 'Void',
      from: ['open'],
      to: 'void',
      permission: 'manage_evdati_stores',
      confirm: 'Void this invoice? The seller owes nothing for it.',
      wrongState: 'Only open invoices can be voided.',
    },
  },
});
