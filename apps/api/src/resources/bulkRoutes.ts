/**
 * `POST /api/<segment>/bulk`: one operation (`delete`, or one of the definition's actions) over
 * ticked ids or every record matching a list's query, as a background job; it answers 202 with
 * the job at once (`GET /api/bulk-jobs/{id}` follows it). The checks run in a single request's
 * order: 401/419, 405 for an operation the resource does not offer, 403 for the operation's
 * permission and the brand, then 422: exactly one of `ids` (1 to 1,000 whole numbers) and
 * `query` (refused as the list refuses it), an operation that can run in bulk, and the action's
 * input, checked once for every record.
 */

import { randomUUID } from 'node:crypto';
import {
  addError,
  BULK_DELETE,
  BULK_MAX_IDS,
  bulkJobSchema,
  bulkRequestSchema,
  type FieldErrors,
  isBulkAction,
  messageResponseSchema,
  type ResourceDefinition,
  validationErrorResponseSchema,
} from '@backoffice/contract';
import type { ResourceHooks } from '@backoffice/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, unprocessable } from '../http/errors';
import type { ZodTypeProvider } from '../http/zod-compiler';
import { todayOf } from '../modules/users/auth-user';
import { userOf } from '../plugins/app/authorization';
import type { Addressing } from './addressing';
import { startBulkJob } from './bulkJob';
import type { BulkOperation, BulkRunner, BulkSource } from './bulkRun';
import { parseListQuery } from './listQuery';
import { checkedActionInput } from './recordAction';
import { type Executor, matchingExtent, type Scope } from './repository';

/** A whole number, as JSON sends it or as a form sends it (`ids[0]=4`). */
const wholeNumber = z.preprocess(
  (value) =>
    typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value) ? Number(value) : value,
  z.number().int(),
);

/**
 * The contract's request, whether JSON or a form; a blank `query` (every record) arrives as null
 * once normalised.
 */
const bulkBody = bulkRequestSchema.extend({
  ids: z.array(wholeNumber).optional(),
  query: z.string().max(10_000).nullable().optional(),
});

export interface BulkRouteOptions {
  hooks: ResourceHooks;
  /** The permission and brand checks of the resource's routes (any one of the permissions). */
  guard(anyOf: readonly string[]): (request: FastifyRequest) => Promise<void>;
  scopeOf(request: FastifyRequest): Scope;
  address: Addressing;
  runner: BulkRunner;
}

/** A query string as Fastify's parser gives it: a repeated key becomes a list. */
function parsedQuery(text: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const earlier = query[key];
    query[key] = earlier === undefined ? value : [...[earlier].flat(), value];
  }
  return query;
}

function operationOf(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const operation = (body as Record<string, unknown>).operation;
  return typeof operation === 'string' ? operation : null;
}

export function registerBulkRoute(
  root: FastifyInstance,
  resource: ResourceDefinition,
  options: BulkRouteOptions,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deletes = resource.offers.includes('delete');
  const offered = (operation: string) =>
    operation === BULK_DELETE ? deletes : Object.hasOwn(resource.actions, operation);
  const permissionOf = (operation: string) =>
    operation === BULK_DELETE
      ? resource.permissions.delete
      : (resource.actions[operation]?.permission as string);
  const everyPermission = [
    ...(deletes ? [resource.permissions.delete] : []),
    ...Object.values(resource.actions).map((action) => action.permission),
  ];

  app.post(
    `/api/${resource.segment}/bulk`,
    {
      preValidation: async (request) => {
        userOf(request);
        const operation = operationOf(request.body);
        if ((operation !== null && !offered(operation)) || everyPermission.length === 0) {
          throw new HttpError(
            405,
            `The ${operation ?? 'bulk'} operation is not offered for ${resource.plural}.`,
          );
        }
        await options.guard(operation === null ? everyPermission : [permissionOf(operation)])(
          request,
        );
      },
      preHandler: options.address.resolve,
      schema: {
        tags: [resource.segment],
        summary: `Starts a bulk delete or action over ticked ${resource.plural} (\`ids\`) or every one a list query matches (\`query\`); answers the job at once`,
        params: options.address.collectionParams,
        body: bulkBody,
        response: {
          202: z.object({ data: bulkJobSchema }),
          401: messageResponseSchema,
          403: messageResponseSchema,
          404: messageResponseSchema,
          405: messageResponseSchema,
          419: messageResponseSchema,
          422: validationErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const body = request.body;
      const errors: FieldErrors = {};
      const hasQuery = body.query !== undefined;
      if (body.ids !== undefined && hasQuery) {
        addError(errors, 'ids', 'The ids field prohibits query from being present.');
      } else if (!hasQuery && !body.ids?.length) {
        addError(errors, 'ids', 'The ids field is required when query is not present.');
      } else if ((body.ids?.length ?? 0) > BULK_MAX_IDS) {
        addError(errors, 'ids', `The ids field must not have more than ${BULK_MAX_IDS} items.`);
      }
      const action = resource.actions[body.operation];
      if (action && !isBulkAction(action)) {
        addError(errors, 'operation', 'The selected operation is invalid.');
      }
      if (Object.keys(errors).length) throw unprocessable(errors);

      const scope = options.scopeOf(request);
      const list = hasQuery ? parseListQuery(resource, parsedQuery(body.query ?? '')) : null;
      const operation: BulkOperation = action
        ? {
            kind: 'action',
            name: body.operation,
            action,
            values: (
              await checkedActionInput(app.db, scope, action, body.input ?? {}, todayOf(user))
            ).values,
          }
        : { kind: 'delete' };
      let source: BulkSource;
      let total: number;
      if (list) {
        const extent = await matchingExtent(app.db as unknown as Executor, scope, list);
        source = { query: list, maxId: extent.maxId };
        total = extent.total;
      } else {
        const ids = [...new Set(body.ids ?? [])];
        source = { ids };
        total = ids.length;
      }
      const job = await startBulkJob(app.db as unknown as Executor, {
        id: randomUUID(),
        userId: user.id,
        brandId: scope.brandId,
        resource: resource.name,
        operation: body.operation,
        total,
      });
      options.runner.start({
        jobId: job.id,
        scope,
        hooks: options.hooks,
        userId: user.id,
        timeZone: user.timeZone,
        operation,
        source,
      });
      return reply.code(202).send({ data: job });
    },
  );
}
