import { useApiClient } from '@backoffice/api-client';
import useSWR from 'swr';

/** Someone who may own leads: a manager or a sales representative of the brand. */
export interface LeadOwner {
  id: number;
  name: string;
}

/** The roles whose users work leads, as the brand's staff pick names them. */
export const OWNER_ROLES = ['Manager', 'Sales Representative'] as const;

/**
 * The brand's users who may own leads (`GET /api/staff?role=...` for each role), by name, each
 * once.
 */
export function useLeadOwners() {
  const client = useApiClient();
  return useSWR(['evd-lead-owners'], async () => {
    const answers = await Promise.all(
      OWNER_ROLES.map((role) =>
        client.get<{ data: LeadOwner[] }>('/api/staff', { query: { role } }),
      ),
    );
    const byId = new Map<number, LeadOwner>();
    for (const answer of answers) for (const owner of answer.data) byId.set(owner.id, owner);
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  });
}
