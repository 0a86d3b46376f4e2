/**
 * Saved views of the lists (`/api/saved-views`): a list's query and columns by name, per user
 * and brand, optionally shared with the brand, and each user's default view per list. Signed in
 * with an active brand; `list` is a served resource of that brand whose list the user may read
 * (422 otherwise). A view is visible to its owner and, when shared, to everyone in its brand
 * who may read its list; anything else answers 404 and is never listed. Only the owner changes
 * or deletes a view (403 for a shared one); anyone who sees it may make it their default.
 */
import {
  idParamsSchema,
  messageResponseSchema,
  type ResourceDefinition,
  ruleMessage,
  type SavedView,
  validationErrorResponseSchema,
} from '@backoffice/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden, HttpError, notFound, unprocessable } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod-compiler';
import { brandOf, userOf } from '../../plugins/app/authorization';
import { assertList, listPermit } from './lists';
import { storedQuery } from './query';
import {
  clearDefault,
  deleteView,
  findView,
  insertView,
  listViews,
  lockView,
  nameTaken,
  setDefault,
  updateView,
  type Viewer,
} from './repository';
import {
  savedViewConflictSchema,
  savedViewCreateSchema,
  savedViewListQuerySchema,
  savedViewListResponseSchema,
  savedViewResponseSchema,
  savedViewUpdateSchema,
} from './schemas';

export interface SavedViewRoutesOptions {
  /** The served resources, whose names are the lists. */
  resources: readonly ResourceDefinition[];
}

const tags = ['saved-views'];
const NOT_FOUND = 'The view was not found.';
const NOT_YOURS = 'This view belongs to someone else.';
const STALE = 'This view was changed by someone else while you were editing it.';
const errors = {
  401: messageResponseSchema,
  403: messageResponseSchema,
  419: messageResponseSchema,
};
const missing = { 404: messageResponseSchema };
const invalid = { 422: validationErrorResponseSchema };

async function signedInWithBrand(request: FastifyRequest): Promise<void> {
  userOf(request);
  brandOf(request);
}

const nameTakenError = () => unprocessable({ name: [ruleMessage('unique', 'name')] });

/** A lost race on the unique name index reads as the name taken. */
function isNameClash(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return true;
    current = candidate.cause;
  }
  return false;
}

export async function savedViewRoutes(
  root: FastifyInstance,
  options: SavedViewRoutesOptions,
): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const permit = listPermit(options.resources);

  function viewerOf(request: FastifyRequest): Viewer {
    return { userId: userOf(request).id, brandId: brandOf(request) };
  }

  /** A view the user sees (404 otherwise), including that they may still read its list. */
  async function visibleView(request: FastifyRequest, id: number): Promise<SavedView> {
    const viewer = viewerOf(request);
    const view = await findView(app.db, viewer, id);
    if (!view || !permit(userOf(request), viewer.brandId, view.list)) throw notFound(NOT_FOUND);
    return view;
  }

  app.get(
    '/api/saved-views',
    {
      preValidation: signedInWithBrand,
      schema: {
        tags,
        summary: "A list's views: the user's own and those shared in the active brand, by name",
        querystring: savedViewListQuerySchema,
        response: { 200: savedViewListResponseSchema, ...errors, ...invalid },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      assertList(permit, userOf(request), viewer.brandId, request.query.list);
      return { data: await listViews(app.db, viewer, request.query.list) };
    },
  );

  app.get(
    '/api/saved-views/:id',
    {
      preValidation: signedInWithBrand,
      schema: {
        tags,
        summary: 'One view the user sees',
        params: idParamsSchema,
        response: { 200: savedViewResponseSchema, ...errors, ...missing },
      },
    },
    async (request) => ({ data: await visibleView(request, request.params.id) }),
  );

  app.post(
    '/api/saved-views',
    {
      preValidation: signedInWithBrand,
      schema: {
        tags,
        summary: "Saves a list's query and columns by name (page and page size left out)",
        body: savedViewCreateSchema,
        response: { 201: savedViewResponseSchema, ...errors, ...invalid },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const body = request.body;
      assertList(permit, userOf(request), viewer.brandId, body.list);
      if (await nameTaken(app.db, viewer, body.list, body.name)) throw nameTakenError();
      let id: number;
      try {
        id = await insertView(app.db, viewer, body.list, {
          name: body.name,
          query: storedQuery(body.query),
          columns: body.columns ?? null,
          shared: body.shared ?? false,
        });
      } catch (error) {
        throw isNameClash(error) ? nameTakenError() : error;
      }
      return reply.code(201).send({ data: await visibleView(request, id) });
    },
  );

  app.put(
    '/api/saved-views/:id',
    {
      preValidation: signedInWithBrand,
      schema: {
        tags,
        summary:
          'Changes one of the user’s views (the fields sent); an older `version` answers 409 with the view',
        params: idParamsSchema,
        body: savedViewUpdateSchema,
        response: {
          200: savedViewResponseSchema,
          ...errors,
          ...missing,
          409: savedViewConflictSchema,
          ...invalid,
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      const { version, query, ...rest } = request.body;
      try {
        await app.db.transaction(async (tx) => {
          const locked = await lockView(tx, viewer, id);
          if (!locked || !permit(userOf(request), viewer.brandId, locked.list)) {
            throw notFound(NOT_FOUND);
          }
          if (locked.userId !== viewer.userId) throw forbidden(NOT_YOURS);
          if (version !== undefined && version !== locked.version) {
            throw new HttpError(409, STALE, { data: await findView(tx, viewer, id) });
          }
          if (
            rest.name !== undefined &&
            (await nameTaken(tx, viewer, locked.list, rest.name, id))
          ) {
            throw nameTakenError();
          }
          await updateView(
            tx,
            { id, userId: locked.userId },
            {
              ...(rest.name === undefined ? {} : { name: rest.name }),
              ...(query === undefined ? {} : { query: storedQuery(query) }),
              ...(rest.columns === undefined ? {} : { columns: rest.columns }),
              ...(rest.shared === undefined ? {} : { shared: rest.shared }),
            },
          );
        });
      } catch (error) {
        throw isNameClash(error) ? nameTakenError() : error;
      }
      return { data: await visibleView(request, id) };
    },
  );

  app.delete(
    '/api/saved-views/:id',
    {
      preValidation: signedInWithBrand,
      schema: {
        tags,
        summary: 'Deletes one of the user’s views',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors, ...missing },
      },
    },
    async (request, reply) => {
      const view = await visibleView(request, request.params.id);
      if (!view.mine) throw forbidden(NOT_YOURS);
      await deleteView(app.db, view.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/saved-views/:id/default',
    {
      preValidation: signedInWithBrand,
      schema: {
        tags,
        summary: "Makes a view the user's default for its list",
        params: idParamsSchema,
        response: { 200: savedViewResponseSchema, ...errors, ...missing },
      },
    },
    async (request) => {
      const view = await visibleView(request, request.params.id);
      await setDefault(app.db, viewerOf(request), view.list, view.id);
      return { data: { ...view, is_default: true } };
    },
  );

  app.delete(
    '/api/saved-views/:id/default',
    {
      preValidation: signedInWithBrand,
      schema: {
        tags,
        summary: "Stops a view being the user's default for its list",
        params: idParamsSchema,
        response: { 204: z.null(), ...errors, ...missing },
      },
    },
    async (request, reply) => {
      const view = await visibleView(request, request.params.id);
      await clearDefault(app.db, viewerOf(request), view.id);
      return reply.code(204).send(null);
    },
  );
}
