import { useApiClient } from '@backoffice/api-client';
import { fetchRecords, resourceKeys, useReferencedResource } from '@backoffice/app-kit/resources';
import type { ResourceDefinition } from '@backoffice/contract';
import useSWR from 'swr';
import { salesResource } from '../../resources/sales';

/** A customer as the list of customers answers one: only its id and name matter here. */
export interface CustomerOption {
  id: number;
  name: string;
}

/** How many customers a search shows. */
const CUSTOMER_MATCHES = 20;

/**
 * The brand's customers whose name matches what was typed (`GET /api/customers?search=`), from
 * the registry's customers definition (the common domain's, which sales and invoices name).
 */
export function useCustomerSearch(search: string) {
  const client = useApiClient();
  const customers = useReferencedResource(salesResource.fields.customer_id.resource);
  const query = new URLSearchParams({
    per_page: String(CUSTOMER_MATCHES),
    sort: 'name',
    direction: 'asc',
  });
  if (search.trim()) query.set('search', search.trim());
  const key = customers ? resourceKeys.list(customers, query.toString()) : null;
  const answer = useSWR(
    key,
    () => fetchRecords(client, customers as ResourceDefinition, query.toString()),
    { keepPreviousData: true },
  );
  const options: CustomerOption[] = (answer.data?.items ?? []).map((row) => ({
    id: row.id,
    name: String(row.name ?? row.id),
  }));
  return { options, isLoading: answer.isLoading };
}
