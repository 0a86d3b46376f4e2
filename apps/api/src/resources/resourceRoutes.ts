/**
 * The endpoints of one resource, from its definition:
 *
 * - `GET /api/<segment>`: the list (search, sort, filters, Laravel's paginator), or the CSV
 *   export of the same list with `?format=csv`, streamed in keyset batches;
 * - `GET /api/<segment>/{id}`, `POST /api/<segment>`, `PUT|PATCH /api/<segment>/{id}`,
 *   `DELETE /api/<segment>/{id}`;
 * - `GET /api/<segment>/{id}/audit`: the record's history, newest first;
 * - `GET /api/<segment>/{id}/files/{field}`: the file of a `file` field, with the record's
 *   `view` permission and brand (another brand's record, or no file, answers 404).
 *
 * Creates and changes take JSON, form or multipart bodies; a multipart change may come as a
 * `POST /api/<segment>/{id}` with `_method=PUT` (or `PATCH`), as the app sends uploads. A file
 * field takes only a real upload: a new file replaces the stored one, an empty value or null
 * clears it, and a change that leaves the field out keeps it. Replaced and cleared files, and
 * the files of a deleted record, are removed in the same transaction as the record.
 *
 * Each action needs its permission, an active brand and a brand where the resource exists;
 * brand-scoped rows are only ever read and written in the session's active brand, so another
 * brand's id answers 404. A create with an `Idempotency-Key` header is done once per user and
 * key: a repeat answers the first record (with `Idempotent-Replayed: true`).
 */
import {
  AUDIT_PER_PAGE,
  addError,
  auditPageSchema,
  buildPaginator,
  type FieldErrors,
  messageResponseSchema,
  normalisePage,
  type ResourceAction,
  type ResourceDefinition,
  recordPageSchema,
  recordResponseSchema,
  resourceInBrand,
  resourceInput,
  resourceValues,
  ruleMessage,
  validateResource,
  validationErrorResponseSchema,
} from '@backoffice/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden, HttpError, notFound, unprocessable } from '../http/errors';
import { keptQuery, pagePath } from '../http/page-url';
import type { ZodTypeProvider } from '../http/zod-compiler';
import { brandOf, requirePermission, userOf } from '../plugins/app/authorization';
import { changesBetween, hasAudit, readAudit, writeAudit } from './audit';
import { csvStream } from './csv';
import { sendStoredFile } from './fileDownload';
import {
  claimIdempotencyKey,
  findIdempotentRecord,
  idempotencyKeyOf,
  rememberIdempotentRecord,
} from './idempotency';
import { parseListQuery } from './listQuery';
import { fileNamesOf, releasedKeys, storeUploads } from './recordFiles';
import {
  countRecords,
  deleteRecord,
  deleteStoredFiles,
  type Executor,
  findRecord,
  insertRecord,
  isUniqueValue,
  listRecords,
  readRecordFile,
  recordBatches,
  referenceExists,
  type Scope,
  storedValues,
  updateRecord,
} from './repository';
import { isResourceUpload, readUploads } from './resourceUploads';

export interface ResourceRouteOptions {
  resources: ReadonlyMap<string, ResourceDefinition>;
  /** Rows read per query of a CSV export. */
  csvBatchSize: number;
}

/** Ids are PostgreSQL integers; anything else matches no record. */
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const auditQuery = z.object({ page: z.unknown().optional() });
const fileParams = idParams.extend({ field: z.string().max(100) });
/** The verbs a `POST` to a record may stand for through `_method`. */
const SPOOFED_UPDATES = new Set(['PUT', 'PATCH']);

/** The `_method` of a form or multipart body, upper-cased; null when there is none. */
function spoofedMethod(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const method = (body as Record<string, unknown>)._method;
  return typeof method === 'string' ? method.trim().toUpperCase() : null;
}

const errorResponses = {
  401: messageResponseSchema,
  403: messageResponseSchema,
  419: messageResponseSchema,
};

/** The driver's error under Drizzle's wrapper: its SQLSTATE and constraint. */
function databaseError(error: unknown): { code?: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return null;
}

export function registerResourceRoutes(
  root: FastifyInstance,
  resource: ResourceDefinition,
  options: ResourceRouteOptions,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${resource.segment}`;
  const tags = [resource.segment];
  const page = recordPageSchema(resource);
  const one = recordResponseSchema(resource);
  const notFoundMessage = `The ${resource.singular} was not found.`;

  function guard(action: ResourceAction) {
    const permitted = requirePermission(resource.permissions[action]);
    return async (request: FastifyRequest): Promise<void> => {
      await permitted(request);
      if (!resourceInBrand(resource, brandOf(request))) throw forbidden();
    };
  }

  async function loadRecord(scope: Scope, id: number) {
    const record = await findRecord(app.db, scope, id);
    if (!record) throw notFound(notFoundMessage);
    return record;
  }

  function scopeOf(request: FastifyRequest): Scope {
    return { resource, resources: options.resources, brandId: brandOf(request) };
  }

  /** The definition's rules, plus what only the database can answer: unique and exists. */
  async function validated(
    scope: Scope,
    body: unknown,
    mode: 'create' | 'update',
    recordId: number | null,
  ): Promise<Record<string, unknown>> {
    const input = resourceInput(resource, readUploads(resource, body), mode);
    const taken = new Set<string>();
    for (const [name, field] of Object.entries(resource.fields)) {
      const value = input[name];
      if (!(field.rules ?? []).includes('unique') || value === null || value === undefined)
        continue;
      if (!(await isUniqueValue(app.db, scope, name, value, recordId))) taken.add(name);
    }
    const result = validateResource(resource, input, {
      mode,
      isUnique: (name) => !taken.has(name),
      // Only the multipart parser's files count: JSON cannot name a stored file.
      isFile: isResourceUpload,
    });
    const errors: FieldErrors = result.errors;
    for (const [name, field] of Object.entries(resource.fields)) {
      const value = input[name];
      if (field.type !== 'reference' || errors[name] || value === null || value === undefined) {
        continue;
      }
      if (!(await referenceExists(app.db, scope, name, Number(value)))) {
        addError(errors, name, ruleMessage('in', name));
      }
    }
    if (Object.keys(errors).length) throw unprocessable(errors);
    return resourceValues(resource, input, mode);
  }

  /** A save that lost a race on a unique index answers as the validator would have. */
  function saveFailure(error: unknown): unknown {
    const found = databaseError(error);
    if (found?.code === '23505' && found.constraint?.startsWith(`${resource.name}_`)) {
      const field = found.constraint.slice(resource.name.length + 1).replace(/_unique$/, '');
      if (resource.fields[field]) return unprocessable({ [field]: [ruleMessage('unique', field)] });
    }
    // 23001 restrict_violation (ON DELETE RESTRICT), 23503 foreign_key_violation.
    if (found?.code === '23001' || found?.code === '23503') {
      return new HttpError(409, `This ${resource.singular} is still in use and cannot be deleted.`);
    }
    return error;
  }

  app.get(
    base,
    {
      preValidation: guard('list'),
      schema: {
        tags,
        summary: `The ${resource.plural}: search, sort, filter and page, or a CSV export with format=csv`,
        response: { 200: page, ...errorResponses, 422: validationErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(resource, request.query);
      const scope = scopeOf(request);
      if (query.csv) {
        const day = new Date().toISOString().slice(0, 10);
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${resource.segment}-${day}.csv"`)
            .header('cache-control', 'no-store')
            // The stream is sent as it is read; the declared 200 body is the JSON list's.
            .send(
              csvStream(
                resource,
                recordBatches(app.db, scope, query, options.csvBatchSize),
              ) as never,
            )
        );
      }
      const total = await countRecords(app.db, scope, query);
      const offset = (query.page - 1) * query.perPage;
      const rows =
        offset < total
          ? await listRecords(app.db, scope, query, { limit: query.perPage, offset })
          : [];
      return buildPaginator(rows, {
        page: query.page,
        perPage: query.perPage,
        total,
        path: pagePath(request),
        query: keptQuery(query.kept),
      });
    },
  );

  app.get(
    `${base}/:id`,
    {
      preValidation: guard('view'),
      schema: {
        tags,
        summary: `One ${resource.singular}`,
        params: idParams,
        response: { 200: one, ...errorResponses, 404: messageResponseSchema },
      },
    },
    async (request) => ({ data: await loadRecord(scopeOf(request), request.params.id) }),
  );

  app.post(
    base,
    {
      preValidation: guard('create'),
      schema: {
        tags,
        summary: `Creates a ${resource.singular}; an Idempotency-Key header makes a repeat safe`,
        response: { 201: one, ...errorResponses, 422: validationErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const scope = scopeOf(request);
      const key = idempotencyKeyOf(request);
      const replay = async (recordId: number | null) => {
        const record = recordId === null ? null : await findRecord(app.db, scope, recordId);
        if (!record) throw notFound(notFoundMessage);
        return reply.code(201).header('idempotent-replayed', 'true').send({ data: record });
      };
      if (key) {
        const earlier = await findIdempotentRecord(app.db, user.id, resource.name, key);
        if (earlier) return replay(earlier.recordId);
      }
      const values = await validated(scope, request.body, 'create', null);
      let outcome: { created: number } | { replayOf: number | null };
      try {
        outcome = await app.db.transaction(async (tx) => {
          const db = tx as unknown as Executor;
          if (key && !(await claimIdempotencyKey(db, user.id, resource.name, key))) {
            const earlier = await findIdempotentRecord(db, user.id, resource.name, key);
            return { replayOf: earlier?.recordId ?? null };
          }
          const stored = await storeUploads(db, resource, values, user.id);
          const recordId = await insertRecord(db, scope, stored);
          if (key) await rememberIdempotentRecord(db, user.id, resource.name, key, recordId);
          await writeAudit(db, {
            resource: resource.name,
            recordId,
            brandId: scope.brandId,
            userId: user.id,
            action: 'created',
            changes: changesBetween(
              resource,
              null,
              stored,
              await fileNamesOf(db, resource, null, stored),
            ),
          });
          return { created: recordId };
        });
      } catch (error) {
        throw saveFailure(error);
      }
      if ('replayOf' in outcome) return replay(outcome.replayOf);
      return reply.code(201).send({ data: await loadRecord(scope, outcome.created) });
    },
  );

  /** A change of record `id`: the fields sent, each checked; uploads stored, old files removed. */
  async function update(request: FastifyRequest, id: number) {
    const user = userOf(request);
    const scope = scopeOf(request);
    await loadRecord(scope, id);
    const values = await validated(scope, request.body, 'update', id);
    try {
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Executor;
        const before = await storedValues(db, scope, id);
        if (!before) throw notFound(notFoundMessage);
        const stored = await storeUploads(db, resource, values, user.id);
        const fileNames = await fileNamesOf(db, resource, before, stored);
        const changes = changesBetween(resource, before, stored, fileNames);
        if (!Object.keys(changes).length) return;
        const changed = Object.fromEntries(Object.keys(changes).map((n) => [n, stored[n]]));
        await updateRecord(db, scope, id, changed);
        await writeAudit(db, {
          resource: resource.name,
          recordId: id,
          brandId: scope.brandId,
          userId: user.id,
          action: 'updated',
          changes,
        });
        await deleteStoredFiles(db, releasedKeys(resource, before, changed));
      });
    } catch (error) {
      throw saveFailure(error);
    }
    return { data: await loadRecord(scope, id) };
  }

  const updateSchema = {
    tags,
    params: idParams,
    response: {
      200: one,
      ...errorResponses,
      404: messageResponseSchema,
      422: validationErrorResponseSchema,
    },
  };

  app.route({
    method: ['PUT', 'PATCH'],
    url: `${base}/:id`,
    preValidation: guard('update'),
    schema: {
      ...updateSchema,
      summary: `Changes a ${resource.singular}; fields left out keep their values`,
    },
    handler: async (request) => update(request, (request.params as z.infer<typeof idParams>).id),
  });

  app.post(
    `${base}/:id`,
    {
      preValidation: guard('update'),
      schema: {
        ...updateSchema,
        summary: `Changes a ${resource.singular} from a form or multipart body with _method=PUT or PATCH`,
        response: { ...updateSchema.response, 405: messageResponseSchema },
      },
    },
    async (request) => {
      if (!SPOOFED_UPDATES.has(spoofedMethod(request.body) ?? '')) {
        throw new HttpError(405, 'The POST method is not supported for this route.');
      }
      return update(request, request.params.id);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      preValidation: guard('delete'),
      schema: {
        tags,
        summary: `Deletes a ${resource.singular}; one still referred to answers 409`,
        params: idParams,
        response: {
          204: z.null(),
          ...errorResponses,
          404: messageResponseSchema,
          409: messageResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const scope = scopeOf(request);
      const { id } = request.params;
      try {
        await app.db.transaction(async (tx) => {
          const db = tx as unknown as Executor;
          const before = await storedValues(db, scope, id);
          if (!before || !(await deleteRecord(db, scope, id))) throw notFound(notFoundMessage);
          await writeAudit(db, {
            resource: resource.name,
            recordId: id,
            brandId: scope.brandId,
            userId: user.id,
            action: 'deleted',
            changes: changesBetween(
              resource,
              before,
              null,
              await fileNamesOf(db, resource, before, null),
            ),
          });
          await deleteStoredFiles(db, releasedKeys(resource, before, null));
        });
      } catch (error) {
        throw saveFailure(error);
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${base}/:id/audit`,
    {
      preValidation: guard('view'),
      schema: {
        tags,
        summary: `The history of a ${resource.singular}, newest first (kept after it is deleted)`,
        params: idParams,
        querystring: auditQuery,
        response: { 200: auditPageSchema, ...errorResponses, 404: messageResponseSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { id } = request.params;
      const exists =
        (await findRecord(app.db, scope, id)) !== null ||
        (await hasAudit(app.db, resource, id, scope.brandId));
      if (!exists) throw notFound(notFoundMessage);
      const current = normalisePage(request.query.page);
      const { entries, total } = await readAudit(app.db, resource, id, scope.brandId, {
        limit: AUDIT_PER_PAGE,
        offset: (current - 1) * AUDIT_PER_PAGE,
      });
      return buildPaginator(entries, {
        page: current,
        perPage: AUDIT_PER_PAGE,
        total,
        path: pagePath(request),
      });
    },
  );

  app.get(
    `${base}/:id/files/:field`,
    {
      preValidation: guard('view'),
      schema: {
        tags,
        summary: `The file of a ${resource.singular}'s file field: images shown in place, other files downloaded`,
        params: fileParams,
        response: {
          200: z.custom<Buffer>().meta({ type: 'string', format: 'binary' }),
          ...errorResponses,
          404: messageResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, field } = request.params;
      const file = await readRecordFile(app.db, scopeOf(request), id, field);
      if (!file) throw notFound('File not found.');
      sendStoredFile(reply, file);
      return reply;
    },
  );
}
