/**
 * The store pages' calls: a store by its slug (its record endpoints take the slug, not the id)
 * and its changes (its actions run through app-kit's `useRecordAction`, which addresses it by
 * its slug too), the store's nested resources scoped to the slug in the address, and what the
 * signed-in user may do there (their own permissions or the store's grants).
 */
import { hasStorePermission } from '@backoffice/access';
import { type ApiClient, inGroup, useApiClient } from '@backoffice/api-client';
import { useAppState } from '@backoffice/app-kit';
import { type FormValue, type ResourceRow, resourceKeys } from '@backoffice/app-kit/resources';
import { type ResourceDefinition, scopedResource } from '@backoffice/contract';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import {
  evdProductsResource,
  evdProductVariantsResource,
  evdStoreMembersResource,
  evdStoresResource,
  type StorePlan,
  type StoreStatus,
} from '../../resources/stores';

/** A store as its record endpoint answers it. */
export interface Store extends ResourceRow {
  seller_id: number;
  name: string;
  slug: string;
  description: string | null;
  email: string;
  phone: string | null;
  plan: StorePlan;
  status: StoreStatus;
  status_reason: string | null;
  product_count?: number;
  live_product_count?: number;
  stock_units?: number;
}

/** `/api/evd-stores/{slug}`, and its sub-paths. */
export const storePath = (slug: string, rest = '') =>
  `/api/${evdStoresResource.segment}/${encodeURIComponent(slug)}${rest}`;

const storeKey = (slug: string) => ['resources', 'evd_stores', 'slug', slug] as const;

/** The store's slug in the address (`/evd-stores/:storeSlug/...`). */
export function useStoreSlug(): string {
  return useParams().storeSlug ?? '';
}

/** The store named by its slug. */
export function useStore(slug: string) {
  const client = useApiClient();
  return useSWR(slug ? storeKey(slug) : null, async () => {
    const answer = await client.get<{ data: Store }>(storePath(slug));
    return answer.data;
  });
}

/** After a store changed: its page and every list of stores are fetched again. */
export function useStoreRevalidation() {
  const { mutate } = useSWRConfig();
  return async (store: Store) => {
    await mutate(storeKey(store.slug), store, { revalidate: false });
    const group = inGroup('resources');
    void mutate(
      (key: unknown) =>
        group(key) && (key as unknown[])[1] === 'evd_stores' && (key as unknown[])[2] === 'list',
    );
  };
}

/** Saves a store's details at the version the form was opened at. */
export async function saveStore(
  client: ApiClient,
  slug: string,
  body: Record<string, FormValue>,
  version: number | undefined,
): Promise<Store> {
  const sent = version === undefined ? body : { ...body, version };
  return (await client.put<{ data: Store }>(storePath(slug), sent)).data;
}

/** The store's nested resources with their segment filled in from the slug. */
export function useStoreResources(slug: string) {
  return useMemo(
    () => ({
      products: scopedResource(evdProductsResource, { storeSlug: slug }),
      variants: scopedResource(evdProductVariantsResource, { storeSlug: slug }),
      members: scopedResource(evdStoreMembersResource, { storeSlug: slug }),
    }),
    [slug],
  );
}

/** Whether the user may do what a permission allows on this store (own or the store's grant). */
export function useStoreCan(slug: string): (permission: string) => boolean {
  const user = useAppState((state) => state.user);
  return (permission) =>
    hasStorePermission(user?.permissions, permission, user?.store_permissions, slug);
}

/** A record of a nested resource by id, under its store. */
export function useScopedRecord(resource: ResourceDefinition, id: number | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : [...resourceKeys.record(resource, id), resource.segment], () =>
    client
      .get<{ data: ResourceRow }>(`/api/${resource.segment}/${id}`)
      .then((answer) => answer.data),
  );
}
