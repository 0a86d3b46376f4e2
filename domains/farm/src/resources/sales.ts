import { BRAND, defineResource } from '@backoffice/contract';

export const SALE_STATUSES = ['completed', 'partially_refunded', 'refunded', 'voided'] as const;
export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'mobile_money'] as const;

const reason = { type: 'text', label: 'Reason', rules: ['required', 'max:1000'] } as const;

/**
 * A sale rung up at the farm gate: its day, an optional customer, how it was paid, and its lines.
 * Each line copies the item's name, price and cost at the time of sale (a server hook; the
 * client sends only the item and the quantity). A completed sale is never changed or deleted:
 * it is voided (it then counts nowhere) or refunded, in part or whole.
 *
 *   completed --refund--> partially_refunded --refund--> refunded
 *   completed --void--> voided
 */
export const salesResource = defineResource({
  name: 'jf_sales',
  segment: 'jf-sales',
  singular: 'sale',
  plural: 'sales',
  scope: 'brand',
  brands: [BRAND.poultry],
  titleField: 'sold_on',
  // The list, the point of sale and the receipt are the farm's own screens (src/app/sales).
  routes: { list: 'jf-sales', create: 'new-jf-sale', detail: 'view-jf-sale' },
  fields: {
    sold_on: {
      type: 'date',
      label: 'Date',
      rules: ['required', 'before_or_equal:today'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    customer_id: {
      type: 'reference',
      label: 'Customer',
      resource: 'customers',
      listed: true,
      filterable: true,
    },
    payment_method: {
      type: 'enum',
      label: 'Payment method',
      options: PAYMENT_METHODS,
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    /** Cash only: required then, and at least the total. */
    amount_tendered: { type: 'money', label: 'Amount tendered', rules: ['min:0'] },
    status: {
      type: 'enum',
      label: 'Status',
      options: SALE_STATUSES,
      rules: ['required'],
      default: 'completed',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    void_reason: { type: 'text', label: 'Void reason', readOnly: true },
  },
  lines: {
    label: 'Items',
    table: 'jf_sale_lines',
    parentKey: 'sale_id',
    min: 1,
    max: 100,
    fields: {
      sale_item_id: {
        type: 'reference',
        label: 'Item',
        resource: 'jf_sale_items',
        rules: ['required'],
      },
      quantity: { type: 'number', label: 'Quantity', rules: ['required', 'integer', 'min:1'] },
      name: { type: 'string', label: 'Name', readOnly: true },
      unit_price: { type: 'money', label: 'Unit price', readOnly: true },
      unit_cost: { type: 'money', label: 'Unit cost', readOnly: true },
      // The item's stock link when rung up: what the line took from stock, and later gives back.
      inventory_id: {
        type: 'reference',
        label: 'Stock item',
        resource: 'jf_inventories',
        readOnly: true,
      },
      stock_units: { type: 'number', label: 'Stock units', rules: ['integer'], readOnly: true },
    },
  },
  computed: {
    total: { type: 'money', label: 'Total', listed: true, sortable: true, filterable: true },
    refunded_total: { type: 'money', label: 'Refunded', listed: true, sortable: true },
    sold_total: { type: 'money', label: 'Sold (voids excluded)' },
    net_total: { type: 'money', label: 'Net', sortable: true },
    change_due: { type: 'money', label: 'Change due' },
  },
  // Cashiers ring sales up; voids and refunds are a manager's. No change, no delete.
  permissions: { list: 'record_sales', view: 'record_sales', create: 'record_sales' },
  stateField: 'status',
  actions: {
    void: {
      label: 'Void',
      from: ['completed'],
      to: 'voided',
      permission: 'manage_sales',
      input: { reason },
      confirm: 'Void this sale? It will count nowhere.',
      wrongState: 'Only completed sales can be voided.',
      stateMessages: {
        partially_refunded: 'A sale with refunds cannot be voided.',
        refunded: 'A sale with refunds cannot be voided.',
      },
      reversible: true,
    },
    refund: {
      label: 'Refund',
      from: ['completed', 'partially_refunded'],
      permission: 'manage_sales',
      input: {
        reason,
        restock: { type: 'boolean', label: 'Restock', default: false },
        refunded_on: { type: 'date', label: 'Refunded on', rules: ['before_or_equal:today'] },
      },
      lines: {
        label: 'Items returned',
        min: 1,
        fields: {
          sale_line_id: { type: 'number', label: 'Line', rules: ['required', 'integer'] },
          quantity: { type: 'number', label: 'Quantity', rules: ['required', 'integer', 'min:1'] },
        },
      },
      confirm: 'Refund these items? The money goes back to the customer.',
      wrongState: 'Only completed or partly refunded sales can be refunded.',
      stateMessages: { voided: 'A voided sale cannot be refunded.' },
    },
  },
  defaultSort: { field: 'sold_on', direction: 'desc' },
  // The list's totals row: every sale the filters match, not only the page shown.
  listTotals: ['sold_total', 'refunded_total', 'net_total'],
});
