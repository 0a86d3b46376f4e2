/**
 * The calls of undo that holds: a delete and a reversible action that hand back the server's
 * undo token, and the undo itself (`POST /api/undo/{token}`).
 */
import type { ApiClient } from '@backoffice/api-client';
import {
  actionPath,
  type ResourceDefinition,
  resourcePath,
  UNDO_TOKEN_HEADER,
  type UndoOffer,
  type UndoResult,
  undoPath,
} from '@backoffice/contract';
import type { FormValue, ResourceRow } from '../resources/lib/formValues';

/** Deletes a record; answers its undo token, or null when the delete cannot be undone. */
export async function deleteUndoable(
  client: ApiClient,
  resource: ResourceDefinition,
  id: number,
): Promise<string | null> {
  let token: string | null = null;
  await client.delete<unknown>(resourcePath(resource, id), {
    onHeaders: (headers) => {
      token = headers.get(UNDO_TOKEN_HEADER) || null;
    },
  });
  return token;
}

/** An action's answer: the record as the action left it, and its undo offer when reversible. */
export interface ActionAnswer {
  data: ResourceRow;
  undo: UndoOffer | null;
}

/**
 * Runs an action on a record as `runAction` does (its input and the version the screen shows),
 * keeping the undo offer a reversible action answers beside the record. A resource whose
 * records are named by a key (`recordKey`: a store's slug) is addressed by `target.key`.
 */
export async function runUndoableAction(
  client: ApiClient,
  resource: ResourceDefinition,
  target: { id: number; key?: string | null | undefined; version?: number | undefined },
  action: string,
  input: Record<string, FormValue>,
): Promise<ActionAnswer> {
  const body = target.version === undefined ? input : { ...input, version: target.version };
  const answer = await client.post<{ data: ResourceRow; undo?: UndoOffer | null }>(
    actionPath(resource, target.key ?? target.id, action),
    body,
  );
  return { data: answer.data, undo: answer.undo ?? null };
}

/** Undoes a change by its token: answers what was undone and the record as it is again. */
export async function undoChange(client: ApiClient, token: string): Promise<UndoResult> {
  return (await client.post<{ data: UndoResult }>(undoPath(token))).data;
}
