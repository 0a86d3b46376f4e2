/**
 * MSW handlers answering the livestock screens' calls as the server does, over rows kept in
 * memory for one story: flocks, feed types (with their cost history) and stock items through the
 * generic resource handlers; egg collection logs with the server's rules (one per flock and day,
 * the figures computed, the bird count copied, a correction's version); the feeding logs' list
 * and record over the story's rows; the logs' deletes with their undo.
 */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import { freshEachStory, resourceHandlers, sessionHandlers } from '@backoffice/app-kit/testing';
import {
  type ResourceDefinition,
  resourceInput,
  staleRecordMessage,
  UNDO_TOKEN_HEADER,
  type UndoResult,
  validateResource,
} from '@backoffice/contract';
import { delay, HttpResponse, http } from 'msw';
import {
  DUPLICATE_EGG_LOG,
  eggCollectionLogsResource,
} from '../../resources/livestock/eggCollectionLogs';
import { feedTypesResource } from '../../resources/livestock/feedTypes';
import { flocksResource } from '../../resources/livestock/flocks';
import { layerFeedingLogsResource } from '../../resources/livestock/layerFeedingLogs';
import { inventoriesResource } from '../../resources/stock/inventories';
import { COUNT_FIELDS } from '../livestock/eggCounts';
import type { EggLog } from '../livestock/eggLogTypes';
import {
  costHistories,
  eggLog,
  farmHand,
  feedingLogs,
  feedTypes,
  flocks,
  inventories,
  eggLogs as sampleEggLogs,
} from './livestockFixtures';
import { conflict, invalid, notFound, page, readForm } from './mswHelpers';

const eggBase = `*/api/${eggCollectionLogsResource.segment}`;

/** The egg logs' create and correction, as the server's hooks answer them. */
function eggLogHandlers(rows: EggLog[]) {
  const numbers = (body: Record<string, unknown>) =>
    Object.fromEntries(COUNT_FIELDS.map((field) => [field, Number(body[field] ?? 0)]));
  return [
    // The list with its totals over every log the filters match, as the server sums them.
    http.get(eggBase, ({ request }) => {
      const url = new URL(request.url);
      const params = url.searchParams;
      const from = params.get('filter[collected_on][from]');
      const to = params.get('filter[collected_on][to]');
      const flock = params.get('filter[livestock_id]');
      const sort = (params.get('sort') ?? 'collected_on') as keyof EggLog;
      const sign =
        (params.get('direction') ?? (params.get('sort') ? 'asc' : 'desc')) === 'desc' ? -1 : 1;
      const found = rows
        .filter(
          (row) =>
            (!from || row.collected_on! >= from) &&
            (!to || row.collected_on! <= to) &&
            (!flock || String(row.livestock_id) === flock),
        )
        .sort((a, b) => {
          const left = a[sort] ?? 0;
          const right = b[sort] ?? 0;
          return ((left < right ? -1 : left > right ? 1 : 0) || a.id - b.id) * sign;
        });
      const sum = (list: EggLog[], key: keyof EggLog) =>
        list.reduce((total, row) => total + Number(row[key] ?? 0), 0);
      return page(found, url, `/api/${eggCollectionLogsResource.segment}`, 15, (list) => ({
        good_eggs: sum(list, 'good_eggs'),
        total_eggs: sum(list, 'total_eggs'),
        cracked: sum(list, 'cracked'),
        broken: sum(list, 'broken'),
      }));
    }),
    http.post(eggBase, async ({ request }) => {
      const body = await readForm(request);
      const input = resourceInput(eggCollectionLogsResource, body, 'create');
      const checked = validateResource(eggCollectionLogsResource, input, { mode: 'create' });
      if (!checked.valid) return invalid(checked.errors);
      const flock = flocks.find((row) => row.id === Number(body.livestock_id));
      if (!flock) return invalid({ livestock_id: ['The selected flock is invalid.'] });
      if (
        rows.some((row) => row.livestock_id === flock.id && row.collected_on === body.collected_on)
      ) {
        return invalid({ collected_on: [DUPLICATE_EGG_LOG] });
      }
      const log = eggLog(
        Math.max(0, ...rows.map((row) => row.id)) + 1,
        String(body.collected_on),
        flock,
        numbers(body),
        { notes: body.notes ? String(body.notes) : null },
      );
      rows.unshift(log);
      return HttpResponse.json({ data: log }, { status: 201 });
    }),
    http.put(`${eggBase}/:id`, async ({ request, params }) => {
      const index = rows.findIndex((row) => row.id === Number(params.id));
      const current = rows[index];
      if (!current) return notFound();
      const body = await readForm(request);
      if (body.version !== undefined && Number(body.version) !== current.version) {
        return conflict(staleRecordMessage(eggCollectionLogsResource), current);
      }
      const flock = flocks.find((row) => row.id === current.livestock_id)!;
      const log = eggLog(current.id, current.collected_on!, flock, numbers(body), {
        notes: body.notes ? String(body.notes) : null,
        version: (current.version ?? 1) + 1,
      });
      rows[index] = log;
      return HttpResponse.json({ data: log });
    }),
  ];
}

/**
 * The logs' deletes as the server makes them: the row goes and the answer carries an undo
 * token; `POST /api/undo/{token}` puts the row back once (then 409, as the server says).
 */
function undoableDeletes(resources: [ResourceDefinition, { id: number }[]][]) {
  const deleted = new Map<
    string,
    { resource: ResourceDefinition; rows: { id: number }[]; index: number; row: { id: number } }
  >();
  return [
    ...resources.map(([resource, rows]) =>
      http.delete(`*/api/${resource.segment}/:id`, ({ params }) => {
        const index = rows.findIndex((row) => row.id === Number(params.id));
        if (index < 0) return notFound();
        const [row] = rows.splice(index, 1);
        const token = `${resource.segment}-${String(params.id)}-deleted`;
        deleted.set(token, { resource, rows, index, row: row! });
        return new HttpResponse(null, { status: 204, headers: { [UNDO_TOKEN_HEADER]: token } });
      }),
    ),
    http.post('*/api/undo/:token', ({ params }) => {
      const token = String(params.token);
      const where = deleted.get(token);
      if (!where) return conflict('This change was already undone.');
      deleted.delete(token);
      const { row } = where;
      where.rows.splice(Math.min(where.index, where.rows.length), 0, row);
      const data: UndoResult = {
        resource: where.resource.name,
        id: row.id,
        change: 'deleted',
        record: row as UndoResult['record'],
      };
      return HttpResponse.json({ data });
    }),
  ];
}

const feedingBase = `*/api/${layerFeedingLogsResource.segment}`;

/**
 * The feeding logs' list and record over the story's rows, as the server answers them (newest
 * first or by the column asked, the flock and feed type filters, the totals of every match), so
 * that a delete and its undo show in the list.
 */
function feedingLogHandlers(rows: ResourceRow[]) {
  return [
    http.get(feedingBase, ({ request }) => {
      const url = new URL(request.url);
      const params = url.searchParams;
      const sort = params.get('sort') ?? 'fed_on';
      const sign =
        (params.get('direction') ?? (params.get('sort') ? 'asc' : 'desc')) === 'desc' ? -1 : 1;
      const matches = (field: string) => {
        const wanted = params.get(`filter[${field}]`);
        return (row: ResourceRow) => !wanted || String(row[field]) === wanted;
      };
      const found = rows
        .filter(matches('livestock_id'))
        .filter(matches('feed_type_id'))
        .sort((a, b) => {
          const left = (a[sort] ?? 0) as number | string;
          const right = (b[sort] ?? 0) as number | string;
          // Ties keep the rows' own order, as the generic handlers do.
          return (left < right ? -1 : left > right ? 1 : 0) * sign;
        });
      const sum = (list: ResourceRow[], key: string) =>
        list.reduce((total, row) => total + Number(row[key] ?? 0), 0);
      return page(found, url, `/api/${layerFeedingLogsResource.segment}`, 15, (list) => ({
        quantity: sum(list, 'quantity'),
        cost: sum(list, 'cost'),
      }));
    }),
    http.get(`${feedingBase}/:id`, ({ params }) => {
      const row = rows.find((item) => item.id === Number(params.id));
      return row ? HttpResponse.json({ data: row }) : notFound();
    }),
  ];
}

export interface LivestockHandlerOptions {
  eggLogs?: EggLog[];
}

/** Every livestock call, over fresh copies of the fixtures, for the farm hand. */
function livestockHandlersForOneStory({ eggLogs = sampleEggLogs }: LivestockHandlerOptions = {}) {
  const rows = eggLogs.map((row) => ({ ...row }));
  const feedings = feedingLogs.map((row) => ({ ...row }));
  return [
    ...eggLogHandlers(rows),
    ...feedingLogHandlers(feedings),
    ...undoableDeletes([
      [eggCollectionLogsResource, rows],
      [layerFeedingLogsResource, feedings],
    ]),
    http.get(`*/api/${feedTypesResource.segment}/:id/costs`, ({ params }) =>
      HttpResponse.json({ data: costHistories[Number(params.id)] ?? [] }),
    ),
    ...resourceHandlers(eggCollectionLogsResource, rows),
    ...resourceHandlers(flocksResource, flocks),
    ...resourceHandlers(feedTypesResource, feedTypes),
    ...resourceHandlers(inventoriesResource, inventories),
    ...resourceHandlers(layerFeedingLogsResource, feedings),
    ...sessionHandlers(farmHand),
  ];
}

/** `livestockHandlersForOneStory`, made afresh before every story (`freshEachStory`). */
export function livestockHandlers(...args: Parameters<typeof livestockHandlersForOneStory>) {
  return freshEachStory(() => livestockHandlersForOneStory(...args));
}

/** An egg log that never arrives (the page's skeleton). */
export const pendingEggLog = () => [
  http.get(`${eggBase}/:id`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  ...livestockHandlers(),
];

/** An egg log the server fails to answer. */
export const failingEggLog = () => [
  http.get(`${eggBase}/:id`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
  ...livestockHandlers(),
];
