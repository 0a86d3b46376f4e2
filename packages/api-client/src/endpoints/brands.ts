/** Brands: `GET /api/brands/home` (every brand, for the picker) and `GET /api/brands/list`. */
import type { Brand, BrandListResponse } from '@backoffice/contract';
import useSWR, { type SWRResponse } from 'swr';
import type { ApiClient } from '../http/createApiClient';
import { useApiClient } from '../react/useApiClient';
import { getPrefetched } from '../swr/prefetch';

export const BRANDS = 'brands';

export const brandKeys = {
  home: () => [BRANDS, 'home'] as const,
  list: () => [BRANDS, 'list'] as const,
};

/** Every brand with its logo; the picker fades those the user is not a member of. */
export async function fetchBrandsHome(client: ApiClient): Promise<Brand[]> {
  return (await client.get<BrandListResponse>('/api/brands/home')).data;
}

/** The user's own brands, for the shell's brand switcher; every signed-in page asks for them. */
export const BRANDS_LIST_PATH = '/api/brands/list';

/** The user's own brands (the request started ahead, if any: `prefetchGet`). */
export async function fetchBrandsList(client: ApiClient): Promise<Brand[]> {
  return (await getPrefetched<BrandListResponse>(client, BRANDS_LIST_PATH)).data;
}

export function useBrandsHome(): SWRResponse<Brand[], Error> {
  const client = useApiClient();
  return useSWR(brandKeys.home(), () => fetchBrandsHome(client));
}

export function useBrandsList(): SWRResponse<Brand[], Error> {
  const client = useApiClient();
  return useSWR(brandKeys.list(), () => fetchBrandsList(client));
}
