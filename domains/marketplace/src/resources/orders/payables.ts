import { type ActionDefinition, BRAND, defineResource } from '@backoffice/contract';
import { PAYABLE_STATUSES } from './states';

const figure = (label: string, listed = false) =>
  ({ type: 'money', label, readOnly: true, listed, sortable: listed }) as const;

export const PAYABLE_ACTIONS = {
  pay: {
    label: 'Mark paid',
    from: ['due'],
    to: 'paid',
    permission: 'access_evdati_payables',
    input: {
      reference: { type: 'string', label: 'Reference', rules: ['required', 'max:100'] },
      paid_on: { type: 'date', label: 'Paid on', rules: ['required', 'before_or_equal:today'] },
    },
    wrongState: 'Only due payables can be paid.',
    stateMessages: { paid: 'This payable is already paid.' },
  },
} as const satisfies Record<string, ActionDefinition>;

/**
 * What a store is owed for a period (`/evd-payables`, `access_evdati_payables`): its sales
 * (the lines of its parts delivered in the period) less the commission (the store's override in
 * force on the period's last day, else the app settings' rate) less its refunds approved in the
 * period. Computed by the server when made (the client sends the store and the period only);
 * `due -> paid` once, with a reference and the day. A store's periods never overlap.
 */
export const payablesResource = defineResource({
  name: 'evd_payables',
  segment: 'evd-payables',
  singular: 'payable',
  plural: 'payables',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'number',
  routes: { list: 'payables', detail: 'view-payable' },
  fields: {
    /** `PAY-000001`, per brand without gaps. */
    number: {
      type: 'string',
      label: 'Number',
      readOnly: true,
      listed: true,
      searchable: true,
      sortable: true,
    },
    store_id: {
      type: 'reference',
      label: 'Store',
      resource: 'evd_stores',
      rules: ['required'],
      listed: true,
      searchable: true,
      filterable: true,
    },
    period_from: {
      type: 'date',
      label: 'Period from',
      rules: ['required'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    period_thru: {
      type: 'date',
      label: 'Period thru',
      rules: ['required'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    run_id: {
      type: 'reference',
      label: 'Run',
      resource: 'evd_payable_runs',
      readOnly: true,
      filterable: true,
    },
    sales: figure('Sales', true),
    /** The rate applied, in basis points (1250 = 12.50 %). */
    commission_rate: { type: 'number', label: 'Commission rate (bps)', readOnly: true },
    /** Whether the rate is the store's override rather than the app settings'. */
    rate_source: { type: 'string', label: 'Rate from', readOnly: true },
    commission: figure('Commission', true),
    refunds: figure('Refunds', true),
    net: figure('Net', true),
    status: {
      type: 'enum',
      label: 'Status',
      options: PAYABLE_STATUSES,
      default: 'due',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    reference: { type: 'string', label: 'Reference', readOnly: true },
    paid_on: { type: 'date', label: 'Paid on', readOnly: true, sortable: true },
  },
  permissions: {
    list: 'access_evdati_payables',
    view: 'access_evdati_payables',
    create: 'access_evdati_payables',
  },
  stateField: 'status',
  actions: PAYABLE_ACTIONS,
  listTotals: ['sales', 'commission', 'refunds', 'net'],
  defaultSort: { field: 'id', direction: 'desc' },
});

/**
 * A payable run (`POST /api/evd-payable-runs` with a period): one payable per store with
 * something owed for the period (net above zero) and no payable overlapping it, written in the
 * run's transaction; the run keeps how many it made and their sum. Stores already paid or due
 * for an overlapping period are left out (counted in `skipped`).
 */
export const payableRunsResource = defineResource({
  name: 'evd_payable_runs',
  segment: 'evd-payable-runs',
  singular: 'payable run',
  plural: 'payable runs',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'label',
  fields: {
    label: { type: 'string', label: 'Run', readOnly: true, listed: true },
    period_from: { type: 'date', label: 'Period from', rules: ['required'], listed: true },
    period_thru: {
      type: 'date',
      label: 'Period thru',
      rules: ['required'],
      listed: true,
    },
    payables_count: { type: 'number', label: 'Payables', readOnly: true, listed: true },
    skipped: { type: 'number', label: 'Stores skipped', readOnly: true },
    total_net: { type: 'money', label: 'Total net', readOnly: true, listed: true },
  },
  permissions: {
    list: 'access_evdati_payables',
    view: 'access_evdati_payables',
    create: 'access_evdati_payables',
  },
  defaultSort: { field: 'id', direction: 'desc' },
});
