import type { ScopedMutator } from 'swr';

/**
 * Drops every cached answer without refetching: after sign-out or a lost session nothing the
 * previous user saw may show again.
 */
export function clearCache(mutate: ScopedMutator): Promise<unknown> {
  return mutate(() => true, undefined, { revalidate: false });
}
