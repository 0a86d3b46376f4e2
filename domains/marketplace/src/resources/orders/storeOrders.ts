import { type ActionDefinition, BRAND, defineResource } from '@backoffice/contract';
import { STORE_ORDER_STATUSES } from './states';

const money = (label: string) => ({ type: 'money', label, readOnly: true }) as const;

/** Who moves a store's part: the marketplace's operations staff, for the sellers. */
export const STORE_ORDER_PERMISSION = 'manage_evdati_stores';

/** What is done to a store's part, each `POST /api/evd-store-orders/{id}/<name>`. */
export const STORE_ORDER_ACTIONS = {
  accept: {
    label: 'Accept',
    from: ['placed'],
    to: 'accepted',
    permission: STORE_ORDER_PERMISSION,
    confirm: 'Accept this part? The store prepares it for shipping.',
    wrongState: 'Only placed parts can be accepted.',
  },
  ship: {
    label: 'Ship',
    from: ['accepted'],
    to: 'shipped',
    permission: STORE_ORDER_PERMISSION,
    input: {
      tracking_number: { type: 'string', label: 'Tracking number', rules: ['max:100'] },
    },
    wrongState: 'Only accepted parts can be shipped.',
    stateMessages: { placed: 'Accept this part before shipping it.' },
  },
  deliver: {
    label: 'Mark delivered',
    from: ['shipped'],
    to: 'delivered',
    permission: STORE_ORDER_PERMISSION,
    input: {
      /** The day it arrived; today when left out. */
      delivered_on: { type: 'date', label: 'Delivered on' },
    },
    wrongState: 'Only shipped parts can be delivered.',
  },
  cancel: {
    label: 'Cancel',
    from: ['placed', 'accepted'],
    to: 'cancelled',
    permission: STORE_ORDER_PERMISSION,
    input: { reason: { type: 'text', label: 'Reason', rules: ['required', 'max:1000'] } },
    confirm: 'Cancel this part? Its stock goes back and the customer is not charged for it.',
    wrongState: 'A part that has shipped cannot be cancelled.',
    stateMessages: { cancelled: 'This part is already cancelled.' },
  },
} as const satisfies Record<string, ActionDefinition>;

/**
 * One store's part of a marketplace order (`evd_store_orders`): its own lines (product,
 * variant, name, SKU, quantity and the unit price copied when ordered), its shipping and its own
 * state machine (`./states.ts`). Made by the order's placement only; read by any signed-in user
 * of brand 9, like orders; moved by `manage_evdati_stores`. Every change is a row of its
 * order's timeline (`GET /api/evd-orders/{id}/timeline`).
 */
export const storeOrdersResource = defineResource({
  name: 'evd_store_orders',
  segment: 'evd-store-orders',
  singular: 'store order',
  plural: 'store orders',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'number',
  fields: {
    /** The order's number and the part's letter: `MKT-000012-B`. */
    number: {
      type: 'string',
      label: 'Number',
      readOnly: true,
      listed: true,
      searchable: true,
      sortable: true,
    },
    order_id: {
      type: 'reference',
      label: 'Order',
      resource: 'evd_orders',
      readOnly: true,
      filterable: true,
    },
    store_id: {
      type: 'reference',
      label: 'Store',
      resource: 'evd_stores',
      readOnly: true,
      listed: true,
      searchable: true,
      filterable: true,
    },
    customer_id: {
      type: 'reference',
      label: 'Customer',
      resource: 'evd_customers',
      readOnly: true,
      filterable: true,
    },
    placed_on: {
      type: 'date',
      label: 'Placed on',
      readOnly: true,
      listed: true,
      sortable: true,
      filterable: true,
    },
    status: {
      type: 'enum',
      label: 'Status',
      options: STORE_ORDER_STATUSES,
      default: 'placed',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    subtotal: money('Subtotal'),
    shipping: money('Shipping'),
    total: { ...money('Total'), listed: true, sortable: true },
    tracking_number: { type: 'string', label: 'Tracking number', readOnly: true },
    shipped_on: { type: 'date', label: 'Shipped on', readOnly: true },
    delivered_on: {
      type: 'date',
      label: 'Delivered on',
      readOnly: true,
      sortable: true,
      filterable: true,
    },
    cancel_reason: { type: 'text', label: 'Cancel reason', readOnly: true },
  },
  lines: {
    label: 'Items',
    table: 'evd_store_order_lines',
    parentKey: 'store_order_id',
    fields: {
      product_id: { type: 'reference', label: 'Product', resource: 'evd_products', readOnly: true },
      variant_id: {
        type: 'reference',
        label: 'Variant',
        resource: 'evd_product_variants',
        readOnly: true,
      },
      name: { type: 'string', label: 'Name', readOnly: true },
      sku: { type: 'string', label: 'SKU', readOnly: true },
      quantity: { type: 'number', label: 'Quantity', readOnly: true },
      unit_price: { type: 'money', label: 'Unit price', readOnly: true },
    },
  },
  computed: {
    /** Approved refunds of this part. */
    refunded: { type: 'money', label: 'Refunded', listed: true },
  },
  // Made only by an order's placement (no create: 405 to everyone).
  permissions: { list: '*', view: '*', create: '(nobody)' },
  stateField: 'status',
  actions: STORE_ORDER_ACTIONS,
  defaultSort: { field: 'id', direction: 'desc' },
});
