/**
 * `resourceImportPlugin`: the CSV import of every definition made `importable` (see the
 * contract's `importable.ts`), with the create's permission, in a brand where the resource
 * exists:
 *
 * - `POST /api/<segment>/import?mode=preview` (a multipart `file`, at most 2 MB, CSV): every
 *   row checked as a create checks its input; answers the counts and each bad row's errors by
 *   field (the first 200 bad rows).
 * - `mode=all`: imports every row, or none with 422 (`errors` keyed `rows.<line>.<field>`)
 *   when any row is bad. `mode=valid`: imports the good rows and skips the bad ones.
 *   Both in one transaction, in multi-row inserts of 500, each record audited as created.
 * - `GET /api/<segment>/import/example`: a CSV of the fields' labels and the sample rows.
 */
import {
  addError,
  type FieldErrors,
  fileSizeMessage,
  IMPORT_LIMIT_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MODES,
  IMPORT_PREVIEW_ROWS,
  type ImportableResource,
  importFields,
  importOptionsOf,
  messageResponseSchema,
  mimesMessage,
  parseCsv,
  type ResourceDefinition,
  resourceInBrand,
  ruleMessage,
  validationErrorResponseSchema,
} from '@backoffice/contract';
import { isDomainError, type ResourceHooks } from '@backoffice/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RESOURCE_HOOKS, RESOURCES } from '../domains';
import { forbidden, unprocessable } from '../http/errors';
import { UploadedFile } from '../http/uploads';
import { useZodCompilers, type ZodTypeProvider } from '../http/zod-compiler';
import { todayOf } from '../modules/users/auth-user';
import { brandOf, requirePermission, userOf } from '../plugins/app/authorization';
import { changesBetween } from './audit';
import { textCell } from './csv';
import { hookRun } from './hookContext';
import { type CheckedRow, checkRows, ImportFileError } from './importRows';
import { insertImported } from './importWrite';
import type { ResourcesPluginOptions } from './index';
import type { Executor, Row, Scope } from './repository';
import { saveFailure } from './saveFailure';

const modeQuery = z.object({ mode: z.enum(IMPORT_MODES).default('preview') });
const errorResponses = {
  401: messageResponseSchema,
  403: messageResponseSchema,
  419: messageResponseSchema,
  422: validationErrorResponseSchema,
};
/** The types a CSV file comes as (spreadsheets say Excel's for their CSV). */
const CSV_TYPES = new Set([
  'text/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/csv',
]);

/** The file sent, as text: 422 under `file` for no file, a big one, or one that is not CSV. */
function fileText(body: unknown): string {
  const file = (body as { file?: unknown } | null)?.file;
  const fail = (message: string) => unprocessable({ file: [message] });
  if (file === undefined || file === null || file === '')
    throw fail(ruleMessage('required', 'file'));
  if (!(file instanceof UploadedFile)) throw fail(ruleMessage('file', 'file'));
  if (file.truncated || file.size > IMPORT_LIMIT_BYTES)
    throw fail(fileSizeMessage(IMPORT_LIMIT_BYTES));
  // The name says CSV (or text), and the bytes are text: a spreadsheet's own format is not.
  const extension = file.filename.includes('.')
    ? file.filename.split('.').pop()?.toLowerCase()
    : '';
  const type = file.mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  const named = extension ? ['csv', 'txt'].includes(extension) : CSV_TYPES.has(type);
  if (!named || file.data.includes(0)) throw fail(mimesMessage('file', ['csv', 'txt']));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file.data);
  } catch {
    throw fail('The file must be UTF-8 text.');
  }
}

/** The bad rows' errors keyed by line and field: `rows.7.price`. */
function rowErrors(rows: readonly CheckedRow[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const row of rows.filter((one) => one.values === null).slice(0, IMPORT_PREVIEW_ROWS)) {
    for (const [field, messages] of Object.entries(row.errors)) {
      for (const message of messages) addError(errors, `rows.${row.line}.${field}`, message);
    }
  }
  return errors;
}

/** Runs the definition's `beforeCreate` on each row, as a create would; a refusal names its row. */
async function runBeforeCreate(
  hooks: ResourceHooks,
  context: ReturnType<ReturnType<typeof hookRun>['context']>,
  rows: readonly { line: number; values: Row }[],
): Promise<void> {
  if (!hooks.beforeCreate) return;
  for (const row of rows) {
    const save = {
      ...context,
      mode: 'create' as const,
      recordId: null,
      before: null,
      values: row.values,
      lines: undefined,
    };
    try {
      await hooks.beforeCreate(save);
    } catch (error) {
      if (!isDomainError(error) || !error.errors) throw error;
      const errors: FieldErrors = {};
      for (const [field, messages] of Object.entries(error.errors))
        errors[`rows.${row.line}.${field}`] = messages;
      throw unprocessable(errors);
    }
  }
}

function registerImport(
  root: FastifyInstance,
  resource: ImportableResource,
  resources: ReadonlyMap<string, ResourceDefinition>,
  hooks: ResourceHooks,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${resource.segment}/import`;
  const tags = [resource.segment];
  const permitted = requirePermission(resource.permissions.create);
  const guard = async (request: FastifyRequest) => {
    await permitted(request);
    if (!resourceInBrand(resource, brandOf(request))) throw forbidden();
  };
  const scopeOf = (request: FastifyRequest): Scope => ({
    resource,
    resources,
    brandId: brandOf(request),
    computed: hooks.computed ?? {},
  });
  const maxRows = resource.import.maxRows ?? IMPORT_MAX_ROWS;

  app.post(
    base,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: `Checks a CSV file of ${resource.plural} (mode=preview), or imports all or only its valid rows`,
        querystring: modeQuery,
        response: { 200: z.object({ data: z.unknown() }), ...errorResponses },
      },
    },
    async (request) => {
      const { mode } = request.query;
      const table = parseCsv(fileText(request.body));
      if (table.length - 1 > maxRows) {
        throw unprocessable({ file: [`The file may not have more than ${maxRows} rows.`] });
      }
      const scope = scopeOf(request);
      const check = async (db: Executor) => {
        try {
          return await checkRows(db, scope, table, todayOf(userOf(request)));
        } catch (error) {
          if (error instanceof ImportFileError) throw unprocessable({ file: [error.message] });
          throw error;
        }
      };
      if (mode === 'preview') {
        const checked = await check(app.db as unknown as Executor);
        const bad = checked.rows.filter((row) => row.values === null);
        return {
          data: {
            columns: checked.columns,
            total: checked.rows.length,
            valid: checked.rows.length - bad.length,
            invalid: bad.length,
            rows: bad
              .slice(0, IMPORT_PREVIEW_ROWS)
              .map((row) => ({ line: row.line, values: row.cells, errors: row.errors })),
          },
        };
      }
      const user = userOf(request);
      const run = hookRun(app, scope.brandId, user);
      let result: { imported: number; skipped: number; total: number };
      try {
        result = await app.db.transaction(async (tx) => {
          const db = tx as unknown as Executor;
          const checked = await check(db);
          const good = checked.rows.flatMap((row) =>
            row.values ? [{ line: row.line, values: row.values }] : [],
          );
          const skipped = checked.rows.length - good.length;
          if (mode === 'all' && skipped > 0) throw unprocessable(rowErrors(checked.rows));
          if (good.length === 0)
            throw unprocessable({ file: ['The file has no valid rows to import.'] });
          await runBeforeCreate(hooks, run.context(db), good);
          await insertImported(
            db,
            scope,
            user.id,
            good.map((row) => row.values),
            {
              afterSave: hooks.afterSave,
              context: run.context(db),
              changes: (values) => changesBetween(resource, null, values),
            },
          );
          return { imported: good.length, skipped, total: checked.rows.length };
        });
      } catch (error) {
        throw saveFailure(resource, error);
      }
      await run.publish();
      return { data: result };
    },
  );

  app.get(
    `${base}/example`,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: `An example CSV file of ${resource.plural} to import`,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (_request, reply) => {
      const names = importFields(resource);
      const lines = [
        names.map((name) => textCell(resource.fields[name]?.label ?? name)),
        ...resource.import.sample.map((row) => names.map((name) => textCell(row[name] ?? ''))),
      ];
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${resource.segment}-example.csv"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${lines.map((cells) => `${cells.join(',')}\r\n`).join('')}`);
    },
  );
}

/** The import endpoints of the importable definitions among those served. */
export async function resourceImportPlugin(
  app: FastifyInstance,
  options: ResourcesPluginOptions = {},
): Promise<void> {
  const resources = options.resources ?? RESOURCES;
  const byName = new Map(resources.map((resource) => [resource.name, resource] as const));
  const hooks = options.hooks ?? RESOURCE_HOOKS;
  useZodCompilers(app);
  for (const resource of resources) {
    if (!importOptionsOf(resource)) continue;
    registerImport(app, resource as ImportableResource, byName, hooks[resource.name] ?? {});
  }
}
