/** The project's counts and donations, computed in SQL over its rows. */
import type { ComputedSql } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

export const PROJECT_COMPUTED: Record<string, ComputedSql> = {
  members_count: (row) =>
    sql`(select count(*)::int from project_members pm where pm.project_id = ${row}.id)`,
  beneficiaries_count: (row) =>
    sql`(select count(*)::int from project_beneficiaries pb where pb.project_id = ${row}.id)`,
  handed_over_count: (row) =>
    sql`(select count(*)::int from project_beneficiaries pb
         where pb.project_id = ${row}.id and pb.handed_over_on is not null)`,
  donations_total: (row) =>
    sql`(select coalesce(sum(case when d.kind = 'cash' then coalesce(d.amount, 0)
           else (select coalesce(sum(l.quantity::bigint * coalesce(l.unit_value, 0)), 0)
                 from donation_lines l where l.donation_id = d.id) end), 0)::bigint
         from donations d where d.project_id = ${row}.id and d.status = 'recorded')`,
};
