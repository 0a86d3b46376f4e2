import { BRAND, defineResource } from '@backoffice/contract';
import { ORDER_STATUSES } from './states';

const money = (label: string) => ({ type: 'money', label, readOnly: true }) as const;

/**
 * A customer's order on the marketplace (`/evd-orders`, any signed-in user of brand 9), numbered
 * per brand without gaps (`MKT-000001`). Orders come from the storefront; the API takes one at
 * `POST /api/evd-orders` (`manage_evdati_customers`: staff placing an order for a customer, the
 * tests and the end-to-end run) with lines of variant ids and quantities only: the server prices
 * each line from its variant, checks and takes the stock, and splits the order by store into
 * its parts (`evd_store_orders`), all in the save's transaction. Its `status` derives from its
 * parts' (see `./states.ts`); it is never changed or deleted (405).
 */
export const ordersResource = defineResource({
  name: 'evd_orders',
  segment: 'evd-orders',
  singular: 'order',
  plural: 'orders',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'number',
  routes: { list: 'evd-orders', detail: 'view-evd-order' },
  fields: {
    number: {
      type: 'string',
      label: 'Number',
      readOnly: true,
      listed: true,
      searchable: true,
      sortable: true,
    },
    customer_id: {
      type: 'reference',
      label: 'Customer',
      resource: 'evd_customers',
      rules: ['required'],
      listed: true,
      searchable: true,
      filterable: true,
    },
    /** The day it was placed, in the brand's time zone; today for an order taken by the API. */
    placed_on: {
      type: 'date',
      label: 'Placed on',
      readOnly: true,
      listed: true,
      sortable: true,
      filterable: true,
    },
    shipping_method_id: {
      type: 'reference',
      label: 'Shipping method',
      resource: 'evd_shipping_methods',
      rules: ['required'],
      filterable: true,
    },
    /** Where the parcels go; the customer's address when left out. */
    ship_to: { type: 'text', label: 'Ship to', rules: ['max:1000'] },
    notes: { type: 'text', label: 'Notes', rules: ['max:2000'] },
    /** How many stores' parts it was split into. */
    stores_count: { type: 'number', label: 'Stores', readOnly: true, listed: true },
    subtotal: money('Subtotal'),
    shipping: money('Shipping'),
    total: { ...money('Total'), listed: true, sortable: true, filterable: true },
    status: {
      type: 'enum',
      label: 'Status',
      options: ORDER_STATUSES,
      default: 'placed',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    /** 1 while any part still moves (`/evd-orders`), 0 once delivered or cancelled (history). */
    open: { type: 'number', label: 'Open', readOnly: true, filterable: true },
  },
  lines: {
    label: 'Items',
    table: 'evd_order_items',
    parentKey: 'order_id',
    min: 1,
    max: 100,
    fields: {
      variant_id: {
        type: 'reference',
        label: 'Variant',
        resource: 'evd_product_variants',
        rules: ['required'],
      },
      quantity: {
        type: 'number',
        label: 'Quantity',
        rules: ['required', 'integer', 'min:1', 'max:99'],
      },
      product_id: { type: 'reference', label: 'Product', resource: 'evd_products', readOnly: true },
      store_id: { type: 'reference', label: 'Store', resource: 'evd_stores', readOnly: true },
      name: { type: 'string', label: 'Name', readOnly: true },
      sku: { type: 'string', label: 'SKU', readOnly: true },
      /** The variant's price when ordered. */
      unit_price: { type: 'money', label: 'Unit price', readOnly: true },
    },
  },
  permissions: { list: '*', view: '*', create: 'manage_evdati_customers' },
  defaultSort: { field: 'id', direction: 'desc' },
});
