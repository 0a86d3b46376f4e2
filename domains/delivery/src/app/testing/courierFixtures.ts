/**
 * The courier screens' sample rows: a dispatcher, three zones (their courier fees), and a
 * morning of requests in every state, with the timeline of one delivered request.
 */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import { APP_VERSION, type User } from '@backoffice/contract';
import type { CourierRequest } from '../courier/courierApi';
import type { TimelineStep } from '../courier/timeline';

/** The brand's dispatcher: orders and courier requests, their history, the reports. */
export const dispatcher: User = {
  id: 21,
  first_name: 'Dana',
  initials: 'DP',
  profile_photo: null,
  role: 'Dispatcher',
  active_brand_id: 8,
  brands: [8],
  permissions: ['access_orders', 'access_order_history', 'access_vehicles', 'generate_reports'],
  app_version: APP_VERSION,
};

/** Someone who reads the history only (no access_orders): rows without links, no actions. */
export const historyReader: User = {
  ...dispatcher,
  id: 22,
  first_name: 'Hal',
  initials: 'HR',
  role: 'Auditor',
  permissions: ['access_order_history'],
};

const stamp = '2025-03-14T08:00:00.000Z';

const zone = (id: number, name: string, fee: number): ResourceRow => ({
  id,
  name,
  town_id: 1,
  courier_fee: fee,
  active: true,
  labels: { town_id: 'Harbour Town' },
  created_at: stamp,
  updated_at: stamp,
  version: 1,
});

export const zones: ResourceRow[] = [
  zone(1, 'Harbour North', 600),
  zone(2, 'Old Town', 450),
  zone(3, 'Ridge', 800),
];

const zoneName = (id: number) => String(zones.find((row) => row.id === id)?.name ?? '');

type Parts = Pick<
  CourierRequest,
  'id' | 'status' | 'sender_name' | 'recipient_name' | 'zone_id' | 'size' | 'weight_kg' | 'fee'
> & { at: string; cancel_reason?: string };

function request(parts: Parts): CourierRequest {
  const open = ['requested', 'accepted', 'picked_up'].includes(parts.status ?? '') ? 1 : 0;
  return {
    id: parts.id,
    number: `CR-${String(parts.id).padStart(6, '0')}`,
    sender_name: parts.sender_name,
    sender_phone: '0241234567',
    pickup_address: `${10 + parts.id} Liberation Road`,
    recipient_name: parts.recipient_name,
    recipient_phone: '0207654321',
    dropoff_address: `${4 + parts.id} Castle Road`,
    zone_id: parts.zone_id,
    size: parts.size,
    weight_kg: parts.weight_kg,
    notes: parts.id === 41 ? 'Fragile: glassware' : null,
    fee: parts.fee,
    status: parts.status,
    cancel_reason: parts.cancel_reason ?? null,
    open,
    labels: { zone_id: zoneName(parts.zone_id ?? 0) },
    created_at: parts.at,
    updated_at: parts.at,
    version: 1,
  };
}

/**
 * The morning of 14 March: three live requests (requested, accepted, picked up), and two of
 * the history (delivered, cancelled). Fees by the rule: a large 7.2 kg parcel in Harbour North
 * is $6.00 + $5.00 + $1.50 = $12.50.
 */
export const courierRequests: CourierRequest[] = [
  request({
    id: 41,
    status: 'requested',
    sender_name: 'Ama Mensah',
    recipient_name: 'Kofi Boateng',
    zone_id: 1,
    size: 'large',
    weight_kg: 7.2,
    fee: 1250,
    at: '2025-03-14T09:40:00.000Z',
  }),
  request({
    id: 40,
    status: 'accepted',
    sender_name: 'Grace Owusu',
    recipient_name: 'Efua Sarpong',
    zone_id: 2,
    size: 'small',
    weight_kg: 1.5,
    fee: 450,
    at: '2025-03-14T09:15:00.000Z',
  }),
  request({
    id: 39,
    status: 'picked_up',
    sender_name: 'Daniel Asante',
    recipient_name: 'Adwoa Badu',
    zone_id: 3,
    size: 'medium',
    weight_kg: 5.5,
    fee: 1050,
    at: '2025-03-14T08:50:00.000Z',
  }),
  request({
    id: 38,
    status: 'delivered',
    sender_name: 'Esi Appiah',
    recipient_name: 'Michael Tetteh',
    zone_id: 1,
    size: 'small',
    weight_kg: 2,
    fee: 600,
    at: '2025-03-13T15:05:00.000Z',
  }),
  request({
    id: 37,
    status: 'cancelled',
    sender_name: 'Yaw Darko',
    recipient_name: 'Joseph Mensah',
    zone_id: 2,
    size: 'medium',
    weight_kg: 3,
    fee: 650,
    at: '2025-03-13T11:20:00.000Z',
    cancel_reason: 'The sender called it off',
  }),
];

const by = { id: dispatcher.id, name: 'Dana Park' };

/** The steps of the delivered request, CR-000038. */
export const deliveredTimeline: TimelineStep[] = [
  { status: 'requested', action: 'request', at: '2025-03-13T15:05:00.000Z', by, note: null },
  { status: 'accepted', action: 'accept', at: '2025-03-13T15:12:00.000Z', by, note: null },
  { status: 'picked_up', action: 'collect', at: '2025-03-13T15:40:00.000Z', by, note: null },
  { status: 'delivered', action: 'deliver', at: '2025-03-13T16:25:00.000Z', by, note: null },
];
