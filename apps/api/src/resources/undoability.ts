/**
 * What may be undone. A delete: when the resource's delete has no `beforeDelete` hook (or its
 * hooks give `undoDelete`) and no other table's rows go with the record (a foreign key with
 * `ON DELETE CASCADE` other than its lines'), since undo writes back only the row and its
 * lines. An action: when the definition marks it `reversible`; one with a hook must come with
 * the hook's undo (`ResourceHooks.undo`), which `checkReversibleActions` asks at start.
 */
import type { ResourceDefinition } from '@backoffice/contract';
import { type Executor, type ResourceHooks, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

/** Refuses to start a server whose reversible action has a hook and no undo for it. */
export function checkReversibleActions(resource: ResourceDefinition, hooks: ResourceHooks): void {
  for (const [name, action] of Object.entries(resource.actions)) {
    if (action.reversible && hooks.actions?.[name] && !hooks.undo?.[name]) {
      throw new Error(
        `${resource.name}.${name} is reversible and has a hook, and no undo for it (ResourceHooks.undo).`,
      );
    }
  }
  for (const name of Object.keys(hooks.undo ?? {})) {
    if (!resource.actions[name]?.reversible) {
      throw new Error(`${resource.name} has an undo for "${name}", which is not reversible.`);
    }
  }
}

/** Whether other tables' rows are deleted with a record of the resource (besides its lines). */
async function cascades(db: Executor, resource: ResourceDefinition): Promise<boolean> {
  const rows = await rowsOf<{ table: string }>(
    db,
    sql`select c.conrelid::regclass::text as table from pg_constraint c
        where c.contype = 'f' and c.confdeltype = 'c'
          and c.confrelid = to_regclass(${resource.name})`,
  );
  return rows.some((row) => row.table !== resource.lines?.table);
}

/** Answers, once per resource, whether its deletes can be undone. */
export function deleteUndoability(
  resource: ResourceDefinition,
  hooks: ResourceHooks,
): (db: Executor) => Promise<boolean> {
  let known: boolean | null = null;
  return async (db) => {
    if (known === null) {
      known = (!hooks.beforeDelete || Boolean(hooks.undoDelete)) && !(await cascades(db, resource));
    }
    return known;
  };
}
