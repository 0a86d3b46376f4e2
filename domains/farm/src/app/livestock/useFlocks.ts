import { useRecords } from '@backoffice/app-kit/resources';
import { flocksResource } from '../../resources/livestock/flocks';
import { formatCount } from './eggCounts';
import type { Flock } from './eggLogTypes';

/** The brand's flocks still kept (laying or growing), by name. */
export function useKeptFlocks() {
  const answer = useRecords(flocksResource, 'per_page=100&sort=name&direction=asc');
  const flocks = ((answer.data?.items ?? []) as Flock[]).filter(
    (flock) => flock.status === 'laying' || flock.status === 'growing',
  );
  return { flocks, isLoading: answer.isLoading, error: answer.error };
}

/** `Flock A (House 1) · 2,100 birds`, and the state when the flock is not laying. */
export function flockOption(flock: Flock): string {
  const birds = `${formatCount(flock.bird_count)} birds`;
  return [flock.name, birds, flock.status === 'laying' ? null : flock.status]
    .filter(Boolean)
    .join(' · ');
}
