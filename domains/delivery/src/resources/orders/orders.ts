import { BRAND, defineResource } from '@backoffice/contract';
import { ORDER_ACTIONS } from './actions';
import { ORDER_KINDS, ORDER_SLOTS, ORDER_STATUSES, PICK_STATUSES } from './states';

const money = (label: string) => ({ type: 'money', label, readOnly: true }) as const;
const readText = (label: string) => ({ type: 'text', label, readOnly: true }) as const;

/**
 * A customer's order, delivered to an address in a zone or picked up at a pickup location,
 * numbered per brand without gaps (`ORD-000001`). The server prices it: the client sends the
 * products, quantities and add-ons, never a price (see `src/server/orders/pricing.ts`). Its
 * states and actions are in `./actions.ts`; every change is a row of its timeline
 * (`GET /api/jfd-orders/{id}/timeline`).
 */
export const ordersResource = defineResource({
  name: 'jfd_orders',
  segment: 'jfd-orders',
  singular: 'order',
  plural: 'orders',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'number',
  // Orders are placed by the customer app (or by phone, POST /api/jfd-orders): no create screen.
  routes: { list: 'jfd-orders', detail: 'view-jfd-order' },
  fields: {
    /** Set by the server at placement: `ORD-000001`. */
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
      resource: 'jfd_customers',
      rules: ['required'],
      listed: true,
      // The board's search finds an order by its customer's name as well as by its number.
      searchable: true,
      filterable: true,
    },
    kind: {
      type: 'enum',
      label: 'Kind',
      options: ORDER_KINDS,
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    /** A delivery's zone (required then; the server says so). */
    zone_id: {
      type: 'reference',
      label: 'Zone',
      resource: 'jfd_zones',
      listed: true,
      filterable: true,
    },
    /** A delivery's address; the customer's when left out. */
    address: { type: 'text', label: 'Address', rules: ['max:1000'] },
    /** A pickup's location (required then). */
    pickup_location_id: {
      type: 'reference',
      label: 'Pickup location',
      resource: 'jfd_pickup_locations',
      filterable: true,
    },
    /** A delivery's speed (required then): its fee with the zone. */
    shipping_speed_id: {
      type: 'reference',
      label: 'Shipping speed',
      resource: 'jfd_shipping_speeds',
      filterable: true,
    },
    slot_date: {
      type: 'date',
      label: 'Slot date',
      listed: true,
      sortable: true,
      filterable: true,
    },
    slot: { type: 'enum', label: 'Slot', options: ORDER_SLOTS, listed: true, filterable: true },
    notes: { type: 'text', label: 'Notes', rules: ['max:2000'] },
    /** The code the customer typed; the server finds the coupon and stores its id. */
    coupon_code: { type: 'string', label: 'Coupon code', rules: ['max:50'] },
    coupon_id: { type: 'reference', label: 'Coupon', resource: 'jfd_coupons', readOnly: true },
    subtotal: money('Subtotal'),
    discount: money('Discount'),
    delivery_fee: money('Delivery fee'),
    grocery_fee: money('Grocery fee'),
    pickup_fee: money('Pickup fee'),
    /** What unavailable lines gave back, taken off the total. */
    refunded: money('Refunded'),
    total: { ...money('Total'), listed: true, sortable: true, filterable: true },
    status: {
      type: 'enum',
      label: 'Status',
      options: ORDER_STATUSES,
      rules: ['required'],
      default: 'placed',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    driver_id: {
      type: 'reference',
      label: 'Driver',
      resource: 'jfd_drivers',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    /** The assigned driver's user: a driver's lists filter on it (`filter[driver_user_id]=<me>`). */
    driver_user_id: {
      type: 'number',
      label: 'Driver user',
      rules: ['integer'],
      readOnly: true,
      filterable: true,
    },
    /** Six digits the customer shows at a pickup (`hand-over` checks it). */
    pickup_code: { type: 'string', label: 'Pickup code', readOnly: true },
    cancel_reason: readText('Cancel reason'),
    fail_reason: readText('Failure reason'),
    proof_name: { type: 'string', label: 'Received by', readOnly: true },
    proof_photo: {
      type: 'file',
      label: 'Proof photo',
      mimes: ['jpg', 'png', 'webp'],
      readOnly: true,
    },
    /** When the order reached a final state (delivered, picked up, cancelled), ISO 8601. */
    closed_at: { type: 'string', label: 'Closed at', readOnly: true, sortable: true },
  },
  lines: {
    label: 'Items',
    table: 'jfd_order_lines',
    parentKey: 'order_id',
    min: 1,
    max: 100,
    fields: {
      product_id: {
        type: 'reference',
        label: 'Product',
        resource: 'jfd_products',
        rules: ['required'],
      },
      quantity: {
        type: 'number',
        label: 'Quantity',
        rules: ['required', 'integer', 'min:1', 'max:99'],
      },
      addon_ids: { type: 'references', label: 'Add-ons', resource: 'jfd_addons' },
      /** The product's price at placement. */
      unit_price: { type: 'money', label: 'Unit price', readOnly: true },
      /** The add-ons' prices at placement, for one unit. */
      addons_price: { type: 'money', label: 'Add-ons price', readOnly: true },
      pick_status: {
        type: 'enum',
        label: 'Pick status',
        options: PICK_STATUSES,
        default: 'pending',
        readOnly: true,
      },
      substitute_product_id: {
        type: 'reference',
        label: 'Substitute',
        resource: 'jfd_products',
        readOnly: true,
      },
      /** The substitute's unit price (the line is charged at it). */
      substitute_price: { type: 'money', label: 'Substitute price', readOnly: true },
    },
  },
  computed: {
    /** 1 while the order still moves (the board), 0 once delivered, picked up or cancelled. */
    open: { type: 'number', label: 'Open', filterable: true },
  },
  // Concierges and drivers read orders (their queues); only dispatchers place them.
  permissions: { list: 'access_orders', view: 'access_orders', create: 'access_orders' },
  readers: ['fulfill_orders', 'deliver_orders'],
  stateField: 'status',
  actions: ORDER_ACTIONS,
  defaultSort: { field: 'id', direction: 'desc' },
});
