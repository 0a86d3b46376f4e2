import {
  actionInput,
  actionRunsFrom,
  BULK_DELETE,
  BULK_REASON_IDS,
  type BulkJob,
  isBulkAction,
  type ResourceDefinition,
  type UndoResult,
  validateActionInput,
  wrongStateMessage,
} from '@backoffice/contract';
import { delay, HttpResponse, http } from 'msw';
import type { ResourceRow } from '../../resources/lib/formValues';
import { freshEachStory, restoreEachStory } from '../../testing/freshEachStory';

/** Whether a row is one the list's query matches: its search and its equal filters. */
function matches(resource: ResourceDefinition, row: ResourceRow, query: URLSearchParams): boolean {
  const search = (query.get('search') ?? '').toLowerCase();
  if (
    search &&
    !Object.entries(resource.fields).some(
      ([name, field]) =>
        field.searchable &&
        String(row[name] ?? '')
          .toLowerCase()
          .includes(search),
    )
  ) {
    return false;
  }
  for (const [key, value] of query) {
    const name = /^filter\[(\w+)\]$/.exec(key)?.[1];
    if (name && String(row[name]) !== value) return false;
  }
  return true;
}

/** A bulk request's form body: `operation`, `ids[0]...`, `query`, `input[reason]`. */
function readRequest(body: URLSearchParams) {
  const ids: number[] = [];
  const input: Record<string, string> = {};
  for (const [key, value] of body) {
    if (/^ids\[\d+\]$/.test(key)) ids.push(Number(value));
    const field = /^input\[(\w+)\]$/.exec(key)?.[1];
    if (field) input[field] = value;
  }
  return { operation: body.get('operation') ?? '', ids, query: body.get('query'), input };
}

interface RunningJob {
  job: BulkJob;
  rows: ResourceRow[];
}

export interface BulkHandlerOptions {
  /** How many progress answers a job takes to finish. @default 2 */
  steps?: number;
}

/**
 * The bulk endpoints of a resource over rows kept in memory, answering as the server does:
 * `POST /api/<segment>/bulk` checks the operation, the target and the action's input (405, 422
 * with `input.<field>` keys), then `GET /api/bulk-jobs/{id}` moves the job on by a share of its
 * records each time it is asked, checking each record's state as one action would (the action's
 * wrong-state sentence, counted per sentence) and changing or deleting the others.
 */
export function bulkHandlers(
  resource: ResourceDefinition,
  rows: ResourceRow[],
  options: BulkHandlerOptions = {},
) {
  // The job changes `rows` itself (a test reads them after it): each story gets them as given.
  restoreEachStory(rows);
  return freshEachStory(() => serveBulk(resource, rows, options));
}

function serveBulk(
  resource: ResourceDefinition,
  rows: ResourceRow[],
  { steps = 2 }: BulkHandlerOptions,
) {
  const jobs = new Map<string, RunningJob>();
  let started = 0;
  const refuse = (message: string, errors: Record<string, string[]>) =>
    HttpResponse.json({ message, errors }, { status: 422 });

  function advance(running: RunningJob) {
    const { job } = running;
    const step = Math.max(1, Math.ceil(job.total / steps));
    const action = resource.actions[job.operation];
    for (const row of running.rows.slice(job.done, job.done + step)) {
      const state = resource.stateField ? row[resource.stateField] : null;
      if (job.operation === BULK_DELETE) {
        rows.splice(rows.indexOf(row), 1);
        job.succeeded += 1;
      } else if (action && actionRunsFrom(action, state)) {
        if (resource.stateField && action.to) row[resource.stateField] = action.to;
        job.succeeded += 1;
      } else if (action) {
        const message = wrongStateMessage(action, state);
        const reason = job.reasons.find((one) => one.message === message);
        if (reason) {
          reason.count += 1;
          if (reason.ids.length < BULK_REASON_IDS) reason.ids.push(row.id);
        } else {
          job.reasons.push({ message, count: 1, ids: [row.id] });
        }
        job.failed += 1;
      }
      job.done += 1;
    }
    if (job.done >= job.total) {
      job.status = 'finished';
      job.finished_at = new Date(Date.UTC(2025, 2, 14, 10, 1)).toISOString();
    }
  }

  return [
    http.post(`*/api/${resource.segment}/bulk`, async ({ request }) => {
      const { operation, ids, query, input } = readRequest(
        new URLSearchParams(await request.text()),
      );
      const action = resource.actions[operation];
      const deletes = operation === BULK_DELETE && resource.offers.includes('delete');
      if (!deletes && !action) {
        return HttpResponse.json({ message: 'Method Not Allowed' }, { status: 405 });
      }
      if (action && !isBulkAction(action)) {
        return refuse('The selected operation is invalid.', {
          operation: ['The selected operation is invalid.'],
        });
      }
      if (ids.length > 0 === (query !== null)) {
        const message = 'The ids field is required when query is not present.';
        return refuse(message, { ids: [message] });
      }
      if (action) {
        const checked = validateActionInput(action, actionInput(action, input));
        if (!checked.valid) {
          const errors = Object.fromEntries(
            Object.entries(checked.errors).map(([field, messages]) => [`input.${field}`, messages]),
          );
          return refuse(checked.message, errors);
        }
      }
      const params = new URLSearchParams(query ?? '');
      const targets =
        query === null
          ? rows.filter((row) => ids.includes(row.id))
          : rows.filter((row) => matches(resource, row, params));
      started += 1;
      const job: BulkJob = {
        id: `job-${started}`,
        resource: resource.name,
        operation,
        status: 'running',
        total: targets.length,
        done: 0,
        succeeded: 0,
        failed: 0,
        reasons: [],
        created_at: new Date(Date.UTC(2025, 2, 14, 10)).toISOString(),
        finished_at: null,
      };
      jobs.set(job.id, { job, rows: targets });
      await delay(100);
      return HttpResponse.json({ data: { ...job } }, { status: 202 });
    }),
    http.get('*/api/bulk-jobs/:id', ({ params }) => {
      const running = jobs.get(String(params.id));
      if (!running) return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      if (running.job.status === 'running') advance(running);
      return HttpResponse.json({ data: { ...running.job, reasons: [...running.job.reasons] } });
    }),
  ];
}

/**
 * `POST /api/undo/{token}` answering each token as given: what was undone, or the server's
 * refusal (`{ status: 409, message }`); an unknown token answers 404.
 */
export function undoHandlers(
  answers: Record<string, UndoResult | { status: 404 | 409; message: string }>,
) {
  return [
    http.post('*/api/undo/:token', async ({ params }) => {
      const answer = answers[String(params.token)];
      await delay(50);
      if (!answer) return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      if ('status' in answer) {
        return HttpResponse.json({ message: answer.message }, { status: answer.status });
      }
      return HttpResponse.json({ data: answer });
    }),
  ];
}
