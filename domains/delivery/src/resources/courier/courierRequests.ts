import { BRAND, defineResource } from '@backoffice/contract';
import { COURIER_SIZES } from './courierFee';

/**
 * A courier request's states:
 *
 *   requested --accept--> accepted --collect--> picked_up --deliver--> delivered
 *   requested/accepted --cancel (reason)--> cancelled
 */
export const COURIER_STATUSES = [
  'requested',
  'accepted',
  'picked_up',
  'delivered',
  'cancelled',
] as const;
export type CourierStatus = (typeof COURIER_STATUSES)[number];

/** States a request still moves from: the live list's; the others are its history. */
export const OPEN_COURIER_STATUSES: readonly CourierStatus[] = [
  'requested',
  'accepted',
  'picked_up',
];

const text = (label: string) =>
  ({ type: 'string', label, rules: ['required', 'max:255'], searchable: true }) as const;
const phone = (label: string) => ({ type: 'phone', label, rules: ['required'] }) as const;

/**
 * A parcel carried for a sender to a recipient in one of the brand's zones (`/dlv-courier-requests`,
 * its history `/dlv-courier-request-history`). Numbered by the server per brand without gaps
 * (`CR-000001`); its fee is set by the server from the zone, the size and the weight (see
 * `courierFee`). Dispatchers (access_orders) record, accept, mark picked up, delivered or
 * cancel it; the history is read with access_order_history. Never changed nor deleted: a wrong
 * request is cancelled with a reason. Each step is kept with its time and user (its timeline,
 * `GET /api/dlv-courier-requests/{id}/timeline`).
 */
export const courierRequestsResource = defineResource({
  name: 'dlv_courier_requests',
  segment: 'dlv-courier-requests',
  singular: 'courier request',
  plural: 'courier requests',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'number',
  routes: { list: 'dlv-courier-requests', detail: 'view-dlv-courier-request' },
  fields: {
    /** Set by the server at create: `CR-000001`. */
    number: {
      type: 'string',
      label: 'Number',
      readOnly: true,
      listed: true,
      searchable: true,
      sortable: true,
    },
    sender_name: { ...text('Sender'), listed: true, sortable: true },
    sender_phone: phone('Sender phone'),
    pickup_address: text('Pickup address'),
    recipient_name: { ...text('Recipient'), listed: true, sortable: true },
    recipient_phone: phone('Recipient phone'),
    dropoff_address: text('Drop-off address'),
    zone_id: {
      type: 'reference',
      label: 'Zone',
      resource: 'jfd_zones',
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    size: {
      type: 'enum',
      label: 'Size',
      options: COURIER_SIZES,
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    weight_kg: {
      type: 'number',
      label: 'Weight (kg)',
      rules: ['required', 'min:0.1', 'max:30'],
      listed: true,
      sortable: true,
    },
    notes: { type: 'text', label: 'Notes', rules: ['max:1000'] },
    /** Set by the server at create from the zone, size and weight. */
    fee: { type: 'money', label: 'Fee', readOnly: true, listed: true, sortable: true },
    status: {
      type: 'enum',
      label: 'Status',
      options: COURIER_STATUSES,
      rules: ['required'],
      default: 'requested',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    cancel_reason: { type: 'text', label: 'Cancel reason', readOnly: true },
  },
  computed: {
    /** 1 while the request still moves (requested, accepted, picked up), else 0. */
    open: { type: 'number', label: 'Open', filterable: true },
  },
  // What the dispatcher types; the number, fee, state and reason are the server's.
  sections: [
    {
      id: 'request',
      label: 'Request',
      fields: [
        'sender_name',
        'sender_phone',
        'pickup_address',
        'recipient_name',
        'recipient_phone',
        'dropoff_address',
        'zone_id',
        'size',
        'weight_kg',
        'notes',
      ],
    },
  ],
  permissions: { list: 'access_orders', view: 'access_orders', create: 'access_orders' },
  readers: ['access_order_history'],
  defaultSort: { field: 'id', direction: 'desc' },
  stateField: 'status',
  actions: {
    accept: {
      label: 'Accept',
      from: ['requested'],
      to: 'accepted',
      permission: 'access_orders',
      confirm: 'Accept this request? A courier will collect the parcel.',
      wrongState: 'Only requested courier requests can be accepted.',
    },
    collect: {
      label: 'Picked up',
      from: ['accepted'],
      to: 'picked_up',
      permission: 'access_orders',
      confirm: 'Has the courier collected the parcel from the sender?',
      wrongState: 'Only accepted courier requests can be picked up.',
    },
    deliver: {
      label: 'Delivered',
      from: ['picked_up'],
      to: 'delivered',
      permission: 'access_orders',
      confirm: 'Has the parcel reached the recipient?',
      wrongState: 'Only picked-up courier requests can be delivered.',
    },
    cancel: {
      label: 'Cancel request',
      from: ['requested', 'accepted'],
      to: 'cancelled',
      permission: 'access_orders',
      input: { reason: { type: 'text', label: 'Reason', rules: ['required', 'max:1000'] } },
      confirm: 'Cancel this courier request? The sender is not charged.',
      wrongState: 'Only requested or accepted courier requests can be cancelled.',
      stateMessages: {
        picked_up: 'A parcel already picked up cannot be cancelled.',
        delivered: 'A delivered courier request cannot be cancelled.',
        cancelled: 'This courier request is already cancelled.',
      },
    },
  },
});
