/**
 * `POST /api/undo/{token}`: undoes a delete or a reversible action on the server, for the user
 * who made it, in the brand it was made in (anyone else, or an unknown token: 404), once (409
 * "This change was already undone."), until its entry expires (409 "It is too late to undo this
 * change."). See `undoRestore.ts` for what it writes. Expired entries (and the files their
 * deleted records kept) are swept every minute.
 */
import {
  messageResponseSchema,
  type ResourceDefinition,
  undoResultSchema,
} from '@backoffice/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RESOURCE_HOOKS, RESOURCES } from '../domains';
import { HttpError, notFound } from '../http/errors';
import type { ZodTypeProvider } from '../http/zod-compiler';
import { brandOf, requireBrand, userOf } from '../plugins/app/authorization';
import { hookRun } from './hookContext';
import type { ResourcesPluginOptions } from './index';
import { scopeFor } from './recordScope';
import { type Executor, findRecord } from './repository';
import { lockUndoEntry, markUndone, sweepUndoEntries, systemClock } from './undoEntries';
import { restoreDeleted, restoreFailure, undoAction } from './undoRestore';

/** How often expired undo entries are swept. */
const SWEEP_MS = 60_000;
const NOT_FOUND = 'This change was not found.';

export async function undoRoutes(
  root: FastifyInstance,
  options: ResourcesPluginOptions = {},
): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const resources = options.resources ?? RESOURCES;
  const byName = new Map<string, ResourceDefinition>(resources.map((r) => [r.name, r]));
  const allHooks = options.hooks ?? RESOURCE_HOOKS;
  const clock = options.clock ?? systemClock;
  const db = app.db as unknown as Executor;

  const sweep = () =>
    sweepUndoEntries(db, clock).catch((error) => app.log.warn({ err: error }, 'undo sweep failed'));
  await sweep();
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    '/api/undo/:token',
    {
      preValidation: requireBrand,
      schema: {
        tags: ['undo'],
        summary:
          'Undoes a delete or a reversible action the caller made in the last seconds (its token)',
        // A token is base64url; anything else names no change: 404.
        params: z.object({
          token: z
            .string()
            .max(200)
            .regex(/^[\w-]+$/),
        }),
        response: {
          200: z.object({ data: undoResultSchema }),
          401: messageResponseSchema,
          403: messageResponseSchema,
          404: messageResponseSchema,
          409: messageResponseSchema,
          419: messageResponseSchema,
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const brandId = brandOf(request);
      const run = hookRun(app, brandId, user);
      const outcome = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Executor;
        const entry = await lockUndoEntry(db, request.params.token);
        const resource = entry ? byName.get(entry.resource) : undefined;
        if (!entry || !resource || entry.userId !== user.id || entry.brandId !== brandId) {
          throw notFound(NOT_FOUND);
        }
        if (entry.usedAt) throw new HttpError(409, 'This change was already undone.');
        const now = clock();
        if (now > entry.expiresAt) throw new HttpError(409, 'It is too late to undo this change.');
        const hooks = allHooks[resource.name] ?? {};
        const scope = scopeFor({
          resource,
          resources: byName,
          hooks,
          brandId,
          viewer: { userId: user.id, permissions: user.permissions, brandId },
        });
        const work = { scope, hooks, userId: user.id, run };
        try {
          if (entry.change === 'deleted') await restoreDeleted(db, work, entry, now);
          else await undoAction(db, work, entry);
        } catch (error) {
          throw restoreFailure(resource, error);
        }
        await markUndone(db, entry.token, clock);
        return { entry, scope };
      });
      await run.publish();
      const { entry, scope } = outcome;
      const record = await findRecord(app.db as unknown as Executor, scope, entry.recordId);
      if (!record) throw notFound(NOT_FOUND);
      return {
        data: { resource: entry.resource, id: entry.recordId, change: entry.change, record },
      };
    },
  );
}
