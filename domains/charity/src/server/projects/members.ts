/**
 * `POST /api/projects/{id}/members`: the lines replace the project's members, each a user of
 * the brand, listed once, in the order sent.
 */
import { type ActionHook, DomainError, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '../../resources/projectSteps';
import { idsOf } from './steps';

export const saveMembers: ActionHook = async ({ db, brandId, recordId, inputLines }) => {
  const ids = idsOf(inputLines, 'user_id');
  const staff = await rowsOf<{ user_id: number }>(
    db,
    sql`select user_id from brand_user
        where brand_id = ${brandId} and user_id in (${sql.join(ids, sql`, `)})`,
  );
  const ofBrand = new Set(staff.map((row) => Number(row.user_id)));
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  for (const [i, id] of ids.entries()) {
    if (!ofBrand.has(id)) errors[`lines.${i}.user_id`] = [PROJECT_MESSAGES.memberNotStaff];
    else if (seen.has(id)) errors[`lines.${i}.user_id`] = [PROJECT_MESSAGES.memberTwice];
    seen.add(id);
  }
  if (Object.keys(errors).length) throw DomainError.invalid(errors);
  await db.execute(sql`delete from project_members where project_id = ${recordId}`);
  await db.execute(sql`insert into project_members (project_id, user_id, role, position)
    values ${sql.join(
      inputLines.map(
        (line, position) => sql`(${recordId}, ${Number(line.user_id)}, ${String(line.role)},
          ${position})`,
      ),
      sql`, `,
    )}`);
  return { audit: { members: ids.length } };
};
