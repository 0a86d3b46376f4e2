/**
 * Brands: `GET /api/brands/home` (every brand, for the picker), `GET /api/brands/list`, and the
 * active brand's settings (`/api/brand-settings`).
 */
import type {
  Brand,
  BrandListResponse,
  BrandSettings,
  BrandSettingsResponse,
} from '@backoffice/contract';
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

/** The active brand's settings: `GET` and `PUT /api/brand-settings`. */
export const BRAND_SETTINGS_PATH = '/api/brand-settings';

/** The active brand's settings (its time zone), cached per brand. */
export function useBrandSettings(brandId: number | null): SWRResponse<BrandSettings, Error> {
  const client = useApiClient();
  return useSWR(
    brandId === null ? null : ([BRANDS, 'settings', brandId] as const),
    async () => (await client.get<BrandSettingsResponse>(BRAND_SETTINGS_PATH)).data,
  );
}

/**
 * Sets the active brand's time zone; `was` is the zone the form showed, so that a change made
 * meanwhile answers 409 rather than being overwritten.
 */
export async function saveBrandTimeZone(
  client: ApiClient,
  zone: string,
  was: string,
): Promise<BrandSettings> {
  const body = { time_zone: zone, time_zone_was: was };
  return (await client.put<BrandSettingsResponse>(BRAND_SETTINGS_PATH, body)).data;
}
