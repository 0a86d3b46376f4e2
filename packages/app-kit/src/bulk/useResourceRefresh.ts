import { inGroup } from '@backoffice/api-client';
import type { ResourceDefinition } from '@backoffice/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { resourceKeys } from '../resources/api/resourceApi';

/**
 * Refetches what a change made on the server may have moved: every cached list of the resource
 * and its cached records (all of them, or the ones named), wherever a screen shows them. Used
 * after a bulk job and after an undo, whose answers are not the records as lists show them.
 */
export function useResourceRefresh(resource: ResourceDefinition) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (ids?: readonly number[]): Promise<void> => {
      const ofGroup = inGroup(resourceKeys.list(resource, '')[0]);
      await mutate((key: unknown) => {
        if (!ofGroup(key)) return false;
        const [, name, kind, id] = key as unknown[];
        if (name !== resource.name) return false;
        if (kind !== 'record') return true;
        return ids === undefined || ids.includes(id as number);
      });
    },
    [mutate, resource],
  );
}
