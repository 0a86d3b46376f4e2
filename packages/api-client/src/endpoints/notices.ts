/**
 * Notices: `GET /api/notices` (paged, with search), `GET /api/notices/list` (the dashboard's),
 * `GET|PUT|DELETE /api/notices/{id}` and `POST /api/notices`. Every change refetches the lists.
 */
import {
  type Notice,
  type NoticeInput,
  type NoticeListResponse,
  type NoticePage,
  type NoticeResponse,
  type Page,
  toPage,
} from '@backoffice/contract';
import useSWR, { type SWRResponse, useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../http/createApiClient';
import { type IdempotentCreate, idempotencyHeaders } from '../http/idempotentCreate';
import { useApiClient } from '../react/useApiClient';
import { inGroup } from '../swr/inGroup';
import { getPrefetched, prefetchGet, type StartTask } from '../swr/prefetch';

export const NOTICES = 'notices';

export const noticeKeys = {
  page: (page: number, search: string) => [NOTICES, 'page', page, search] as const,
  dashboard: () => [NOTICES, 'dashboard'] as const,
  detail: (id: number) => [NOTICES, 'detail', id] as const,
};

/** Every notices key except the details: the lists a change may affect. */
const isNoticeList = (key: unknown) => inGroup(NOTICES)(key) && (key as unknown[])[1] !== 'detail';

/** One page of the brand's notices (10 per page), optionally filtered by a search text. */
export async function fetchNotices(
  client: ApiClient,
  page: number,
  search = '',
): Promise<Page<Notice>> {
  const query = { page, search: search.trim() || undefined };
  return toPage(await client.get<NoticePage>('/api/notices', { query }));
}

const DASHBOARD_NOTICES_PATH = '/api/notices/list';

/** The published notices the dashboard shows (the request started ahead, if any). */
export async function fetchDashboardNotices(client: ApiClient): Promise<Notice[]> {
  return (await getPrefetched<NoticeListResponse>(client, DASHBOARD_NOTICES_PATH)).data;
}

export async function fetchNotice(client: ApiClient, id: number): Promise<Notice> {
  return (await client.get<NoticeResponse>(`/api/notices/${id}`)).data;
}

/** Creates a notice; with `idempotencyKey`, a repeat of the key answers the first notice. */
export async function createNotice(
  client: ApiClient,
  input: NoticeInput,
  idempotencyKey?: string,
): Promise<Notice> {
  const options = idempotencyHeaders(idempotencyKey);
  return (await client.post<NoticeResponse>('/api/notices', input, options)).data;
}

export async function updateNotice(
  client: ApiClient,
  id: number,
  input: NoticeInput,
): Promise<Notice> {
  return (await client.put<NoticeResponse>(`/api/notices/${id}`, input)).data;
}

export async function deleteNotice(client: ApiClient, id: number): Promise<void> {
  await client.delete<unknown>(`/api/notices/${id}`);
}

/** A page of notices; the previous page stays shown while the next one loads. */
export function useNotices(page: number, search = ''): SWRResponse<Page<Notice>, Error> {
  const client = useApiClient();
  return useSWR(noticeKeys.page(page, search), () => fetchNotices(client, page, search), {
    keepPreviousData: true,
  });
}

export function useDashboardNotices(): SWRResponse<Notice[], Error> {
  const client = useApiClient();
  return useSWR(noticeKeys.dashboard(), () => fetchDashboardNotices(client));
}

/** Starts the dashboard's request before its screen has loaded (see `prefetch`). */
export function prefetchDashboardNotices(client: ApiClient, start?: StartTask): void {
  prefetchGet(client, DASHBOARD_NOTICES_PATH, start);
}

/** One notice; nothing is fetched while `id` is null. */
export function useNotice(id: number | null): SWRResponse<Notice, Error> {
  const client = useApiClient();
  return useSWR(id === null ? null : noticeKeys.detail(id), () => fetchNotice(client, id!));
}

/**
 * `trigger({ input, idempotencyKey })` creates a notice (a repeated key answers the first one),
 * then refetches the lists.
 */
export function useCreateNotice() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'notices/create',
    async (_key: string, { arg }: { arg: IdempotentCreate<NoticeInput> }) => {
      const notice = await createNotice(client, arg.input, arg.idempotencyKey);
      void mutate(isNoticeList);
      return notice;
    },
  );
}

/** `trigger(input)` saves notice `id`, caches the answer and refetches the lists. */
export function useUpdateNotice(id: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['notices/update', id],
    async (_key: unknown, { arg }: { arg: NoticeInput }) => {
      const notice = await updateNotice(client, id, arg);
      await mutate(noticeKeys.detail(id), notice, { revalidate: false });
      void mutate(isNoticeList);
      return notice;
    },
  );
}

/** `trigger(id)` deletes a notice, forgets it and refetches the lists. */
export function useDeleteNotice() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation('notices/delete', async (_key: string, { arg }: { arg: number }) => {
    await deleteNotice(client, arg);
    await mutate(noticeKeys.detail(arg), undefined, { revalidate: false });
    void mutate(isNoticeList);
  });
}
