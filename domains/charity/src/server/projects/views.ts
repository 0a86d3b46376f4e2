/**
 * The project's views (`GET /api/projects/{id}/<view>`): its members, its beneficiaries with
 * their hand-over, and its stock (what the package needs against what is on hand); and a
 * beneficiary's `received` view (the projects they are in, the packages handed to them).
 */
import { type Executor, type RecordViewHook, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { onHandSql } from '../stock';
import { dayOf } from './steps';

const userName = (alias: string) =>
  sql`${sql.raw(alias)}.first_name || ' ' || ${sql.raw(alias)}.last_name`;

export async function membersOf(db: Executor, projectId: number) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select pm.user_id, ${userName('u')} as name, pm.role,
               (select array_agg(r.name order by r.name) from user_roles ur
                  join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles
          from project_members pm join users u on u.id = pm.user_id
         where pm.project_id = ${projectId} order by pm.position, pm.id`,
  );
  return rows.map((row) => ({
    user_id: Number(row.user_id),
    name: String(row.name),
    role: String(row.role),
    roles: (row.roles as string[] | null) ?? [],
  }));
}

export async function beneficiariesOf(db: Executor, projectId: number) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select pb.beneficiary_id, b.name, b.phone, b.gender, b.household_size,
               c.name as category, s.name as state, b.status, pb.added_at,
               pb.handed_over_on::text as handed_over_on, pb.handed_over_by,
               ${userName('u')} as handed_over_by_name, pb.collected_by
          from project_beneficiaries pb
          join beneficiaries b on b.id = pb.beneficiary_id
          left join beneficiary_categories c on c.id = b.category_id
          left join states s on s.id = b.state_id
          left join users u on u.id = pb.handed_over_by
         where pb.project_id = ${projectId} order by b.name, b.id`,
  );
  return rows.map((row) => ({
    beneficiary_id: Number(row.beneficiary_id),
    name: String(row.name),
    phone: (row.phone as string | null) ?? null,
    gender: String(row.gender),
    household_size: Number(row.household_size),
    category: (row.category as string | null) ?? null,
    state: (row.state as string | null) ?? null,
    status: String(row.status),
    added_at: new Date(row.added_at as string).toISOString(),
    handed_over_on: dayOf(row.handed_over_on),
    handed_over_by: row.handed_over_by === null ? null : Number(row.handed_over_by),
    handed_over_by_name: (row.handed_over_by_name as string | null) ?? null,
    collected_by: (row.collected_by as string | null) ?? null,
  }));
}

export async function stockOf(db: Executor, projectId: number) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select l.package_item_id, i.name, i.unit, l.quantity,
               ${onHandSql(sql`i.id`)} as on_hand,
               (select count(*) from project_beneficiaries pb
                 where pb.project_id = ${projectId}) as beneficiaries,
               (select count(*) from project_beneficiaries pb
                 where pb.project_id = ${projectId} and pb.handed_over_on is not null) as handed
          from project_package_items l join package_items i on i.id = l.package_item_id
         where l.project_id = ${projectId} order by l.position, l.id`,
  );
  return rows.map((row) => {
    const quantity = Number(row.quantity);
    const everyone = Number(row.beneficiaries);
    const handed = Number(row.handed);
    const onHand = Number(row.on_hand);
    const stillNeeded = quantity * (everyone - handed);
    return {
      package_item_id: Number(row.package_item_id),
      name: String(row.name),
      unit: String(row.unit),
      quantity,
      needed: quantity * everyone,
      handed_out: quantity * handed,
      still_needed: stillNeeded,
      on_hand: onHand,
      short: Math.max(0, stillNeeded - onHand),
    };
  });
}

export const membersView: RecordViewHook = async ({ db, record }) => ({
  data: await membersOf(db, Number(record.id)),
});

export const beneficiariesView: RecordViewHook = async ({ db, record }) => ({
  data: await beneficiariesOf(db, Number(record.id)),
});

export const stockView: RecordViewHook = async ({ db, record }) => ({
  data: await stockOf(db, Number(record.id)),
});

/** `GET /api/beneficiaries/{id}/received`: their projects, newest first, and their packages. */
export const receivedView: RecordViewHook = async ({ db, record }) => {
  const projects = await rowsOf<Record<string, unknown>>(
    db,
    sql`select p.id, p.name, p.status, p.starts_on::text as starts_on, p.ends_on::text as ends_on,
               pb.handed_over_on::text as handed_over_on, pb.collected_by,
               ${userName('u')} as handed_over_by_name
          from project_beneficiaries pb
          join projects p on p.id = pb.project_id
          left join users u on u.id = pb.handed_over_by
         where pb.beneficiary_id = ${Number(record.id)}
         order by p.starts_on desc, p.id desc`,
  );
  const handed = projects.filter((p) => p.handed_over_on !== null);
  const items = handed.length
    ? await rowsOf<Record<string, unknown>>(
        db,
        sql`select l.project_id, i.name, i.unit, l.quantity
              from project_package_items l join package_items i on i.id = l.package_item_id
             where l.project_id in (${sql.join(
               handed.map((p) => Number(p.id)),
               sql`, `,
             )})
             order by l.position, l.id`,
      )
    : [];
  return {
    data: {
      projects: projects.map((p) => ({
        id: Number(p.id),
        name: String(p.name),
        status: String(p.status),
        starts_on: dayOf(p.starts_on),
        ends_on: dayOf(p.ends_on),
        handed_over_on: dayOf(p.handed_over_on),
      })),
      packages: handed
        .map((p) => ({
          project_id: Number(p.id),
          project_name: String(p.name),
          handed_over_on: dayOf(p.handed_over_on) as string,
          handed_over_by_name: (p.handed_over_by_name as string | null) ?? null,
          collected_by: (p.collected_by as string | null) ?? null,
          items: items
            .filter((item) => Number(item.project_id) === Number(p.id))
            .map((item) => ({
              name: String(item.name),
              unit: String(item.unit),
              quantity: Number(item.quantity),
            })),
        }))
        .sort((a, b) => b.handed_over_on.localeCompare(a.handed_over_on)),
    },
  };
};
