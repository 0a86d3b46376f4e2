import { useApiClient } from '@backoffice/api-client';
import useSWR from 'swr';
import { storePath } from './storeApi';

/** What a store's product forms pick from (`GET /api/evd-stores/{slug}/catalogue`). */
export interface StoreCatalogue {
  categories: { id: number; name: string }[];
  subcategories: { id: number; category_id: number; name: string }[];
  attributes: { id: number; name: string }[];
  values: { id: number; attribute_id: number; value: string }[];
}

export interface AttributeValueOption {
  id: number;
  attributeId: number;
  /** `Colour: Black`. */
  name: string;
  value: string;
}

/**
 * The catalogue's categories, attributes and values, read through the store (its `catalogue`
 * view), so a store's members reach them by the store's grants.
 */
export function useStoreCatalogue(slug: string) {
  const client = useApiClient();
  const answer = useSWR(['resources', 'evd_stores', 'catalogue', slug], async () => {
    const got = await client.get<{ data: StoreCatalogue }>(storePath(slug, '/catalogue'));
    return got.data;
  });
  const data = answer.data;
  const nameOf = new Map((data?.attributes ?? []).map((row) => [row.id, row.name]));
  const values: AttributeValueOption[] = (data?.values ?? []).map((row) => ({
    id: row.id,
    attributeId: row.attribute_id,
    value: row.value,
    name: `${nameOf.get(row.attribute_id) ?? ''}: ${row.value}`,
  }));
  return {
    categories: data?.categories ?? [],
    subcategories: data?.subcategories ?? [],
    attributes: data?.attributes ?? [],
    values,
    isLoading: answer.isLoading,
    failed: Boolean(answer.error),
  };
}
