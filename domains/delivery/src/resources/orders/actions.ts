import type { ActionDefinition } from '@backoffice/contract';
import { PICK_OUTCOMES } from './states';

const reason = { type: 'text', label: 'Reason', rules: ['required', 'max:1000'] } as const;

/**
 * What is done to an order, each `POST /api/jfd-orders/{id}/<name>`. Dispatchers
 * (access_orders) confirm, assign drivers and cancel; concierges (fulfill_orders) fulfil; drivers
 * (deliver_orders) dispatch, deliver, fail and hand over, on the orders assigned to them only.
 */
export const ORDER_ACTIONS = {
  confirm: {
    label: 'Confirm',
    from: ['placed'],
    to: 'confirmed',
    permission: 'access_orders',
    confirm: 'Confirm this order? It goes to the concierges to fulfil.',
    wrongState: 'Only placed orders can be confirmed.',
  },
  'start-fulfilment': {
    label: 'Start fulfilment',
    from: ['confirmed'],
    to: 'fulfilling',
    permission: 'fulfill_orders',
    wrongState: 'Only confirmed orders can be fulfilled.',
  },
  pick: {
    label: 'Pick line',
    from: ['fulfilling'],
    permission: 'fulfill_orders',
    input: {
      line_id: { type: 'number', label: 'Line', rules: ['required', 'integer'] },
      outcome: { type: 'enum', label: 'Outcome', options: PICK_OUTCOMES, rules: ['required'] },
      /** Required when substituted: the product put in instead, at its price. */
      substitute_product_id: { type: 'reference', label: 'Substitute', resource: 'jfd_products' },
    },
    wrongState: 'Lines can only be picked while the order is being fulfilled.',
  },
  ready: {
    label: 'Ready',
    from: ['fulfilling'],
    to: 'ready',
    permission: 'fulfill_orders',
    confirm: 'Mark this order ready? Every line must be picked.',
    wrongState: 'Only orders being fulfilled can be made ready.',
  },
  'assign-driver': {
    label: 'Assign driver',
    from: ['ready', 'returned'],
    permission: 'access_orders',
    input: {
      driver_id: {
        type: 'reference',
        label: 'Driver',
        resource: 'jfd_drivers',
        rules: ['required'],
      },
    },
    wrongState: 'Only ready or returned orders can be assigned a driver.',
  },
  dispatch: {
    label: 'Dispatch',
    from: ['ready', 'returned'],
    to: 'out_for_delivery',
    permission: 'deliver_orders',
    confirm: 'Leave with this order?',
    wrongState: 'Only ready orders can be dispatched.',
  },
  deliver: {
    label: 'Deliver',
    from: ['out_for_delivery'],
    to: 'delivered',
    permission: 'deliver_orders',
    input: {
      recipient_name: { type: 'string', label: 'Recipient name', rules: ['required'] },
      photo: {
        type: 'file',
        label: 'Photo',
        rules: ['required'],
        mimes: ['jpg', 'png', 'webp'],
        maxKilobytes: 2048,
      },
    },
    wrongState: 'Only orders out for delivery can be delivered.',
  },
  fail: {
    label: 'Delivery failed',
    from: ['out_for_delivery'],
    to: 'returned',
    permission: 'deliver_orders',
    input: { reason },
    confirm: 'Bring this order back? It can be sent out again or cancelled.',
    wrongState: 'Only orders out for delivery can fail.',
  },
  'hand-over': {
    label: 'Hand over',
    from: ['ready'],
    to: 'picked_up',
    permission: 'deliver_orders',
    input: { pickup_code: { type: 'string', label: 'Pickup code', rules: ['required'] } },
    wrongState: 'Only ready orders can be handed over.',
  },
  cancel: {
    label: 'Cancel',
    from: ['placed', 'confirmed', 'fulfilling', 'ready', 'returned'],
    to: 'cancelled',
    permission: 'access_orders',
    input: { reason },
    confirm: 'Cancel this order? The customer is not charged.',
    wrongState: 'An order out for delivery or completed cannot be cancelled.',
    stateMessages: { cancelled: 'This order is already cancelled.' },
  },
} as const satisfies Record<string, ActionDefinition>;
