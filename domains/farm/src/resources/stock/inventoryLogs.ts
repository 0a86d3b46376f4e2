import { BRAND, defineResource } from '@backoffice/contract';
import { COUNT_PERIODS } from './periods';

export const COUNT_STATUSES = ['open', 'closed'] as const;

/** The sentence a closed count answers to a change or a reconcile (409). */
export const COUNT_CLOSED = 'This count is closed: every item is reconciled and it is read-only.';
/** The sentence a count over another count's period answers (422, under `starts_on`). */
export const COUNT_OVERLAPS = (other: string) =>
  `Another count (${other}) already covers these items in part of this period.`;
/** A detail counted off its expected figure needs a reason (422, under `reason`). */
export const REASON_REQUIRED =
  'The reason field is required when the count differs from the expected closing.';

/**
 * A stock count (an inventory log) for a week (Monday to Sunday) or a calendar month. Creating
 * it makes one detail per active stock item (`jf_inventory_log_details`): opening (on hand
 * before the period), received (positive movements in the period, count adjustments left out),
 * used or sold (negative ones, as a positive figure) and the expected closing, live until the
 * detail is reconciled. Reconciling a detail (`POST /api/jf-inventory-logs/{id}/reconcile`
 * with `detail_id`, `counted`, `reason`) freezes its figures and posts the adjustment
 * (`count`, dated the period's last day). Two counts never cover one item over overlapping
 * periods.
 *
 *   open --reconcile (the last detail)--> closed (read-only)
 */
export const inventoryLogsResource = defineResource({
  name: 'jf_inventory_logs',
  segment: 'jf-inventory-logs',
  singular: 'stock count',
  plural: 'stock counts',
  scope: 'brand',
  brands: [BRAND.poultry],
  titleField: 'starts_on',
  routes: {
    list: 'jf-inventory-logs',
    create: 'new-jf-inventory-log-week',
    detail: 'view-jf-inventory-log',
  },
  fields: {
    period: {
      type: 'enum',
      label: 'Period',
      options: COUNT_PERIODS,
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    starts_on: {
      type: 'date',
      label: 'From',
      rules: ['required'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    /** The period's last day (the server's, from the period and its first day). */
    ends_on: { type: 'date', label: 'Thru', readOnly: true, listed: true, sortable: true },
    status: {
      type: 'enum',
      label: 'Status',
      options: COUNT_STATUSES,
      default: 'open',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    notes: { type: 'text', label: 'Notes', rules: ['max:1000'] },
  },
  computed: {
    items_count: { type: 'number', label: 'Items', listed: true },
    reconciled_count: { type: 'number', label: 'Reconciled', listed: true },
  },
  permissions: {
    list: 'access_inventory_logs',
    view: 'access_inventory_logs',
    create: 'manage_inventory_logs',
    update: 'manage_inventory_logs',
    delete: 'manage_inventory_logs',
  },
  stateField: 'status',
  actions: {
    reconcile: {
      label: 'Reconcile',
      from: ['open'],
      permission: 'manage_inventory_logs',
      input: {
        detail_id: { type: 'number', label: 'Detail', rules: ['required', 'integer'] },
        counted: { type: 'number', label: 'Counted', rules: ['required', 'integer', 'min:0'] },
        reason: { type: 'text', label: 'Reason', rules: ['max:1000'] },
      },
      wrongState: COUNT_CLOSED,
    },
  },
  defaultSort: { field: 'starts_on', direction: 'desc' },
});
