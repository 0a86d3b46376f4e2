/**
 * One action on one record, inside a transaction the caller holds: the single action's route
 * and each record of a bulk job run this same code. With the record's row locked: the version
 * the request was based on (409 with the record as it is now), the state (the action's
 * `wrongState` or the state's own sentence), the domain's hook (which may refuse with a
 * `DomainError`), the new state and values with the version incremented, and the audit entry
 * with the action's input.
 */
import {
  type ActionDefinition,
  actionAttributes,
  actionInput,
  actionRunsFrom,
  actionValues,
  addError,
  type FieldErrors,
  type ResourceDefinition,
  ruleMessage,
  validateActionInput,
  wrongStateMessage,
} from '@backoffice/contract';
import type { ResourceHooks, Row } from '@backoffice/server-kit';
import { HttpError, notFound, unprocessable } from '../http/errors';
import { changesBetween, writeAudit } from './audit';
import type { HookRun } from './hookContext';
import { linesOf } from './lineRepository';
import { fileNamesOf, storeUploads } from './recordFiles';
import {
  type Executor,
  findRecord,
  referenceExists,
  type Scope,
  storedValues,
  updateRecord,
} from './repository';
import { isResourceUpload, readFieldUploads, withoutUploadBytes } from './resourceUploads';
import { checkVersion } from './versions';

/** What a change of one record runs with: where, by whom, with which hooks. */
export interface RecordWork {
  scope: Scope;
  hooks: ResourceHooks;
  userId: number;
  /** The hooks' context and the events they queue (published once committed). */
  run: HookRun;
}

/** An action to run: its name and definition, its checked input, and the version sent. */
export interface ActionRequest {
  name: string;
  action: ActionDefinition;
  values: Row;
  lines: Row[];
  version: number | null;
}

export interface ActionDone {
  /** The record to answer (another one when the hook names it: a converted estimate's invoice). */
  answer: number;
  /** The stored values the action changed, as they were before it. */
  restorable: Row;
  /** The version the action left. */
  versionAfter: number;
  /** The input the audit entry keeps. */
  input: Row;
}

export function notFoundMessage(resource: ResourceDefinition): string {
  return `The ${resource.singular} was not found.`;
}

/** An action's input: its rules, then its references (which must be the brand's); 422 else. */
export async function checkedActionInput(
  db: Executor,
  scope: Scope,
  action: ActionDefinition,
  body: unknown,
  today: string,
): Promise<{ values: Row; lines: Row[] }> {
  // An action's `file` input (a proof of delivery) comes as a multipart upload only.
  const input = actionInput(action, readFieldUploads(action.input ?? {}, body));
  const errors: FieldErrors = validateActionInput(action, input, {
    isFile: isResourceUpload,
    today,
  }).errors;
  for (const [name, field] of Object.entries(action.input ?? {})) {
    const value = input[name];
    if (field.type !== 'reference' || errors[name] || value === null || value === undefined) {
      continue;
    }
    if (!(await referenceExists(db, scope, field, Number(value)))) {
      addError(errors, name, ruleMessage('in', name, {}, actionAttributes(action)));
    }
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  return actionValues(action, input);
}

/** Runs the action on record `id` in the transaction `db`; throws its refusal. */
export async function actOnRecord(
  db: Executor,
  work: RecordWork,
  id: number,
  request: ActionRequest,
): Promise<ActionDone> {
  const { scope, hooks, userId, run } = work;
  const { resource } = scope;
  const stateField = resource.stateField as string;
  const { name, action } = request;
  const before = await storedValues(db, scope, id);
  if (!before) throw notFound(notFoundMessage(resource));
  await checkVersion(resource, before, request.version, () => findRecord(db, scope, id));
  if (!actionRunsFrom(action, before[stateField])) {
    const message = wrongStateMessage(action, before[stateField]);
    if (action.wrongStateStatus === 422) throw unprocessable({ [stateField]: [message] });
    throw new HttpError(409, message);
  }
  const recordLines = resource.lines
    ? ((await linesOf(db, resource.lines, [id])).get(id) ?? [])
    : [];
  const outcome =
    (await hooks.actions?.[name]?.({
      ...run.context(db),
      action: name,
      recordId: id,
      record: before,
      recordLines,
      input: request.values,
      inputLines: request.lines,
    })) ?? {};
  const state = outcome.state ?? action.to;
  if (state !== undefined && !resource.fields[stateField]?.options?.includes(state)) {
    throw new Error(`${resource.name}.${name} moved to "${state}", which is not a state.`);
  }
  const after: Row = {};
  for (const [field, value] of Object.entries(outcome.values ?? {})) {
    if (resource.fields[field]) after[field] = value;
  }
  if (state !== undefined) after[stateField] = state;
  // A hook may set a file field to an upload of the input (a proof photo).
  const stored = await storeUploads(db, resource, after, userId);
  // The version moves even when no field does: the record was acted on.
  await updateRecord(db, scope, id, stored);
  const input = withoutUploadBytes({
    ...request.values,
    ...(action.lines ? { lines: request.lines } : {}),
    ...outcome.audit,
  });
  await writeAudit(db, {
    resource: resource.name,
    recordId: id,
    brandId: scope.brandId,
    userId,
    action: name,
    changes: changesBetween(
      resource,
      before,
      stored,
      await fileNamesOf(db, resource, before, stored),
    ),
    input,
  });
  return {
    answer: outcome.answer ?? id,
    restorable: Object.fromEntries(Object.keys(stored).map((field) => [field, before[field]])),
    versionAfter: Number(before.version ?? 1) + 1,
    input,
  };
}
