/**
 * The calls of the order screens: lists and records through app-kit's resource hooks (the same
 * SWR keys, so an action refetches every list of orders), each screen's scope of the list, the
 * realtime events that make a list fetch again, and the actions.
 */
import { useApiClient } from '@backoffice/api-client';
import { useRealtimeEvent } from '@backoffice/app-kit';
import {
  type FormValue,
  type ListState,
  listApiQuery,
  runAction,
  useRecords,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import type { FilterValue, Page } from '@backoffice/contract';
import { useSWRConfig } from 'swr';
import { ordersResource } from '../../resources/orders';
import type { Order } from './orderTypes';

/** Whether the definition splits open orders from closed ones (`filter[open]`). */
export const HAS_OPEN_FILTER = 'open' in ordersResource.computed;

/** The filters a screen always adds to its list's own: the board's open orders, a driver's own. */
export function scopedQuery(state: ListState, scope: Record<string, FilterValue>): string {
  return listApiQuery({ ...state, filter: { ...state.filter, ...scope } });
}

/** A page of orders for a list query. */
export function useOrders(query: string | null) {
  const answer = useRecords(ordersResource, query ?? '');
  return { ...answer, data: answer.data as Page<Order> | undefined };
}

/** Fetches every list and record of orders again when one of `events` arrives. */
export function useOrdersLive(
  events: readonly string[],
  onEvent?: (data: { id?: number; number?: string; status?: string }) => void,
) {
  const { mutate } = useSWRConfig();
  useRealtimeEvent(events, (event) => {
    void mutate((key: unknown) => Array.isArray(key) && key[1] === ordersResource.name);
    onEvent?.((event.data ?? {}) as { id?: number; number?: string; status?: string });
  });
}

/** Runs an action on an order from the version shown, then refetches its lists. */
export function useOrderAction() {
  const client = useApiClient();
  const revalidate = useResourceRevalidation(ordersResource);
  return async (
    order: { id: number; version?: unknown },
    action: string,
    input: Record<string, FormValue> = {},
  ) => {
    const version = typeof order.version === 'number' ? order.version : undefined;
    const changed = await runAction(
      client,
      ordersResource,
      { id: order.id, version },
      action,
      input,
    );
    await revalidate(order.id, changed);
    return changed as Order;
  };
}
