import { useRecords } from '@backoffice/app-kit/resources';
import type { ResourceRecord } from '@backoffice/contract';
import { saleItemsResource } from '../../resources/saleItems';

export type SaleItem = ResourceRecord<typeof saleItemsResource>;

/**
 * The active items, in name order. A farm sells a few dozen things at most, so they are loaded
 * once (up to the API's page of 100) and the item field filters them as each key is typed,
 * with no wait on the network between keystrokes at the till or while an invoice is typed.
 */
export const ACTIVE_ITEMS_QUERY = 'filter%5Bactive%5D=1&per_page=100&sort=name&direction=asc';

export function useActiveSaleItems() {
  const answer = useRecords(saleItemsResource, ACTIVE_ITEMS_QUERY);
  return {
    items: (answer.data?.items ?? []) as unknown as SaleItem[],
    isLoading: answer.isLoading,
    error: answer.error,
  };
}
