/**
 * The calls of the courier screens: lists through app-kit's resource hooks (the same SWR keys,
 * so an action refetches every list of requests), the live list and the history split by the
 * computed `open` field.
 */
import {
  type ListState,
  listApiQuery,
  type ResourceRow,
  useRecords,
} from '@backoffice/app-kit/resources';
import type { Page } from '@backoffice/contract';
import {
  type CourierSize,
  type CourierStatus,
  courierRequestsResource,
} from '../../resources/courier';

/** A courier request as the API answers it. */
export interface CourierRequest extends ResourceRow {
  number: string | null;
  sender_name: string | null;
  sender_phone: string | null;
  pickup_address: string | null;
  recipient_name: string | null;
  recipient_phone: string | null;
  dropoff_address: string | null;
  zone_id: number | null;
  size: CourierSize | null;
  weight_kg: number | null;
  notes: string | null;
  fee: number | null;
  status: CourierStatus | null;
  cancel_reason: string | null;
  open?: number;
}

/** Requests still moving (`live`), or delivered and cancelled ones (`history`). */
export type CourierListScope = 'live' | 'history';

/** A page of the live list or the history for a list's state. */
export function useCourierRequests(scope: CourierListScope, state: ListState) {
  const open = scope === 'live' ? '1' : '0';
  const query = listApiQuery({ ...state, filter: { ...state.filter, open } });
  const answer = useRecords(courierRequestsResource, query);
  return { ...answer, data: answer.data as Page<CourierRequest> | undefined, query };
}
