import { BRAND, defineResource } from '@backoffice/contract';

export const DONATION_KINDS = ['cash', 'in_kind'] as const;
export type DonationKind = (typeof DONATION_KINDS)[number];

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'cheque', 'card', 'mobile_money'] as const;

export const DONATION_STATUSES = ['recorded', 'void'] as const;

/** The server's refusals of a donation whose kind and contents disagree. */
export const DONATION_MESSAGES = {
  amountRequired: 'The amount field is required when the kind is cash.',
  methodRequired: 'The payment method field is required when the kind is cash.',
  itemsRequired: 'An in-kind donation needs at least one item.',
  noItemsForCash: 'A cash donation has no items: choose "In kind" to record items.',
  duplicateItem: (i: number) => `Line ${i + 1}: the package item field has a duplicate value.`,
  voidUnchanged: 'A void donation cannot be changed.',
} as const;

/**
 * A gift to the charity: who gave it, on which day, and either money (cash: the amount and how
 * it was paid) or goods (in kind: package items and their quantities, each valued at the item's
 * unit cost when recorded). Each donation takes the brand's next receipt number (`RCT-000001`,
 * no gaps, never reused) and prints a receipt (`GET /api/donations/{id}/print`). Items given in
 * kind raise stock; a change moves stock by the difference; a donation recorded in error is
 * voided (its items taken back out), never deleted, so its number stays accounted for.
 */
export const donationsResource = defineResource({
  name: 'donations',
  segment: 'donations',
  singular: 'donation',
  plural: 'donations',
  scope: 'brand',
  brands: [BRAND.charity],
  titleField: 'receipt_number',
  fields: {
    receipt_number: {
      type: 'string',
      label: 'Receipt number',
      readOnly: true,
      listed: true,
      searchable: true,
      sortable: true,
    },
    donor: {
      type: 'string',
      label: 'Donor',
      rules: ['required', 'max:150'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    donor_contact: {
      type: 'string',
      label: 'Donor contact',
      rules: ['max:150'],
      searchable: true,
    },
    received_on: {
      type: 'date',
      label: 'Received on',
      rules: ['required', 'before_or_equal:today'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    kind: {
      type: 'enum',
      label: 'Kind',
      options: DONATION_KINDS,
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    amount: { type: 'money', label: 'Amount', rules: ['min:1'] },
    payment_method: { type: 'enum', label: 'Payment method', options: PAYMENT_METHODS },
    project_id: {
      type: 'reference',
      label: 'Project',
      resource: 'projects',
      filterable: true,
    },
    notes: { type: 'text', label: 'Notes', rules: ['max:1000'] },
    status: {
      type: 'enum',
      label: 'Status',
      options: DONATION_STATUSES,
      readOnly: true,
      default: 'recorded',
      listed: true,
      filterable: true,
    },
    void_reason: { type: 'text', label: 'Void reason', readOnly: true },
  },
  lines: {
    label: 'Items',
    table: 'donation_lines',
    parentKey: 'donation_id',
    max: 50,
    fields: {
      package_item_id: {
        type: 'reference',
        label: 'Package item',
        resource: 'package_items',
        rules: ['required'],
      },
      quantity: {
        type: 'number',
        label: 'Quantity',
        rules: ['required', 'integer', 'min:1', 'max:1000000'],
      },
      /** The item's unit cost when the donation was recorded: what one unit was worth. */
      unit_value: { type: 'money', label: 'Unit value', readOnly: true },
    },
  },
  computed: {
    /** The amount of a cash gift, or the items' worth of one in kind; 0 once void. */
    total_value: { type: 'money', label: 'Value', listed: true, sortable: true, filterable: true },
  },
  listTotals: ['total_value'],
  stateField: 'status',
  actions: {
    void: {
      label: 'Void',
      from: ['recorded'],
      to: 'void',
      permission: 'manage_donations',
      input: { reason: { type: 'text', label: 'Reason', rules: ['required', 'max:500'] } },
      confirm:
        'Void this donation? Its receipt number stays, its value counts nowhere and any items are taken back out of stock.',
      wrongState: 'This donation is void already.',
    },
  },
  permissions: {
    list: 'manage_donations',
    view: 'manage_donations',
    create: 'manage_donations',
    update: 'manage_donations',
  },
  defaultSort: { field: 'received_on', direction: 'desc' },
});
