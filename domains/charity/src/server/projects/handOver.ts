/**
 * Handing packages over, and undoing it. A hand-over marks the beneficiaries as received (on a
 * day not in the future, by a member of the project, collected by whoever came for the
 * household) and takes their packages out of stock: for each item of the package ONE movement
 * of quantity x beneficiaries (`distribution`, on the hand-over's day), through `postMovements`,
 * which locks the items and refuses to go below zero. When everyone has received, the project
 * is fulfilled. An undo puts the packages back in (`distribution_undo`, today).
 */
import {
  type ActionHook,
  type ActionOutcome,
  DomainError,
  type Executor,
  type Row,
  rowsOf,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '../../resources/projectSteps';
import type { MovementSource } from '../../resources/stock';
import { postMovements } from '../stock';
import { checkLines, everyoneReceived, peopleOf } from './beneficiaries';
import { dayOf, idsOf } from './steps';

const beneficiariesNote = (n: number) => `${n} ${n === 1 ? 'beneficiary' : 'beneficiaries'}`;

/** Moves the packages of `n` beneficiaries out of stock (negative `sign`) or back in. */
async function movePackages(
  db: Executor,
  ctx: { brandId: number; userId: number; recordId: number; recordLines: Row[] },
  n: number,
  sign: 1 | -1,
  source: MovementSource,
  movedOn: string,
): Promise<{ item: number; quantity: number }[]> {
  const ids = ctx.recordLines.map((line) => Number(line.package_item_id));
  const costs = ids.length
    ? await rowsOf<{ id: number; unit_cost: string }>(
        db,
        sql`select id, unit_cost from package_items where id in (${sql.join(ids, sql`, `)})`,
      )
    : [];
  const costOf = new Map(costs.map((row) => [Number(row.id), Number(row.unit_cost)]));
  const movements = ctx.recordLines.map((line) => ({
    itemId: Number(line.package_item_id),
    movedOn,
    quantity: sign * Number(line.quantity) * n,
    unitCost: costOf.get(Number(line.package_item_id)) ?? null,
    source,
    sourceId: ctx.recordId,
    note: source === 'distribution' ? beneficiariesNote(n) : `${beneficiariesNote(n)} undone`,
  }));
  await postMovements(db, ctx.brandId, ctx.userId, movements, { errorKey: 'lines' });
  return movements.map((m) => ({ item: m.itemId, quantity: m.quantity }));
}

export const handOver: ActionHook = async (ctx) => {
  const { db, input, recordId } = ctx;
  const on = dayOf(input.handed_over_on) ?? ctx.today;
  const by = Number(input.handed_over_by);
  const errors: Record<string, string[]> = {};
  if (on > ctx.today) errors.handed_over_on = [PROJECT_MESSAGES.futureHandOver];
  const member = await rowsOf(
    db,
    sql`select 1 from project_members where project_id = ${recordId} and user_id = ${by}`,
  );
  if (!member.length) errors.handed_over_by = [PROJECT_MESSAGES.handedOverByMember];
  if (Object.keys(errors).length) throw DomainError.invalid(errors);
  const ids = idsOf(ctx.inputLines, 'beneficiary_id');
  const people = await peopleOf(db, ctx.brandId, recordId, ids);
  checkLines(ids, people, (person) => {
    if (!person.on_project) return PROJECT_MESSAGES.notInProject(person.name);
    if (person.handed_over) return PROJECT_MESSAGES.alreadyHandedOver(person.name);
    return null;
  });
  const given = [...new Set(ids)];
  const stock = await movePackages(db, ctx, given.length, -1, 'distribution', on);
  const collected = typeof input.collected_by === 'string' ? input.collected_by.trim() : '';
  await db.execute(sql`update project_beneficiaries
      set handed_over_on = ${on}, handed_over_at = now(), handed_over_by = ${by},
          collected_by = ${collected || null}, recorded_by = ${ctx.userId}
    where project_id = ${recordId} and beneficiary_id in (${sql.join(given, sql`, `)})`);
  const outcome: ActionOutcome = { audit: { handed_over: given.length, stock } };
  if (await everyoneReceived(db, recordId)) outcome.state = 'fulfilled';
  return outcome;
};

export const undoHandOver: ActionHook = async (ctx) => {
  const ids = idsOf(ctx.inputLines, 'beneficiary_id');
  const people = await peopleOf(ctx.db, ctx.brandId, ctx.recordId, ids);
  checkLines(ids, people, (person) => {
    if (!person.on_project) return PROJECT_MESSAGES.notInProject(person.name);
    if (!person.handed_over) return PROJECT_MESSAGES.notHandedOver(person.name);
    return null;
  });
  const undone = [...new Set(ids)];
  const stock = await movePackages(ctx.db, ctx, undone.length, 1, 'distribution_undo', ctx.today);
  await ctx.db.execute(sql`update project_beneficiaries
      set handed_over_on = null, handed_over_at = null, handed_over_by = null,
          collected_by = null, recorded_by = null
    where project_id = ${ctx.recordId} and beneficiary_id in (${sql.join(undone, sql`, `)})`);
  return { audit: { undone: undone.length, stock } };
};
