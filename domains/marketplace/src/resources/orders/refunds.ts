import { type ActionDefinition, BRAND, defineResource } from '@backoffice/contract';
import { REFUND_STATUSES } from './states';

/** The refusal of a refund above what is left to refund, with the figure. */
export const refundLimitMessage = (left: string) =>
  `The amount may not be more than ${left}, what was paid less the refunds already approved.`;

export const REFUND_ACTIONS = {
  approve: {
    label: 'Approve',
    from: ['requested'],
    to: 'approved',
    permission: 'manage_evdati_refunds',
    confirm: 'Approve this refund? It is taken off the store’s next payable.',
    wrongState: 'Only requested refunds can be approved.',
    stateMessages: {
      approved: 'This refund is already approved.',
      denied: 'A denied refund cannot be approved.',
    },
  },
  deny: {
    label: 'Deny',
    from: ['requested'],
    to: 'denied',
    permission: 'manage_evdati_refunds',
    input: { reason: { type: 'text', label: 'Reason', rules: ['required', 'max:1000'] } },
    wrongState: 'Only requested refunds can be denied.',
    reversible: true,
    stateMessages: {
      approved: 'An approved refund cannot be denied.',
      denied: 'This refund is already denied.',
    },
  },
} as const satisfies Record<string, ActionDefinition>;

/**
 * A customer's refund request on one store's part of an order (`/settings/refunds`,
 * `manage_evdati_refunds`): `requested -> approved | denied (reason)`. Never more than the part's
 * total (what was paid) less the refunds of it already approved: checked when requested and
 * again when approved, with the part's row locked, so two approvals at once never exceed it.
 * An approved refund is taken off the store's payable of the period it was approved in.
 */
export const refundsResource = defineResource({
  name: 'evd_refunds',
  segment: 'evd-refunds',
  singular: 'refund',
  plural: 'refunds',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'number',
  fields: {
    /** `RF-000001`, per brand without gaps. */
    number: {
      type: 'string',
      label: 'Number',
      readOnly: true,
      listed: true,
      searchable: true,
      sortable: true,
    },
    store_order_id: {
      type: 'reference',
      label: 'Store order',
      resource: 'evd_store_orders',
      rules: ['required'],
      listed: true,
      searchable: true,
      filterable: true,
    },
    store_id: {
      type: 'reference',
      label: 'Store',
      resource: 'evd_stores',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    customer_id: {
      type: 'reference',
      label: 'Customer',
      resource: 'evd_customers',
      readOnly: true,
      listed: true,
      searchable: true,
      filterable: true,
    },
    amount: {
      type: 'money',
      label: 'Amount',
      rules: ['required', 'min:1'],
      listed: true,
      sortable: true,
    },
    reason: { type: 'text', label: 'Reason', rules: ['required', 'max:1000'] },
    requested_on: {
      type: 'date',
      label: 'Requested on',
      readOnly: true,
      listed: true,
      sortable: true,
      filterable: true,
    },
    status: {
      type: 'enum',
      label: 'Status',
      options: REFUND_STATUSES,
      default: 'requested',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    decided_on: {
      type: 'date',
      label: 'Decided on',
      readOnly: true,
      sortable: true,
      filterable: true,
    },
    decided_by: { type: 'number', label: 'Decided by', readOnly: true },
    decision_reason: { type: 'text', label: 'Reason denied', readOnly: true },
  },
  permissions: {
    list: 'manage_evdati_refunds',
    view: 'manage_evdati_refunds',
    create: 'manage_evdati_refunds',
  },
  stateField: 'status',
  actions: REFUND_ACTIONS,
  listTotals: ['amount'],
  defaultSort: { field: 'id', direction: 'desc' },
});
