import { useApiClient } from '@backoffice/api-client';
import type { OwnEmployee } from '@backoffice/common';
import useSWR from 'swr';

/** The employee records linked to the signed-in user (`GET /api/user/employee`). */
export function useOwnEmployees() {
  const client = useApiClient();
  return useSWR(['user', 'employee'], async () => {
    return (await client.get<{ data: OwnEmployee[] }>('/api/user/employee')).data;
  });
}
