/**
 * The signed-in user's notifications: `GET /api/notifications` (paged),
 * `DELETE /api/notifications/{id}` and `DELETE /api/notifications` (clear all).
 */
import {
  type Notification,
  type NotificationListQuery,
  type NotificationPage,
  type Page,
  toPage,
} from '@backoffice/contract';
import { useCallback } from 'react';
import useSWR, { type SWRResponse, useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../http/createApiClient';
import { useApiClient } from '../react/useApiClient';
import { inGroup } from '../swr/inGroup';

/** The list's query; every parameter may be left out (the page defaults to 1). */
export type NotificationListParams = Partial<NotificationListQuery>;

export const NOTIFICATIONS = 'notifications';

export const notificationKeys = {
  list: (query: NotificationListParams = {}) => [NOTIFICATIONS, 'list', query] as const,
};

export async function fetchNotifications(
  client: ApiClient,
  query: NotificationListParams = {},
): Promise<Page<Notification>> {
  return toPage(await client.get<NotificationPage>('/api/notifications', { query }));
}

export async function deleteNotification(client: ApiClient, id: number): Promise<void> {
  await client.delete<unknown>(`/api/notifications/${id}`);
}

export async function clearNotifications(client: ApiClient): Promise<void> {
  await client.delete<unknown>('/api/notifications');
}

/** The notifications list; `null` asks for nothing yet. */
export function useNotifications(
  query: NotificationListParams | null = {},
): SWRResponse<Page<Notification>, Error> {
  const client = useApiClient();
  return useSWR(query === null ? null : notificationKeys.list(query), () =>
    fetchNotifications(client, query ?? {}),
  );
}

/** A function that refetches every notifications list, e.g. when a realtime alert arrives. */
export function useRevalidateNotifications(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(inGroup(NOTIFICATIONS)), [mutate]);
}

/** `trigger(id)` removes one notification, then refetches the lists. */
export function useDeleteNotification() {
  const client = useApiClient();
  const revalidate = useRevalidateNotifications();
  return useSWRMutation('notifications/delete', async (_key: string, { arg }: { arg: number }) => {
    await deleteNotification(client, arg);
    void revalidate();
  });
}

/** `trigger()` removes every notification, then refetches the lists. */
export function useClearNotifications() {
  const client = useApiClient();
  const revalidate = useRevalidateNotifications();
  return useSWRMutation('notifications/clear', async () => {
    await clearNotifications(client);
    void revalidate();
  });
}
