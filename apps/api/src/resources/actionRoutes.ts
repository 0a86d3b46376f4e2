/**
 * The endpoints of a definition's actions: `POST /api/<segment>/{id}/<action>`. The order of
 * checks is an update's: 401/419, then the action's permission and the brand (403), the record
 * (404), the action's input (422). Then, in one transaction with the record's row locked: the
 * version the request was based on (409 with the record as it is now), the state (409 with the
 * action's `wrongState`), the domain's hook (which may refuse with a `DomainError`, and may
 * queue realtime events sent after the commit), the new state and values with the version
 * incremented, and the audit entry with the action's input. It answers `{data: record}` (or
 * another record of the resource the hook names in `answer`: a converted estimate's invoice).
 */
import {
  type ActionDefinition,
  actionInput,
  actionRunsFrom,
  actionValues,
  addError,
  conflictResponseSchema,
  type FieldErrors,
  messageResponseSchema,
  type ResourceDefinition,
  recordResponseSchema,
  ruleMessage,
  validateActionInput,
  validationErrorResponseSchema,
  wrongStateMessage,
} from '@backoffice/contract';
import type { ResourceHooks, Row } from '@backoffice/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound, unprocessable } from '../http/errors';
import type { ZodTypeProvider } from '../http/zod-compiler';
import { userOf } from '../plugins/app/authorization';
import type { Addressing } from './addressing';
import { changesBetween, writeAudit } from './audit';
import { hookRun } from './hookContext';
import { linesOf } from './lineRepository';
import { fileNamesOf, storeUploads } from './recordFiles';
import {
  type Executor,
  findRecord,
  type ResourceRecordData,
  referenceExists,
  type Scope,
  storedValues,
  updateRecord,
} from './repository';
import { isResourceUpload, readFieldUploads, withoutUploadBytes } from './resourceUploads';
import { saveFailure } from './saveFailure';
import { checkVersion, requestedVersion } from './versions';

export interface ActionRouteOptions {
  hooks: ResourceHooks;
  /** The permission and brand checks of the resource's routes. */
  guard(permission: string): (request: FastifyRequest) => Promise<void>;
  scopeOf(request: FastifyRequest): Scope;
  /** The record as the endpoints answer it; 404 when the brand has none of that id. */
  loadRecord(scope: Scope, id: number): Promise<ResourceRecordData>;
  /** How the path names the record (its id or key, under its parent). */
  address: Addressing;
}

/** Checks every action can run: a state to move to, or a hook that decides it. */
function checkActions(resource: ResourceDefinition, hooks: ResourceHooks): void {
  for (const [name, action] of Object.entries(resource.actions)) {
    if (!action.to && !hooks.actions?.[name]) {
      throw new Error(`${resource.name}.${name} leaves its state to a hook, and has none.`);
    }
  }
  for (const name of Object.keys(hooks.actions ?? {})) {
    if (!resource.actions[name]) throw new Error(`${resource.name} has no action "${name}".`);
  }
}

export function registerActionRoutes(
  root: FastifyInstance,
  resource: ResourceDefinition,
  options: ActionRouteOptions,
): void {
  checkActions(resource, options.hooks);
  const stateField = resource.stateField;
  if (!stateField) return;
  const app = root.withTypeProvider<ZodTypeProvider>();
  const notFoundMessage = `The ${resource.singular} was not found.`;

  /** An action's input: its rules, then its references (which must be the brand's). */
  async function validatedInput(scope: Scope, action: ActionDefinition, body: unknown) {
    // An action's `file` input (a proof of delivery) comes as a multipart upload only.
    const input = actionInput(action, readFieldUploads(action.input ?? {}, body));
    const errors: FieldErrors = validateActionInput(action, input, {
      isFile: isResourceUpload,
    }).errors;
    for (const [name, field] of Object.entries(action.input ?? {})) {
      const value = input[name];
      if (field.type !== 'reference' || errors[name] || value === null || value === undefined) {
        continue;
      }
      if (!(await referenceExists(app.db, scope, field, Number(value)))) {
        addError(errors, name, ruleMessage('in', name));
      }
    }
    if (Object.keys(errors).length) throw unprocessable(errors);
    return actionValues(action, input);
  }

  for (const [name, action] of Object.entries(resource.actions)) {
    const hook = options.hooks.actions?.[name];
    app.post(
      `/api/${resource.segment}/:id/${name}`,
      {
        preValidation: options.guard(action.permission),
        preHandler: options.address.resolve,
        schema: {
          tags: [resource.segment],
          summary: `${action.label}: from ${action.from.join(' or ')}${action.to ? ` to ${action.to}` : ''}; send \`version\` to refuse it when the ${resource.singular} changed meanwhile`,
          params: options.address.recordParams,
          response: {
            200: recordResponseSchema(resource),
            401: messageResponseSchema,
            403: messageResponseSchema,
            404: messageResponseSchema,
            409: z.union([conflictResponseSchema(resource), messageResponseSchema]),
            419: messageResponseSchema,
            422: validationErrorResponseSchema,
          },
        },
      },
      async (request) => {
        const user = userOf(request);
        const scope = options.scopeOf(request);
        const id = options.address.recordIdOf(request);
        await options.loadRecord(scope, id);
        const version = requestedVersion(request.body);
        const { values, lines } = await validatedInput(scope, action, request.body);
        const run = hookRun(app, scope.brandId, user.id);
        let answer = id;
        try {
          await app.db.transaction(async (tx) => {
            const db = tx as unknown as Executor;
            const before = await storedValues(db, scope, id);
            if (!before) throw notFound(notFoundMessage);
            await checkVersion(resource, before, version, () => findRecord(db, scope, id));
            if (!actionRunsFrom(action, before[stateField])) {
              const message = wrongStateMessage(action, before[stateField]);
              if (action.wrongStateStatus === 422) {
                throw unprocessable({ [stateField]: [message] });
              }
              throw new HttpError(409, message);
            }
            const recordLines = resource.lines
              ? ((await linesOf(db, resource.lines, [id])).get(id) ?? [])
              : [];
            const outcome =
              (await hook?.({
                ...run.context(db),
                action: name,
                recordId: id,
                record: before,
                recordLines,
                input: values,
                inputLines: lines,
              })) ?? {};
            answer = outcome.answer ?? id;
            const state = outcome.state ?? action.to;
            if (state !== undefined && !resource.fields[stateField]?.options?.includes(state)) {
              throw new Error(
                `${resource.name}.${name} moved to "${state}", which is not a state.`,
              );
            }
            const after: Row = {};
            for (const [field, value] of Object.entries(outcome.values ?? {})) {
              if (resource.fields[field]) after[field] = value;
            }
            if (state !== undefined) after[stateField] = state;
            // A hook may set a file field to an upload of the input (a proof photo).
            const stored = await storeUploads(db, resource, after, user.id);
            // The version moves even when no field does: the record was acted on.
            await updateRecord(db, scope, id, stored);
            await writeAudit(db, {
              resource: resource.name,
              recordId: id,
              brandId: scope.brandId,
              userId: user.id,
              action: name,
              changes: changesBetween(
                resource,
                before,
                stored,
                await fileNamesOf(db, resource, before, stored),
              ),
              input: withoutUploadBytes({
                ...values,
                ...(action.lines ? { lines } : {}),
                ...outcome.audit,
              }),
            });
          });
        } catch (error) {
          throw saveFailure(resource, error);
        }
        await run.publish();
        return { data: await options.loadRecord(scope, answer) };
      },
    );
  }
}
