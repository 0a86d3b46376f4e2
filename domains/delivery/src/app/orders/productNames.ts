import { useApiClient } from '@backoffice/api-client';
import {
  fetchRecord,
  fetchRecords,
  referenceQuery,
  useRecords,
} from '@backoffice/app-kit/resources';
import useSWR from 'swr';
import { jfdAddonsResource, jfdProductsResource } from '../../resources/catalogue';
import type { OrderLine } from './orderTypes';

type Id = number | null | undefined;

/** The products a line names: its own and its substitute. */
export function lineProductIds(lines: readonly OrderLine[] | undefined): Id[] {
  return (lines ?? []).flatMap((line) => [line.product_id, line.substitute_product_id]);
}

/**
 * The products' names and prices by id: the first page of the catalogue, by name (the
 * substitute picker's choices), and each product `ids` names that page misses, fetched one by
 * one (a catalogue holds more products than one page, so a line's name never falls back to
 * its id).
 */
export function useProducts(ids: readonly Id[] = []) {
  const client = useApiClient();
  const answer = useRecords(jfdProductsResource, referenceQuery(jfdProductsResource));
  const rows = answer.data?.items ?? [];
  const missing = answer.data
    ? [...new Set(ids)]
        .filter((id): id is number => typeof id === 'number' && id > 0)
        .filter((id) => !rows.some((row) => row.id === id))
        .sort((a, b) => a - b)
    : [];
  const extra = useSWR(
    missing.length > 0 ? ['resources', jfdProductsResource.name, 'named', ...missing] : null,
    () => Promise.all(missing.map((id) => fetchRecord(client, jfdProductsResource, id))),
  );
  const known = [...rows, ...(extra.data ?? [])];
  return {
    rows,
    name: (id: Id) =>
      String(known.find((row) => row.id === id)?.name ?? (id ? `Product ${id}` : '')),
    isLoading: answer.isLoading || extra.isLoading,
  };
}

/**
 * The names of the add-ons the lines carry (gift wrap, an ice pack...), for the concierge to
 * add and the dispatcher to read; nothing is fetched while no line has one.
 */
export function useAddonNames(lines: readonly OrderLine[] | undefined) {
  const client = useApiClient();
  const wanted = (lines ?? []).some((line) => (line.addon_ids ?? []).length > 0);
  const query = referenceQuery(jfdAddonsResource);
  const answer = useSWR(wanted ? ['resources', jfdAddonsResource.name, 'list', query] : null, () =>
    fetchRecords(client, jfdAddonsResource, query),
  );
  const rows = answer.data?.items ?? [];
  return (line: OrderLine) =>
    (line.addon_ids ?? [])
      .map((id) => String(rows.find((row) => row.id === id)?.name ?? `Add-on ${id}`))
      .join(', ');
}
