import { useApiClient } from '@backoffice/api-client';
import useSWR from 'swr';
import type { HrScope, HrSummary } from '../../humanResources';

/** The human-resources home's figures (`GET /api/human-resources/summary`). */
export function useHrSummary(scope: HrScope) {
  const client = useApiClient();
  return useSWR(['human-resources', 'summary', scope], async () => {
    const answer = await client.get<{ data: HrSummary }>('/api/human-resources/summary', {
      query: { scope },
    });
    return answer.data;
  });
}
