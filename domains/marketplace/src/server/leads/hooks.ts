/**
 * Leads' server side: a new lead belongs to its creator; users without `manage_evdati_leads`
 * reach only their own (another's answers 404); managers reassign a lead to a user of the
 * brand who works leads; a lost lead keeps its reason.
 */
import { hasPermission } from '@backoffice/access';
import {
  type ActionHook,
  brandTodaySql,
  type ComputedSql,
  DomainError,
  type Executor,
  type ResourceHooks,
  rowsOf,
  type SaveContext,
  undoRecordFieldsOnly,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { ACCESS_LEADS, MANAGE_LEADS, OPEN_LEAD_STAGES } from '../../resources/leads';

/** A user's name as the app shows it, or null for no such user. */
export async function userName(db: Executor, userId: number): Promise<string | null> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select first_name || ' ' || last_name as name from users where id = ${userId}`,
  );
  return rows[0]?.name ?? null;
}

/** Whether the user belongs to the brand and holds a permission of leads there. */
async function worksLeads(db: Executor, brandId: number, userId: number): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from users u
          join brand_user b on b.user_id = u.id and b.brand_id = ${brandId}
          join user_roles ur on ur.user_id = u.id
          join role_permissions rp on rp.role_id = ur.role_id
          join permissions p on p.id = rp.permission_id
         where u.id = ${userId} and p.name in (${ACCESS_LEADS}, ${MANAGE_LEADS}, 'admin')
         limit 1`,
  );
  return rows.length > 0;
}

async function ownedByCreator(ctx: SaveContext): Promise<void> {
  ctx.values.owner_user_id = ctx.userId;
  ctx.values.owner_name = (await userName(ctx.db, ctx.userId)) ?? '';
  ctx.values.stage = 'new';
}

const lose: ActionHook = async ({ input }) => ({
  values: { lost_reason: String(input.reason ?? '') },
});

const reopen: ActionHook = async () => ({ values: { lost_reason: null } });

const reassign: ActionHook = async ({ db, brandId, input, record }) => {
  const ownerId = Number(input.owner_user_id);
  if (!(await worksLeads(db, brandId, ownerId))) {
    throw DomainError.field(
      'owner_user_id',
      'The selected new owner does not work leads in this brand.',
    );
  }
  const name = (await userName(db, ownerId)) ?? '';
  return {
    values: { owner_user_id: ownerId, owner_name: name },
    audit: { from: record.owner_name ?? null, to: name },
  };
};

/** 1 when the lead is open and its follow-up is the brand's today or before, else 0. */
export const followUpDue: ComputedSql = (row) =>
  sql`(case when ${row}.next_follow_up <= ${brandTodaySql(sql`${row}.brand_id`)}
             and ${row}.stage in (${sql.join(
               OPEN_LEAD_STAGES.map((stage) => sql`${stage}`),
               sql`, `,
             )}) then 1 else 0 end)`;

export const leadsHooks: ResourceHooks = {
  beforeCreate: ownedByCreator,
  actions: { lose, reopen, reassign },
  // Lose and reopen write only the lead's lost reason: the undo puts it back.
  undo: { lose: undoRecordFieldsOnly, reopen: undoRecordFieldsOnly },
  computed: { follow_up_due: followUpDue },
  rows: ({ userId, permissions }) =>
    hasPermission(permissions, MANAGE_LEADS)
      ? null
      : (row) => sql`${row}.owner_user_id = ${userId}`,
};
