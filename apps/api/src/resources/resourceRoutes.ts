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
 *
 * A change may send the record's `version`: an older one answers 409 with the record as it is
 * now (see `versions.ts`). Lines are saved with their record, in its transaction; the domain's
 * hooks (`beforeCreate`, `beforeUpdate`) run there too, and may refuse with a `DomainError`.
 * An operation the definition does not offer (`update` or `delete` left out of its
 * permissions) answers 405. The definition's actions are served by `actionRoutes.ts`.
 */
import {
  type Attributes,
  AUDIT_PER_PAGE,
  addError,
  auditPageSchema,
  buildPaginator,
  conflictResponseSchema,
  type FieldDefinition,
  type FieldErrors,
  lineValues,
  messageResponseSchema,
  type ResourceAction,
  type ResourceDefinition,
  recordPageSchema,
  recordResponseSchema,
  resourceAttributes,
  resourceInBrand,
  resourceInput,
  resourceValues,
  ruleMessage,
  UNDO_TOKEN_HEADER,
  type UndoOffer,
  validateResource,
  validationErrorResponseSchema,
} from '@backoffice/contract';
import type { ResourceHooks, Row } from '@backoffice/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden, HttpError, notFound, unprocessable } from '../http/errors';
import { keptQuery, pagePath } from '../http/page-url';
import type { ZodTypeProvider } from '../http/zod-compiler';
import { todayOf } from '../modules/users/auth-user';
import { brandOf, requirePermission, userOf } from '../plugins/app/authorization';
import { registerActionRoutes } from './actionRoutes';
import { addressingOf } from './addressing';
import { changesBetween, hasAudit, readAudit, writeAudit } from './audit';
import { withAuditTitles } from './auditTitles';
import { registerBulkRoute } from './bulkRoutes';
import type { BulkRunner } from './bulkRun';
import { csvStream } from './csv';
import { contentDisposition, sendStoredFile } from './fileDownload';
import { hookRun } from './hookContext';
import {
  claimIdempotencyKey,
  findIdempotentRecord,
  idempotencyKeyOf,
  rememberIdempotentRecord,
} from './idempotency';
import { insertLines, linesOf, replaceLines } from './lineRepository';
import { pageQuery, parseListQuery } from './listQuery';
import { deleteOneRecord } from './recordDelete';
import { fileNamesOf, releasedKeys, storeUploads } from './recordFiles';
import { scopeFor } from './recordScope';
import {
  countRecords,
  deleteStoredFiles,
  type Executor,
  findRecord,
  insertRecord,
  isComparable,
  isUniqueValue,
  listRecords,
  readRecordFile,
  recordBatches,
  referenceExists,
  type Scope,
  storedValues,
  sumRecords,
  updateRecord,
} from './repository';
import { isResourceUpload, readUploads } from './resourceUploads';
import { saveFailure } from './saveFailure';
import { deleteUndoability } from './undoability';
import { type Clock, offerUndo } from './undoEntries';
import { checkVersion, requestedVersion } from './versions';

/** Errors being gathered, with the labels their messages name fields by. */
interface NamedErrors {
  errors: FieldErrors;
  attributes: Attributes;
}

export interface ResourceRouteOptions {
  resources: ReadonlyMap<string, ResourceDefinition>;
  /** Rows read per query of a CSV export. */
  csvBatchSize: number;
  /** The domain's hooks and computed SQL for this resource. */
  hooks: ResourceHooks;
  /** A nested resource's parent definition; null for others. */
  parent: ResourceDefinition | null;
  /** The hooks whose `grants` count on this resource's routes (its parent's, or its own). */
  grantsFrom: ResourceHooks | null;
  /** The clock of undo offers. */
  clock: Clock;
  /** Where bulk jobs run. */
  runner: BulkRunner;
}

/** What a create or a change stores: the record's values and, when sent, its lines. */
interface SaveInput {
  values: Row;
  lines: Row[] | undefined;
}

/** The verbs a `POST` to a record may stand for through `_method`. */
const SPOOFED_UPDATES = new Set(['PUT', 'PATCH']);

/** Laravel's answer to a method the route does not take. */
function methodNotAllowed(method: string): HttpError {
  return new HttpError(405, `The ${method} method is not supported for this route.`);
}

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

/** The largest id a PostgreSQL `serial` column holds. */
const MAX_ROW_ID = 2_147_483_647;

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
  const conflict = conflictResponseSchema(resource);
  const notFoundMessage = `The ${resource.singular} was not found.`;
  const address = addressingOf({
    db: app.db,
    resource,
    parent: options.parent,
    grantsFrom: options.grantsFrom,
  });
  // Ids are PostgreSQL integers (anything else matches no record), or the record key's text.
  const idParams = address.recordParams;
  const fileParams = idParams.extend({ field: z.string().max(100) });
  const preHandler = address.resolve;
  const recordIdOf = address.recordIdOf;
  const deleteUndoable = deleteUndoability(resource, options.hooks);

  function guard(action: ResourceAction) {
    const permission = resource.permissions[action];
    const reads = action === 'list' || action === 'view';
    return guardPermission(reads ? [permission, ...resource.readers] : [permission]);
  }

  /**
   * One of the permissions (held by the user, or granted to them for the record the path names:
   * a store's, by its store-level permissions), an active brand, and a brand where the resource
   * exists (403 otherwise).
   */
  function guardPermission(permission: string | readonly string[]) {
    const anyOf = typeof permission === 'string' ? [permission] : permission;
    const permitted = requirePermission(anyOf);
    return async (request: FastifyRequest): Promise<void> => {
      try {
        await permitted(request);
      } catch (error) {
        const refused = error instanceof HttpError && error.statusCode === 403;
        if (!refused || !(await address.grantedPermission(request, anyOf))) throw error;
      }
      if (!resourceInBrand(resource, brandOf(request))) throw forbidden();
    };
  }

  async function loadRecord(scope: Scope, id: number) {
    const record = await findRecord(app.db, scope, id);
    if (!record) throw notFound(notFoundMessage);
    return record;
  }

  function scopeOf(request: FastifyRequest): Scope {
    const brandId = brandOf(request);
    const user = request.user;
    return scopeFor({
      resource,
      resources: options.resources,
      hooks: options.hooks,
      brandId,
      viewer: user ? { userId: user.id, permissions: user.permissions, brandId } : null,
      parent: address.parentCondition(request),
    });
  }

  /** The definition's rules, plus what only the database can answer: unique and exists. */
  async function validated(
    scope: Scope,
    body: unknown,
    mode: 'create' | 'update',
    recordId: number | null,
    today: string,
  ): Promise<SaveInput> {
    const input = resourceInput(resource, readUploads(resource, body), mode);
    const taken = new Set<string>();
    for (const [name, field] of Object.entries(resource.fields)) {
      const value = input[name];
      // A list or an object is refused by the validator below; only a single value is looked up.
      if (
        !(field.rules ?? []).includes('unique') ||
        value === null ||
        value === undefined ||
        typeof value === 'object' ||
        !isComparable(field, value)
      ) {
        continue;
      }
      if (!(await isUniqueValue(app.db, scope, name, value, recordId))) taken.add(name);
    }
    const result = validateResource(resource, input, {
      mode,
      today,
      isUnique: (name) => !taken.has(name),
      // Only the multipart parser's files count: JSON cannot name a stored file.
      isFile: isResourceUpload,
    });
    const errors: FieldErrors = result.errors;
    const named = { errors, attributes: resourceAttributes(resource) };
    await checkReferences(scope, resource.fields, input, '', named);
    const lines = resource.lines && Array.isArray(input.lines) ? input.lines : [];
    for (const [i, line] of lines.entries()) {
      await checkReferences(scope, resource.lines?.fields ?? {}, line as Row, `lines.${i}.`, named);
    }
    if (Object.keys(errors).length) throw unprocessable(errors);
    return {
      values: resourceValues(resource, input, mode),
      lines: lineValues(resource.lines, input),
    };
  }

  /** A reference must name a record the user may see: 'The selected branch is invalid.' */
  async function checkReferences(
    scope: Scope,
    fields: Readonly<Record<string, FieldDefinition>>,
    input: Row,
    prefix: string,
    named: NamedErrors,
  ): Promise<void> {
    const { errors } = named;
    for (const [name, field] of Object.entries(fields)) {
      const key = `${prefix}${name}`;
      const value = input?.[name];
      if (errors[key] || value === null || value === undefined) continue;
      if (field.type === 'reference' || field.staff) {
        await checkReference(scope, field, key, value, named);
      }
      // A list of references: each id, under `lines.0.addon_ids.1`.
      if (field.type === 'references' && Array.isArray(value)) {
        for (const [i, item] of value.entries()) {
          if (!errors[`${key}.${i}`])
            await checkReference(scope, field, `${key}.${i}`, item, named);
        }
      }
    }
  }

  async function checkReference(
    scope: Scope,
    field: FieldDefinition,
    key: string,
    value: unknown,
    { errors, attributes }: NamedErrors,
  ): Promise<void> {
    const id = Number(value);
    // An id beyond what the column holds names no record; it never reaches SQL.
    const possible = Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID;
    if (!possible || !(await referenceExists(app.db, scope, field, id))) {
      addError(errors, key, ruleMessage('in', key, {}, attributes));
    }
  }

  app.get(
    base,
    {
      preValidation: guard('list'),
      preHandler,
      schema: {
        tags,
        params: address.collectionParams,
        summary: `The ${resource.plural}: search, sort, filter and page, or a CSV export with format=csv`,
        response: { 200: page, ...errorResponses, 422: validationErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(resource, request.query);
      const scope = scopeOf(request);
      if (query.csv) {
        const day = todayOf(userOf(request));
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
          ? await listRecords(app.db, scope, query, { limit: query.perPage, offset, total })
          : [];
      const paginator = buildPaginator(rows, {
        page: query.page,
        perPage: query.perPage,
        total,
        path: pagePath(request),
        query: keptQuery(query.kept),
      });
      if (resource.listTotals.length === 0) return paginator;
      return { ...paginator, totals: await sumRecords(app.db, scope, query, resource.listTotals) };
    },
  );

  app.get(
    `${base}/:id`,
    {
      preValidation: guard('view'),
      preHandler,
      schema: {
        tags,
        summary: `One ${resource.singular}`,
        params: idParams,
        response: { 200: one, ...errorResponses, 404: messageResponseSchema },
      },
    },
    async (request) => ({ data: await loadRecord(scopeOf(request), recordIdOf(request)) }),
  );

  app.post(
    base,
    {
      preValidation: guard('create'),
      preHandler,
      schema: {
        tags,
        params: address.collectionParams,
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
      const { values, lines } = await validated(scope, request.body, 'create', null, todayOf(user));
      // A nested record belongs to the parent in its path.
      if (resource.parent) values[resource.parent.field] = address.parentIdOf(request);
      const run = hookRun(app, scope.brandId, user);
      let outcome: { created: number } | { replayOf: number | null };
      try {
        outcome = await app.db.transaction(async (tx) => {
          const db = tx as unknown as Executor;
          if (key && !(await claimIdempotencyKey(db, user.id, resource.name, key))) {
            const earlier = await findIdempotentRecord(db, user.id, resource.name, key);
            return { replayOf: earlier?.recordId ?? null };
          }
          const save = {
            ...run.context(db),
            mode: 'create' as const,
            recordId: null,
            before: null,
            values,
            lines: resource.lines ? (lines ?? []) : undefined,
          };
          await options.hooks.beforeCreate?.(save);
          const stored = await storeUploads(db, resource, save.values, user.id);
          const recordId = await insertRecord(db, scope, stored);
          if (resource.lines && save.lines) {
            await insertLines(db, resource.lines, recordId, save.lines);
          }
          await options.hooks.afterSave?.({
            ...run.context(db),
            mode: 'create',
            recordId,
            before: null,
            values: stored,
            linesChanged: Boolean(resource.lines),
          });
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
            ...(save.lines ? { input: { lines: save.lines } } : {}),
          });
          return { created: recordId };
        });
      } catch (error) {
        throw saveFailure(resource, error);
      }
      if ('replayOf' in outcome) return replay(outcome.replayOf);
      await run.publish();
      return reply.code(201).send({ data: await loadRecord(scope, outcome.created) });
    },
  );

  /** A change of record `id`: the fields sent, each checked; uploads stored, old files removed. */
  async function update(request: FastifyRequest, id: number) {
    const user = userOf(request);
    const scope = scopeOf(request);
    await loadRecord(scope, id);
    const version = requestedVersion(request.body);
    const { values, lines } = await validated(scope, request.body, 'update', id, todayOf(user));
    const run = hookRun(app, scope.brandId, user);
    try {
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Executor;
        const before = await storedValues(db, scope, id);
        if (!before) throw notFound(notFoundMessage);
        await checkVersion(resource, before, version, () => findRecord(db, scope, id));
        const save = {
          ...run.context(db),
          mode: 'update' as const,
          recordId: id,
          before,
          values,
          lines,
        };
        await options.hooks.beforeUpdate?.(save);
        const stored = await storeUploads(db, resource, save.values, user.id);
        const fileNames = await fileNamesOf(db, resource, before, stored);
        const changes = changesBetween(resource, before, stored, fileNames);
        if (resource.lines && save.lines) {
          const old = (await linesOf(db, resource.lines, [id])).get(id) ?? [];
          await replaceLines(db, resource.lines, id, save.lines);
          changes.lines = { old: old.length, new: save.lines.length };
        }
        if (!Object.keys(changes).length) return;
        const changed = Object.fromEntries(
          Object.keys(changes)
            .filter((n) => n !== 'lines')
            .map((n) => [n, stored[n]]),
        );
        await updateRecord(db, scope, id, changed);
        await options.hooks.afterSave?.({
          ...run.context(db),
          mode: 'update',
          recordId: id,
          before,
          values: { ...before, ...changed },
          linesChanged: Boolean(changes.lines),
        });
        await writeAudit(db, {
          resource: resource.name,
          recordId: id,
          brandId: scope.brandId,
          userId: user.id,
          action: 'updated',
          changes,
          ...(save.lines ? { input: { lines: save.lines } } : {}),
        });
        await deleteStoredFiles(db, releasedKeys(resource, before, changed));
      });
    } catch (error) {
      throw saveFailure(resource, error);
    }
    await run.publish();
    return { data: await loadRecord(scope, id) };
  }

  const updateSchema = {
    tags,
    params: idParams,
    response: {
      200: one,
      ...errorResponses,
      404: messageResponseSchema,
      409: conflict,
      422: validationErrorResponseSchema,
    },
  };
  const updates = resource.offers.includes('update');
  const deletes = resource.offers.includes('delete');
  /** The answer to an operation the definition does not offer, as Laravel's router gives it. */
  const notOffered = {
    tags,
    summary: `Not offered: a ${resource.singular} is never changed or deleted this way`,
    params: idParams,
    response: { 405: messageResponseSchema },
  };

  if (updates) {
    app.route({
      method: ['PUT', 'PATCH'],
      url: `${base}/:id`,
      preValidation: guard('update'),
      preHandler,
      schema: {
        ...updateSchema,
        summary: `Changes a ${resource.singular}; fields left out keep their values; an older \`version\` than the stored one answers 409`,
      },
      handler: async (request) => update(request, recordIdOf(request)),
    });
  } else {
    app.route({
      method: ['PUT', 'PATCH'],
      url: `${base}/:id`,
      schema: notOffered,
      handler: async (request) => {
        throw methodNotAllowed(request.method);
      },
    });
  }

  app.post(
    `${base}/:id`,
    {
      ...(updates ? { preValidation: guard('update'), preHandler } : {}),
      schema: {
        ...updateSchema,
        summary: `Changes a ${resource.singular} from a form or multipart body with _method=PUT or PATCH`,
        response: { ...updateSchema.response, 405: messageResponseSchema },
      },
    },
    async (request) => {
      const method = spoofedMethod(request.body) ?? '';
      if (!updates || !SPOOFED_UPDATES.has(method)) {
        throw methodNotAllowed(updates || !SPOOFED_UPDATES.has(method) ? 'POST' : method);
      }
      return update(request, recordIdOf(request));
    },
  );

  if (!deletes) {
    app.delete(`${base}/:id`, { schema: notOffered }, async () => {
      throw methodNotAllowed('DELETE');
    });
  } else {
    app.delete(
      `${base}/:id`,
      {
        preValidation: guard('delete'),
        preHandler,
        schema: {
          tags,
          summary: `Deletes a ${resource.singular}; one still referred to answers 409; an \`Undo-Token\` header answers the token of its undo when it can be undone`,
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
        const id = recordIdOf(request);
        const run = hookRun(app, scope.brandId, user);
        const work = { scope, hooks: options.hooks, userId: user.id, run };
        const undoable = await deleteUndoable(app.db as unknown as Executor);
        let undo: UndoOffer | null;
        try {
          undo = await app.db.transaction(async (tx) => {
            const db = tx as unknown as Executor;
            const snapshot = await deleteOneRecord(db, work, id, undoable);
            if (!snapshot) return null;
            return offerUndo(
              db,
              {
                userId: user.id,
                brandId: scope.brandId,
                resource: resource.name,
                recordId: id,
                change: 'deleted',
                versionAfter: null,
                snapshot,
              },
              options.clock,
            );
          });
        } catch (error) {
          throw saveFailure(resource, error);
        }
        await run.publish();
        if (undo) reply.header(UNDO_TOKEN_HEADER, undo.token);
        return reply.code(204).send(null);
      },
    );
  }

  app.get(
    `${base}/:id/audit`,
    {
      preValidation: guard('view'),
      preHandler,
      schema: {
        tags,
        summary: `The history of a ${resource.singular}, newest first (kept after it is deleted)`,
        params: idParams,
        // The page as the lists read it: past the last allowed, a 422 before the record is looked up.
        querystring: pageQuery,
        response: {
          200: auditPageSchema,
          ...errorResponses,
          404: messageResponseSchema,
          422: validationErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const id = recordIdOf(request);
      // A deleted record's trail stays readable, except where the rows a user reaches are
      // narrowed (a parent's, a driver's): there only a record they reach has one.
      const exists =
        (await findRecord(app.db, scope, id)) !== null ||
        (!scope.rows && (await hasAudit(app.db, resource, id, scope.brandId)));
      if (!exists) throw notFound(notFoundMessage);
      const current = request.query.page;
      const { entries, total } = await readAudit(app.db, resource, id, scope.brandId, {
        limit: AUDIT_PER_PAGE,
        offset: (current - 1) * AUDIT_PER_PAGE,
      });
      return buildPaginator(await withAuditTitles(app.db, scope, resource, entries), {
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
      preHandler,
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
      const field = String(request.params.field);
      const file = await readRecordFile(app.db, scopeOf(request), recordIdOf(request), field);
      if (!file) throw notFound('File not found.');
      sendStoredFile(reply, file);
      return reply;
    },
  );

  // The domain's read-only views of a record: `GET /api/<segment>/{id}/<name>` (a PDF, a list).
  for (const [name, view] of Object.entries(options.hooks.views ?? {})) {
    if (name === 'audit' || name === 'files' || !/^[a-z][a-z0-9-]*$/.test(name)) {
      throw new Error(`${resource.name} cannot have a view named "${name}".`);
    }
    app.get(
      `${base}/:id/${name}`,
      {
        preValidation: guard('view'),
        preHandler,
        schema: {
          tags,
          summary: `The ${name} of a ${resource.singular}`,
          params: idParams,
          response: {
            // `{data}` as JSON, or a file's bytes (a printed document).
            200: z.custom<unknown>().meta({ description: 'JSON `{data}` or a file' }),
            ...errorResponses,
            404: messageResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const scope = scopeOf(request);
        const record = await loadRecord(scope, recordIdOf(request));
        const answer = await view({
          db: app.db as unknown as Executor,
          brandId: scope.brandId,
          userId: userOf(request).id,
          today: todayOf(userOf(request)),
          record: record as Row,
        });
        if ('data' in answer) return reply.send({ data: answer.data });
        return reply
          .type(answer.file.type)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-cache')
          .header('content-disposition', contentDisposition(answer.file.name, answer.file.type))
          .send(Buffer.from(answer.file.body));
      },
    );
  }

  registerBulkRoute(app, resource, {
    hooks: options.hooks,
    guard: (anyOf) => guardPermission(anyOf),
    scopeOf,
    address,
    runner: options.runner,
  });

  registerActionRoutes(app, resource, {
    hooks: options.hooks,
    guard: (permission) => guardPermission(permission),
    scopeOf,
    loadRecord,
    address,
    clock: options.clock,
  });
}
