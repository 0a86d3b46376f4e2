import { useApiClient } from '@backoffice/api-client';
import useSWR from 'swr';

/** A user of the brand, as a pick list shows them. */
export interface StaffMember {
  id: number;
  name: string;
}

/** The users of the active brand holding a role (`GET /api/staff?role=Driver`). */
export function useStaff(role: string) {
  const client = useApiClient();
  return useSWR(['staff', role], async () => {
    const path = `/api/staff?role=${encodeURIComponent(role)}`;
    return (await client.get<{ data: StaffMember[] }>(path)).data;
  });
}
