/**
 * The fast path of a bulk action without a hook: one statement per batch locks the batch's rows
 * (in id order, so two jobs over the same rows wait for each other instead of deadlocking),
 * moves those in a state the action runs from, and writes their audit entries, as the single
 * action would have written them. Rows of another brand, out of the user's reach or gone are
 * not among the locked ones.
 */
import type { ActionDefinition, ResourceDefinition } from '@backoffice/contract';
import { type Executor, type Row, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { brandCondition, idArray, type Scope } from './repository';

/** Whether a bulk run of the action may take the set-based path: a plain move, no hook. */
export function movesBySet(
  resource: ResourceDefinition,
  action: ActionDefinition,
  hasHook: boolean,
): boolean {
  return !hasHook && action.to !== undefined && Boolean(resource.stateField);
}

export interface MovedBatch {
  moved: number[];
  /** Locked rows in a state the action does not run from, with that state. */
  refused: { id: number; state: string | null }[];
}

export async function moveRecords(
  db: Executor,
  scope: Scope,
  ids: readonly number[],
  move: { name: string; action: ActionDefinition; input: Row; userId: number },
): Promise<MovedBatch> {
  const { resource } = scope;
  const { action } = move;
  const stateField = resource.stateField as string;
  const to = action.to as string;
  const table = sql.identifier(resource.name);
  const state = sql.identifier(stateField);
  const from = sql.join(
    action.from.map((one) => sql`${one}`),
    sql`, `,
  );
  const reach = sql.join([sql`t.id = any(${idArray(ids)})`, ...brandCondition(scope)], sql` and `);
  const rows = await rowsOf<{ id: number; state: string | null; moved: boolean }>(
    db,
    sql`with locked as (
          select t.id, t.${state}::text as state from ${table} t where ${reach}
          order by t.id for update
        ), moved as (
          update ${table} t set ${state} = ${to}, updated_at = now(), version = t.version + 1
          from locked l where t.id = l.id and l.state in (${from})
          returning t.id, l.state
        ), audited as (
          insert into resource_audits (resource, record_id, brand_id, user_id, action, changes, input)
          select ${resource.name}, m.id, ${scope.brandId}, ${move.userId}, ${move.name},
                 jsonb_build_object(${stateField}::text,
                                    jsonb_build_object('old', m.state, 'new', ${to}::text)),
                 ${JSON.stringify(move.input)}::jsonb
          from moved m
        )
        select l.id, l.state, l.state in (${from}) as moved from locked l order by l.id`,
  );
  const moved: number[] = [];
  const refused: MovedBatch['refused'] = [];
  for (const row of rows) {
    if (row.moved === true || String(row.moved) === 'true') moved.push(Number(row.id));
    else refused.push({ id: Number(row.id), state: row.state });
  }
  return { moved, refused };
}
