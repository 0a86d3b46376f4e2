/**
 * MSW handlers answering the stock screens' calls as the server does, over rows kept in memory
 * for one story or test: the items and counts listed and read (app-kit's resource handlers),
 * an item's movements, stock received (the purchase moves the item), a count's items, a new
 * count (dated by its period; one over an earlier count's period answers 422) and an item
 * reconciled (a reason when it differs; a closed count answers 409).
 */
import { freshEachStory, resourceHandlers, sessionHandlers } from '@backoffice/app-kit/testing';
import { vendorsResource } from '@backoffice/common';
import type { User } from '@backoffice/contract';
import { delay, HttpResponse, http } from 'msw';
import { inventoriesResource } from '../../resources/stock/inventories';
import {
  COUNT_CLOSED,
  COUNT_OVERLAPS,
  inventoryLogsResource,
  REASON_REQUIRED,
} from '../../resources/stock/inventoryLogs';
import { type CountPeriod, periodEnd, periodStartError } from '../../resources/stock/periods';
import type { CountDetail, StockCount, StockItem, StockMovement } from '../stock/stockTypes';
import { conflict, invalid, notFound } from './mswHelpers';
import {
  countDetails,
  largeEggMovements,
  stockCounts,
  stockItems,
  storekeeper,
  vendorRows,
} from './stockFixtures';

export interface StockHandlerOptions {
  items?: StockItem[];
  counts?: StockCount[];
  details?: Record<number, CountDetail[]>;
  movements?: Record<number, StockMovement[]>;
  user?: User;
}

const clone = <T>(value: T): T => structuredClone(value);
type Body = Record<string, unknown>;
const bodyOf = async (request: Request): Promise<Body> => {
  const text = await request.text();
  if (request.headers.get('content-type')?.includes('json')) return JSON.parse(text) as Body;
  return Object.fromEntries(new URLSearchParams(text));
};

function stockHandlersForOneStory(options: StockHandlerOptions = {}) {
  const items = clone(options.items ?? stockItems);
  const counts = clone(options.counts ?? stockCounts);
  const details = clone(options.details ?? countDetails);
  const movements = clone(options.movements ?? { 1: largeEggMovements });
  let nextId = 100;

  return [
    http.get('*/api/jf-inventories/:id/movements', ({ params }) => {
      const item = items.find((row) => row.id === Number(params.id));
      if (!item) return notFound();
      const rows = movements[item.id] ?? [];
      return HttpResponse.json({
        data: { movements: rows, total: rows.length, on_hand: item.on_hand },
      });
    }),
    http.post('*/api/jf-stock-receipts', async ({ request }) => {
      const body = await bodyOf(request);
      const item = items.find((row) => row.id === Number(body.inventory_id));
      const quantity = Number(body.quantity);
      if (!body.quantity || !Number.isInteger(quantity) || quantity < 1) {
        return invalid({ quantity: ['The quantity field is required.'] });
      }
      if (!item) return invalid({ inventory_id: ['The selected stock item is invalid.'] });
      const onHand = (item.on_hand ?? 0) + quantity;
      Object.assign(item, {
        on_hand: onHand,
        below_reorder: onHand < (item.reorder_level ?? 0) ? 1 : 0,
      });
      const id = nextId++;
      movements[item.id] = [
        {
          id,
          moved_on: String(body.received_on),
          source: 'purchase',
          source_id: id,
          record_id: id,
          quantity,
          balance: onHand,
          note: body.reference ? String(body.reference) : null,
        },
        ...(movements[item.id] ?? []),
      ];
      return HttpResponse.json({ data: { id, ...body } }, { status: 201 });
    }),
    http.get('*/api/jf-inventory-logs/:id/details', ({ params }) => {
      const rows = details[Number(params.id)];
      return rows ? HttpResponse.json({ data: rows }) : notFound();
    }),
    http.post('*/api/jf-inventory-logs/:id/reconcile', async ({ request, params }) => {
      const count = counts.find((row) => row.id === Number(params.id));
      if (!count) return notFound();
      if (count.status === 'closed') return conflict(COUNT_CLOSED);
      const body = await bodyOf(request);
      const detail = details[count.id]?.find((row) => row.id === Number(body.detail_id));
      if (!detail) return invalid({ detail_id: ['The selected detail is invalid.'] });
      if (body.counted === '' || body.counted === undefined) {
        return invalid({ counted: ['The counted field is required.'] });
      }
      const counted = Number(body.counted);
      const reason = String(body.reason ?? '').trim();
      if (counted !== detail.expected && !reason) return invalid({ reason: [REASON_REQUIRED] });
      Object.assign(detail, {
        counted,
        variance: counted - detail.expected,
        reason: reason || null,
        reconciled: true,
      });
      const left = (details[count.id] ?? []).filter((row) => !row.reconciled).length;
      Object.assign(count, {
        reconciled_count: (count.reconciled_count ?? 0) + 1,
        status: left ? 'open' : 'closed',
        version: (count.version ?? 1) + 1,
      });
      return HttpResponse.json({ data: count });
    }),
    // The counts this handler made are read here (the resource handlers keep their own list).
    http.get('*/api/jf-inventory-logs/:id', ({ params }) => {
      const found = counts.find((row) => row.id === Number(params.id));
      return found ? HttpResponse.json({ data: found }) : notFound();
    }),
    http.post('*/api/jf-inventory-logs', async ({ request }) => {
      const body = await bodyOf(request);
      const period = String(body.period) as CountPeriod;
      const startsOn = String(body.starts_on ?? '');
      const wrong = periodStartError(period, startsOn);
      if (wrong) return invalid({ starts_on: [wrong] });
      const endsOn = periodEnd(period, startsOn);
      const other = counts.find((row) => row.starts_on! <= endsOn && row.ends_on! >= startsOn);
      if (other) {
        return invalid({
          starts_on: [COUNT_OVERLAPS(`${other.period} of ${other.starts_on} to ${other.ends_on}`)],
        });
      }
      const active = items.filter((item) => item.active);
      const id = nextId++;
      const made: StockCount = {
        ...(counts[0] as StockCount),
        id,
        period,
        starts_on: startsOn,
        ends_on: endsOn,
        status: 'open',
        notes: body.notes ? String(body.notes) : null,
        items_count: active.length,
        reconciled_count: 0,
        version: 1,
      };
      counts.unshift(made);
      details[id] = active.map((item, i) => ({
        id: id * 100 + i,
        inventory_id: item.id,
        name: item.name ?? '',
        kind: item.kind ?? 'other',
        unit: item.unit ?? '',
        opening: item.on_hand ?? 0,
        received: 0,
        used: 0,
        expected: item.on_hand ?? 0,
        counted: null,
        variance: null,
        reason: null,
        reconciled: false,
      }));
      return HttpResponse.json({ data: made }, { status: 201 });
    }),
    ...resourceHandlers(inventoriesResource, items),
    ...resourceHandlers(inventoryLogsResource, counts),
    ...resourceHandlers(vendorsResource, vendorRows),
    ...sessionHandlers(options.user ?? storekeeper),
  ];
}

/** `stockHandlersForOneStory`, made afresh before every story (`freshEachStory`). */
export function stockHandlers(...args: Parameters<typeof stockHandlersForOneStory>) {
  return freshEachStory(() => stockHandlersForOneStory(...args));
}

/** Every stock call waits forever: the screens' loading states. */
export const pendingStock = (user: User = storekeeper) => [
  http.get('*/api/jf-inventories*', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  ...sessionHandlers(user),
];

/** Every stock call fails. */
export const failingStock = (user: User = storekeeper) => [
  http.get('*/api/jf-inventor*', () =>
    HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
  ),
  ...sessionHandlers(user),
];
