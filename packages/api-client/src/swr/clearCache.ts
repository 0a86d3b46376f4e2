import type { ScopedMutator } from 'swr';
import { dropPrefetched } from './prefetch';

/**
 * Drops every cached answer, and every request started ahead (`prefetch`), without refetching:
 * after sign-out or a lost session nothing the previous user saw may show again.
 */
export function clearCache(mutate: ScopedMutator): Promise<unknown> {
  dropPrefetched();
  return mutate(() => true, undefined, { revalidate: false });
}
