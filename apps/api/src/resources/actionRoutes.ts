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
  conflictResponseSchema,
  messageResponseSchema,
  type ResourceDefinition,
  recordResponseSchema,
  type UndoOffer,
  undoOfferSchema,
  validationErrorResponseSchema,
} from '@backoffice/contract';
import type { ResourceHooks } from '@backoffice/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../http/zod-compiler';
import { todayOf } from '../modules/users/auth-user';
import { userOf } from '../plugins/app/authorization';
import type { Addressing } from './addressing';
import { hookRun } from './hookContext';
import { type ActionDone, actOnRecord, checkedActionInput } from './recordAction';
import type { Executor, ResourceRecordData, Scope } from './repository';
import { saveFailure } from './saveFailure';
import { type Clock, offerUndo } from './undoEntries';
import { requestedVersion } from './versions';

export interface ActionRouteOptions {
  hooks: ResourceHooks;
  /** The permission and brand checks of the resource's routes. */
  guard(permission: string): (request: FastifyRequest) => Promise<void>;
  scopeOf(request: FastifyRequest): Scope;
  /** The record as the endpoints answer it; 404 when the brand has none of that id. */
  loadRecord(scope: Scope, id: number): Promise<ResourceRecordData>;
  /** How the path names the record (its id or key, under its parent). */
  address: Addressing;
  /** The clock of undo offers. */
  clock: Clock;
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

  for (const [name, action] of Object.entries(resource.actions)) {
    const answered = recordResponseSchema(resource);
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
            200: action.reversible
              ? answered.extend({ undo: undoOfferSchema.optional() })
              : answered,
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
        const { values, lines } = await checkedActionInput(
          app.db,
          scope,
          action,
          request.body,
          todayOf(user),
        );
        const run = hookRun(app, scope.brandId, user);
        const work = { scope, hooks: options.hooks, userId: user.id, run };
        let outcome: { done: ActionDone; undo: UndoOffer | null };
        try {
          outcome = await app.db.transaction(async (tx) => {
            const db = tx as unknown as Executor;
            const acted = await actOnRecord(db, work, id, { name, action, values, lines, version });
            const offer = action.reversible
              ? await offerUndo(
                  db,
                  {
                    userId: user.id,
                    brandId: scope.brandId,
                    resource: resource.name,
                    recordId: id,
                    change: name,
                    versionAfter: acted.versionAfter,
                    snapshot: { fields: acted.restorable, input: acted.input },
                  },
                  options.clock,
                )
              : null;
            return { done: acted, undo: offer };
          });
        } catch (error) {
          throw saveFailure(resource, error);
        }
        await run.publish();
        const data = await options.loadRecord(scope, outcome.done.answer);
        return outcome.undo ? { data, undo: outcome.undo } : { data };
      },
    );
  }
}
