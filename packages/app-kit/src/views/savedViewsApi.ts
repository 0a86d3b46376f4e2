/**
 * The saved views' calls (`/api/saved-views`) and their SWR hooks. Every change refetches the
 * list's views, so the menu shows what the server holds (a rename, a new default, a view gone).
 */
import { type ApiClient, getPrefetched, useApiClient } from '@backoffice/api-client';
import { SAVED_VIEWS_PATH, type SavedView } from '@backoffice/contract';
import { useMemo } from 'react';
import useSWR, { type SWRResponse, useSWRConfig } from 'swr';

export const savedViewKeys = {
  list: (list: string) => ['saved-views', list] as const,
};

/** A new view of a list. */
export interface NewSavedView {
  list: string;
  name: string;
  /** The list's query (page and page size are left out by the server). */
  query: string;
  columns: readonly string[] | null;
  shared: boolean;
}

/** A change to one of the user's views: the fields sent, based on `version`. */
export interface SavedViewChange {
  name?: string;
  query?: string;
  columns?: readonly string[] | null;
  shared?: boolean;
  version?: number;
}

const viewPath = (id: number) => `${SAVED_VIEWS_PATH}/${id}`;

/** The path of a list's views: `/api/saved-views?list=jf_sales`. */
export function savedViewsPath(list: string): string {
  return `${SAVED_VIEWS_PATH}?${new URLSearchParams({ list })}`;
}

export async function fetchSavedViews(client: ApiClient, list: string): Promise<SavedView[]> {
  return (await getPrefetched<{ data: SavedView[] }>(client, savedViewsPath(list))).data;
}

export async function createSavedView(client: ApiClient, view: NewSavedView): Promise<SavedView> {
  const body = { ...view, columns: view.columns === null ? null : [...view.columns] };
  return (await client.post<{ data: SavedView }>(SAVED_VIEWS_PATH, body)).data;
}

export async function updateSavedView(
  client: ApiClient,
  id: number,
  change: SavedViewChange,
): Promise<SavedView> {
  const { columns, ...rest } = change;
  const body = columns === undefined ? rest : { ...rest, columns: columns && [...columns] };
  return (await client.put<{ data: SavedView }>(viewPath(id), body)).data;
}

export async function deleteSavedView(client: ApiClient, id: number): Promise<void> {
  await client.delete<unknown>(viewPath(id));
}

/** Makes the view the user's default for its list (any view the user sees). */
export async function setDefaultView(client: ApiClient, id: number): Promise<SavedView> {
  return (await client.put<{ data: SavedView }>(`${viewPath(id)}/default`)).data;
}

export async function clearDefaultView(client: ApiClient, id: number): Promise<void> {
  await client.delete<unknown>(`${viewPath(id)}/default`);
}

/** The user's own and the brand's shared views of a list, by name. */
export function useSavedViews(list: string): SWRResponse<SavedView[], Error> {
  const client = useApiClient();
  return useSWR(savedViewKeys.list(list), () => fetchSavedViews(client, list));
}

/** The changes to a list's views; each refetches the list's views once done. */
export function useSavedViewActions(list: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const after = async <T>(change: Promise<T>): Promise<T> => {
      try {
        return await change;
      } finally {
        await mutate(savedViewKeys.list(list));
      }
    };
    return {
      create: (view: Omit<NewSavedView, 'list'>) =>
        after(createSavedView(client, { ...view, list })),
      update: (id: number, change: SavedViewChange) => after(updateSavedView(client, id, change)),
      remove: (id: number) => after(deleteSavedView(client, id)),
      setDefault: (id: number) => after(setDefaultView(client, id)),
      clearDefault: (id: number) => after(clearDefaultView(client, id)),
    };
  }, [client, mutate, list]);
}
