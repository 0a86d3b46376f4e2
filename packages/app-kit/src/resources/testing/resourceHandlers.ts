import {
  actionInput,
  actionRunsFrom,
  buildPaginator,
  type ResourceDefinition,
  resourceFilePath,
  resourceInput,
  resourceValues,
  SAVED_VIEWS_PATH,
  type StoredFile,
  staleRecordMessage,
  validateActionInput,
  validateResource,
  wrongStateMessage,
} from '@backoffice/contract';
import { delay, HttpResponse, http } from 'msw';
import { freshEachStory, restoreEachStory } from '../../testing/freshEachStory';
import type { ResourceRow } from '../lib/formValues';
import { auditOf } from './resourceFixtures';

function sortRows(rows: ResourceRow[], field: string, direction: string) {
  const sign = direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const left = a[field] ?? '';
    const right = b[field] ?? '';
    if (typeof left === 'number' && typeof right === 'number') return (left - right) * sign;
    return String(left).localeCompare(String(right)) * sign;
  });
}

/** The rows a list request asks for: search over searchable fields, equal filters, sort. */
function listRows(resource: ResourceDefinition, rows: ResourceRow[], url: URL): ResourceRow[] {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  let found = rows.filter(
    (row) =>
      !search ||
      Object.entries(resource.fields).some(
        ([name, field]) =>
          field.searchable &&
          String(row[name] ?? '')
            .toLowerCase()
            .includes(search),
      ),
  );
  for (const [key, value] of url.searchParams) {
    const match = /^filter\[(\w+)\](?:\[(from|to)\])?$/.exec(key);
    if (!match?.[1]) continue;
    const name = match[1];
    const bound = match[2];
    found = found.filter((row) => {
      const cell = row[name];
      if (bound === 'from') return String(cell) >= value;
      if (bound === 'to') return String(cell) <= value;
      if (typeof cell === 'boolean') return cell === (value === '1');
      return String(cell).toLowerCase() === value.toLowerCase();
    });
  }
  const sort = url.searchParams.get('sort') ?? resource.defaultSort.field;
  const direction = url.searchParams.get('direction') ?? resource.defaultSort.direction;
  return sortRows(found, sort, direction);
}

/** A request's body as the server reads it: a form, or multipart with its files as `File`s. */
async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) {
    return Object.fromEntries(new URLSearchParams(await request.text()));
  }
  const body: Record<string, unknown> = {};
  for (const [name, value] of await request.formData()) body[name] = value;
  return body;
}

/**
 * A resource's endpoints answering as the server does, over rows kept in memory for the story:
 * list (search, filters, sort, pages), show, create with the definition's checks and `unique`
 * names, update (also as multipart `POST` with `_method=PUT`; a `version` older than the row's
 * answers 409 with the row, and a save counts one more), delete, the audit trail and the files
 * of `file` fields (`files` gives the bytes of the fixtures' stored files by address), and the
 * definition's actions (422 for bad input, 409 for an older version or the wrong state, then the
 * state moved to the action's `to`), and the list's saved views: none (a story of the views puts
 * `savedViewHandlers` first).
 */
export function resourceHandlers(
  resource: ResourceDefinition,
  initial: ResourceRow[],
  files: ReadonlyMap<string, Blob> = new Map(),
) {
  // Before every story, the rows as given (and the handlers' own state) again.
  restoreEachStory(initial);
  return freshEachStory(() => serveResource(resource, [...initial], files));
}

function serveResource(
  resource: ResourceDefinition,
  rows: ResourceRow[],
  files: ReadonlyMap<string, Blob>,
) {
  const stored = new Map(files);
  const base = `*/api/${resource.segment}`;
  const find = (id: unknown) => rows.find((row) => row.id === Number(id));
  const notFound = () => HttpResponse.json({ message: 'Not Found' }, { status: 404 });

  /** The values to keep: each uploaded `File` kept and answered as the server's stored file. */
  function keepFiles(id: number, values: Record<string, unknown>): Record<string, unknown> {
    const kept = { ...values };
    for (const [name, value] of Object.entries(values)) {
      if (!(value instanceof File)) continue;
      const url = resourceFilePath(resource, id, name);
      stored.set(url, value);
      const file: StoredFile = { name: value.name, url, size: value.size, type: value.type };
      kept[name] = file;
    }
    return kept;
  }

  async function save(
    body: Record<string, unknown>,
    mode: 'create' | 'update',
    current?: ResourceRow,
  ) {
    const input = resourceInput(resource, body, mode);
    const result = validateResource(resource, input, {
      mode,
      isUnique: (field, value) =>
        !rows.some(
          (row) =>
            row.id !== current?.id &&
            String(row[field] ?? '').toLowerCase() === String(value).toLowerCase(),
        ),
    });
    if (!result.valid) {
      return HttpResponse.json({ message: result.message, errors: result.errors }, { status: 422 });
    }
    return null;
  }

  return [
    http.get(base, ({ request }) => {
      const url = new URL(request.url);
      const found = listRows(resource, rows, url);
      const perPage = Number(url.searchParams.get('per_page')) || resource.perPage;
      const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
      return HttpResponse.json(
        buildPaginator(found.slice((page - 1) * perPage, page * perPage), {
          page,
          perPage,
          total: found.length,
          path: `/api/${resource.segment}`,
        }),
      );
    }),
    http.get(`${base}/:id/audit`, ({ params }) => {
      const record = find(params.id);
      if (!record) return notFound();
      const entries = auditOf(record);
      return HttpResponse.json(
        buildPaginator(entries, {
          page: 1,
          perPage: 20,
          total: entries.length,
          path: `/api/${resource.segment}/${record.id}/audit`,
        }),
      );
    }),
    http.get(`${base}/:id`, ({ params }) => {
      const record = find(params.id);
      return record ? HttpResponse.json({ data: record }) : notFound();
    }),
    http.get(`${base}/:id/files/:field`, ({ params }) => {
      const file = stored.get(resourceFilePath(resource, String(params.id), String(params.field)));
      if (!file) return notFound();
      return new HttpResponse(file, { headers: { 'content-type': file.type } });
    }),
    http.post(base, async ({ request }) => {
      const body = await readBody(request);
      const refused = await save(body, 'create');
      if (refused) return refused;
      await delay(150);
      const values = resourceValues(resource, resourceInput(resource, body, 'create'), 'create');
      const now = new Date(Date.UTC(2025, 2, 14, 10)).toISOString();
      const id = Math.max(0, ...rows.map((row) => row.id)) + 1;
      const record: ResourceRow = {
        ...keepFiles(id, values),
        id,
        labels: {},
        created_at: now,
        updated_at: now,
      };
      rows.push(record);
      return HttpResponse.json({ data: record }, { status: 201 });
    }),
    ...(['put', 'post'] as const).map((method) =>
      http[method](`${base}/:id`, async ({ request, params }) => {
        const current = find(params.id);
        if (!current) return notFound();
        const body = await readBody(request);
        if (method === 'post' && body._method !== 'PUT') {
          return HttpResponse.json({ message: 'Method Not Allowed' }, { status: 405 });
        }
        const refused = await save(body, 'update', current);
        if (refused) return refused;
        const stored = typeof current.version === 'number' ? current.version : 1;
        if (body.version !== undefined && Number(body.version) < stored) {
          return HttpResponse.json(
            { message: staleRecordMessage(resource), data: current },
            { status: 409 },
          );
        }
        const values = resourceValues(resource, resourceInput(resource, body, 'update'), 'update');
        Object.assign(current, keepFiles(current.id, values), { version: stored + 1 });
        return HttpResponse.json({ data: current });
      }),
    ),
    http.post(`${base}/:id/:action`, async ({ request, params }) => {
      const current = find(params.id);
      const action = resource.actions[String(params.action)];
      if (!current || !action) return notFound();
      const body = await readBody(request);
      const input = actionInput(action, body);
      const result = validateActionInput(action, input);
      if (!result.valid) {
        return HttpResponse.json(
          { message: result.message, errors: result.errors },
          { status: 422 },
        );
      }
      const stored = typeof current.version === 'number' ? current.version : 1;
      if (body.version !== undefined && Number(body.version) < stored) {
        return HttpResponse.json(
          { message: staleRecordMessage(resource), data: current },
          { status: 409 },
        );
      }
      const state = resource.stateField ? current[resource.stateField] : null;
      if (!actionRunsFrom(action, state)) {
        return HttpResponse.json({ message: wrongStateMessage(action, state) }, { status: 409 });
      }
      await delay(150);
      if (resource.stateField && action.to) current[resource.stateField] = action.to;
      current.version = stored + 1;
      return HttpResponse.json({ data: current });
    }),
    http.delete(`${base}/:id`, ({ params }) => {
      const index = rows.findIndex((row) => row.id === Number(params.id));
      if (index < 0) return notFound();
      rows.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    noSavedViews(resource.name),
  ];
}

/**
 * The saved views of list `list` (a resource's name, such as `jf_sales`): none. A list screen
 * asks for them beside its rows; a story of its states (loading, failed, empty) answers this.
 */
export function noSavedViews(list: string) {
  return http.get(`*${SAVED_VIEWS_PATH}`, ({ request }) =>
    new URL(request.url).searchParams.get('list') === list
      ? HttpResponse.json({ data: [] })
      : undefined,
  );
}

/** Every call under the resource's path fails, to show the error states (it has no saved views). */
export function failingResource(resource: ResourceDefinition) {
  return [
    http.all(`*/api/${resource.segment}*`, () =>
      HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
    ),
    noSavedViews(resource.name),
  ];
}

/** Every call under the resource's path waits forever, to show the loading states (it has no saved views). */
export function pendingResource(resource: ResourceDefinition) {
  return [
    http.all(`*/api/${resource.segment}*`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
    noSavedViews(resource.name),
  ];
}
