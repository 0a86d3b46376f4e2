import { type ListState, readListState } from '@backoffice/app-kit/resources';
import type { ResourceDefinition } from '@backoffice/contract';

/**
 * A list's state from the address, by app-kit's rules, plus a sort by a sortable computed
 * field (a sale's total, an invoice's balance), which the server offers and `readListState`
 * (stored fields only) drops.
 */
export function readListStateWithComputed(
  resource: ResourceDefinition,
  params: URLSearchParams,
): ListState {
  const state = readListState(resource, params);
  const sort = params.get('sort');
  if (
    !state.sort &&
    sort &&
    (resource.computed as Record<string, { sortable?: boolean }> | undefined)?.[sort]?.sortable
  ) {
    return { ...state, sort };
  }
  return state;
}
