/**
 * `add-beneficiaries` and `remove-beneficiaries`: up to `PROJECT_BATCH_MAX` people a request,
 * checked and written with one query each, never one per person. Added: registered with the
 * brand and active (someone already on the project is skipped). Removed: on the project and not
 * yet handed a package; removing the last who had not received fulfils a running distribution.
 */
import {
  type ActionHook,
  type ActionOutcome,
  DomainError,
  type Executor,
  rowsOf,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '../../resources/projectSteps';
import { idsOf, requireStep } from './steps';

interface Person {
  id: number;
  name: string;
  status: string;
  /** Whether they are on the project, and whether they received its package. */
  on_project: boolean;
  handed_over: boolean;
}

/** The brand's beneficiaries among `ids`, with where they stand on the project: one query. */
export async function peopleOf(
  db: Executor,
  brandId: number,
  projectId: number,
  ids: readonly number[],
): Promise<Map<number, Person>> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select b.id, b.name, b.status, pb.id is not null as on_project,
               pb.handed_over_on is not null as handed_over
          from beneficiaries b
          left join project_beneficiaries pb
            on pb.beneficiary_id = b.id and pb.project_id = ${projectId}
         where b.brand_id = ${brandId} and b.id in (${sql.join([...new Set(ids)], sql`, `)})`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        name: String(row.name),
        status: String(row.status),
        on_project: Boolean(row.on_project),
        handed_over: Boolean(row.handed_over),
      },
    ]),
  );
}

/** Checks each line's person, collecting every refusal under `lines.N.beneficiary_id`. */
export function checkLines(
  ids: readonly number[],
  people: Map<number, Person>,
  refusal: (person: Person) => string | null,
): void {
  const errors: Record<string, string[]> = {};
  for (const [i, id] of ids.entries()) {
    const person = people.get(id);
    const message = person ? refusal(person) : PROJECT_MESSAGES.notFound(id);
    if (message) errors[`lines.${i}.beneficiary_id`] = [message];
  }
  if (Object.keys(errors).length) throw DomainError.invalid(errors);
}

export const addBeneficiaries: ActionHook = async (ctx) => {
  await requireStep(ctx.db, ctx.recordId, ctx.record, 'beneficiaries');
  const ids = idsOf(ctx.inputLines, 'beneficiary_id');
  const people = await peopleOf(ctx.db, ctx.brandId, ctx.recordId, ids);
  checkLines(ids, people, (person) =>
    person.status === 'active' || person.on_project
      ? null
      : PROJECT_MESSAGES.notActive(person.name, person.status),
  );
  const added = [...new Set(ids)].filter((id) => !people.get(id)?.on_project);
  if (added.length) {
    await ctx.db.execute(sql`insert into project_beneficiaries (project_id, beneficiary_id, added_by)
      select ${ctx.recordId}, b.id, ${ctx.userId} from beneficiaries b
       where b.brand_id = ${ctx.brandId} and b.id in (${sql.join(added, sql`, `)})
      on conflict (project_id, beneficiary_id) do nothing`);
  }
  return { audit: { added: added.length, already_on_project: new Set(ids).size - added.length } };
};

export const removeBeneficiaries: ActionHook = async (ctx) => {
  await requireStep(ctx.db, ctx.recordId, ctx.record, 'beneficiaries');
  const ids = idsOf(ctx.inputLines, 'beneficiary_id');
  const people = await peopleOf(ctx.db, ctx.brandId, ctx.recordId, ids);
  checkLines(ids, people, (person) => {
    if (!person.on_project) return PROJECT_MESSAGES.notInProject(person.name);
    if (person.handed_over) return PROJECT_MESSAGES.receivedStays(person.name);
    return null;
  });
  const removed = [...new Set(ids)];
  await ctx.db.execute(sql`delete from project_beneficiaries
    where project_id = ${ctx.recordId} and beneficiary_id in (${sql.join(removed, sql`, `)})`);
  const outcome: ActionOutcome = { audit: { removed: removed.length } };
  // Removing the last who had not received leaves a distribution where everyone has.
  if (ctx.record.status === 'in_progress' && (await everyoneReceived(ctx.db, ctx.recordId))) {
    outcome.state = 'fulfilled';
  }
  return outcome;
};

/** Whether the project has beneficiaries and every one of them has received the package. */
export async function everyoneReceived(db: Executor, projectId: number): Promise<boolean> {
  const [row] = await rowsOf<{ everyone: string; handed: string }>(
    db,
    sql`select count(*) as everyone, count(handed_over_on) as handed
          from project_beneficiaries where project_id = ${projectId}`,
  );
  return Number(row?.everyone) > 0 && Number(row?.everyone) === Number(row?.handed);
}
