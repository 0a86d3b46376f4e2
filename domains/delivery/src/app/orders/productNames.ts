import { referenceQuery, useRecords } from '@backoffice/app-kit/resources';
import { jfdProductsResource } from '../../resources/catalogue';

/** The products' names and prices by id (the first page of the catalogue, by name). */
export function useProducts() {
  const answer = useRecords(jfdProductsResource, referenceQuery(jfdProductsResource));
  const rows = answer.data?.items ?? [];
  return {
    rows,
    name: (id: number | null | undefined) =>
      String(rows.find((row) => row.id === id)?.name ?? (id ? `Product ${id}` : '')),
    isLoading: answer.isLoading,
  };
}
