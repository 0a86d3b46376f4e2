/**
 * MSW handlers answering the sales screens' calls as the server does, over rows kept in memory
 * for one story or test: the active items and customers searched, the sales listed with their
 * filters, sorts and pages, a sale rung up (the definition's checks, then the server hook's:
 * each item still on sale, enough cash tendered), voided and refunded (the version, the state,
 * the input and each line's quantity left), with Laravel's 422 and the 409 sentences. A void
 * answers an undo offer, and `POST /api/undo/{token}` puts the sale back as it was, once, while
 * nothing changed it since.
 */

import { freshEachStory, noSavedViews } from '@backoffice/app-kit/testing';
import {
  actionInput,
  resourceInput,
  staleRecordMessage,
  UNDO_GRACE_SECONDS,
  UNDO_SECONDS,
  type UndoResult,
  validateActionInput,
  validateResource,
  wrongStateMessage,
} from '@backoffice/contract';
import { delay, HttpResponse, http } from 'msw';
import { salesResource } from '../../resources/sales';
import { returnedByLine } from '../sales/saleMoney';
import type { Sale } from '../sales/saleTypes';
import type { SaleItem } from '../shared/saleItems';
import { type Body, conflict, invalid, notFound, page, readForm } from './mswHelpers';
import { saleItems, customers as sampleCustomerRows, sales as sampleSales } from './salesFixtures';

export interface SalesHandlerOptions {
  sales?: Sale[];
  items?: SaleItem[];
  customers?: { id: number; name: string }[];
  /** Items the list still shows but the server has taken off sale since (a 422 on the line). */
  retiredItemIds?: number[];
  /** The sale as someone else left it meanwhile: an action on it answers 409 with it. */
  changedMeanwhile?: Sale[];
  /**
   * Quantities returned by refunds the records do not show, by sale line id (a server that
   * answers a sale without its refunds): a refund above what is really left answers 422.
   */
  returnedElsewhere?: Record<number, number>;
}

/** The rows a sales list asks for: its filters, then its sort. */
function listSales(rows: Sale[], params: URLSearchParams): Sale[] {
  const from = params.get('filter[sold_on][from]');
  const to = params.get('filter[sold_on][to]');
  const equal = ['status', 'payment_method', 'customer_id'] as const;
  const found = rows.filter(
    (sale) =>
      (!from || sale.sold_on! >= from) &&
      (!to || sale.sold_on! <= to) &&
      equal.every((name) => {
        const wanted = params.get(`filter[${name}]`);
        return wanted === null || String(sale[name]) === wanted;
      }),
  );
  const sort = (params.get('sort') ?? 'sold_on') as 'sold_on' | 'total' | 'refunded_total' | 'id';
  const sign =
    (params.get('direction') ?? (params.get('sort') ? 'asc' : 'desc')) === 'desc' ? -1 : 1;
  return [...found].sort((a, b) => {
    const left = a[sort] ?? 0;
    const right = b[sort] ?? 0;
    const order = left < right ? -1 : left > right ? 1 : 0;
    return (order || a.id - b.id) * sign;
  });
}

function salesHandlersForOneStory(options: SalesHandlerOptions = {}) {
  const items = options.items ?? saleItems;
  const customerRows = options.customers ?? sampleCustomerRows;
  const rows = new Map(
    (options.sales ?? sampleSales).map((sale) => [sale.id, structuredClone(sale)]),
  );
  const meanwhile = new Map((options.changedMeanwhile ?? []).map((sale) => [sale.id, sale]));
  const retired = new Set(options.retiredItemIds ?? []);
  /** The voids that can be undone, by token: the sale before it and the version it left. */
  const undoable = new Map<string, { before: Sale; version: number; used: boolean }>();

  /** The stored sale an action runs on, as someone else may have left it meanwhile. */
  function current(id: number): Sale | undefined {
    const changed = meanwhile.get(id);
    if (changed) {
      rows.set(id, structuredClone(changed));
      meanwhile.delete(id);
    }
    return rows.get(id);
  }

  /** The version and state checks every action runs first, as the server does. */
  function refusal(sale: Sale, body: Body, action: 'void' | 'refund') {
    if (body.version !== undefined && Number(body.version) !== sale.version) {
      return conflict(staleRecordMessage(salesResource), sale);
    }
    const definition = salesResource.actions[action]!;
    if (!definition.from.includes(sale.status ?? '')) {
      return conflict(wrongStateMessage(definition, sale.status));
    }
    const checked = validateActionInput(definition, actionInput(definition, body));
    return checked.valid ? null : invalid(checked.errors);
  }

  return [
    noSavedViews(salesResource.name),
    http.get('*/api/jf-sale-items', ({ request }) => {
      const url = new URL(request.url);
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const active = url.searchParams.get('filter[active]');
      const found = items.filter(
        (row) =>
          (active === null || row.active === (active === '1')) &&
          row.name!.toLowerCase().includes(search),
      );
      return page(found, url, '/api/jf-sale-items');
    }),
    customersHandler(customerRows),
    http.get('*/api/jf-sales', ({ request }) => {
      const url = new URL(request.url);
      return page(
        listSales([...rows.values()], url.searchParams),
        url,
        '/api/jf-sales',
        15,
        (all) => {
          // As the server sums them: voided sales count nowhere.
          const counted = all.filter((sale) => sale.status !== 'voided');
          const sold = counted.reduce((sum, sale) => sum + (sale.total ?? 0), 0);
          const refunded = counted.reduce((sum, sale) => sum + (sale.refunded_total ?? 0), 0);
          return { sold_total: sold, refunded_total: refunded, net_total: sold - refunded };
        },
      );
    }),
    http.get('*/api/jf-sales/:id', ({ params }) => {
      const sale = rows.get(Number(params.id));
      return sale ? HttpResponse.json({ data: sale }) : notFound();
    }),
    http.get('*/api/jf-sales/:id/refunds', ({ params }) => {
      const sale = rows.get(Number(params.id));
      return sale ? HttpResponse.json({ data: sale.refunds ?? [] }) : notFound();
    }),
    http.post('*/api/jf-sales', async ({ request }) => {
      const body = await readForm(request);
      const input = resourceInput(salesResource, body, 'create');
      const checked = validateResource(salesResource, input, { mode: 'create' });
      if (!checked.valid) return invalid(checked.errors);
      const errors: Record<string, string[]> = {};
      const wanted = input.lines as { sale_item_id: string; quantity: string }[];
      const lines = wanted.map((wantedLine, i) => {
        const found = items.find((row) => row.id === Number(wantedLine.sale_item_id));
        if (!found?.active || retired.has(found.id)) {
          errors[`lines.${i}.sale_item_id`] = [`Line ${i + 1}: the selected item is invalid.`];
        }
        return {
          id: 500 + rows.size * 10 + i,
          sale_item_id: Number(wantedLine.sale_item_id),
          quantity: Number(wantedLine.quantity),
          name: found?.name ?? '',
          unit_price: found?.unit_price ?? 0,
          unit_cost: found?.unit_cost ?? 0,
        };
      });
      const total = lines.reduce((sum, row) => sum + row.quantity * row.unit_price, 0);
      const cash = input.payment_method === 'cash';
      const tendered = input.amount_tendered == null ? null : Number(input.amount_tendered);
      if (cash && tendered === null) {
        errors.amount_tendered = [
          'The amount tendered field is required when payment method is cash.',
        ];
      } else if (cash && Object.keys(errors).length === 0 && (tendered ?? 0) < total) {
        errors.amount_tendered = ['The amount tendered must be at least the total.'];
      }
      if (Object.keys(errors).length) return invalid(errors);
      await delay(150);
      const id = Math.max(0, ...rows.keys()) + 1;
      const customer = customerRows.find((row) => row.id === Number(input.customer_id));
      const sale: Sale = {
        id,
        brand_id: 2,
        sold_on: String(input.sold_on),
        customer_id: customer?.id ?? null,
        payment_method: input.payment_method as Sale['payment_method'],
        amount_tendered: cash ? tendered : null,
        status: 'completed',
        void_reason: null,
        total,
        refunded_total: 0,
        sold_total: total,
        net_total: total,
        change_due: cash ? (tendered ?? 0) - total : null,
        lines,
        refunds: [],
        version: 1,
        labels: { customer_id: customer?.name ?? null },
        created_at: '2025-03-14T10:00:00.000Z',
        updated_at: '2025-03-14T10:00:00.000Z',
      };
      rows.set(id, sale);
      return HttpResponse.json({ data: sale }, { status: 201 });
    }),
    http.post('*/api/jf-sales/:id/void', async ({ request, params }) => {
      const sale = current(Number(params.id));
      if (!sale) return notFound();
      const body = await readForm(request);
      const refused = refusal(sale, body, 'void');
      if (refused) return refused;
      await delay(100);
      const before = structuredClone(sale);
      Object.assign(sale, {
        status: 'voided',
        void_reason: String(body.reason).trim(),
        sold_total: 0,
        net_total: 0,
        version: (sale.version ?? 1) + 1,
      });
      const token = `void-${sale.id}-${sale.version}`;
      undoable.set(token, { before, version: sale.version ?? 1, used: false });
      const expiresAt = new Date(Date.now() + (UNDO_SECONDS + UNDO_GRACE_SECONDS) * 1000);
      return HttpResponse.json({
        data: sale,
        undo: { token, expires_at: expiresAt.toISOString() },
      });
    }),
    // The undo of a void, as the server makes it: the fields the void changed come back.
    http.post('*/api/undo/:token', async ({ params }) => {
      const entry = undoable.get(String(params.token));
      const sale = entry && rows.get(entry.before.id);
      if (!entry || !sale) {
        return HttpResponse.json({ message: 'This change was not found.' }, { status: 404 });
      }
      if (entry.used) return conflict('This change was already undone.');
      if (sale.version !== entry.version) {
        return conflict(
          'The sale was changed again after it was voided, so the void cannot be undone.',
        );
      }
      await delay(50);
      entry.used = true;
      const { status, void_reason, sold_total, net_total } = entry.before;
      Object.assign(sale, {
        status,
        void_reason,
        sold_total,
        net_total,
        version: (sale.version ?? 1) + 1,
      });
      const undone: UndoResult = {
        resource: salesResource.name,
        id: sale.id,
        change: 'void',
        record: sale as unknown as UndoResult['record'],
      };
      return HttpResponse.json({ data: undone });
    }),
    http.post('*/api/jf-sales/:id/refund', async ({ request, params }) => {
      const sale = current(Number(params.id));
      if (!sale) return notFound();
      const body = await readForm(request);
      const refused = refusal(sale, body, 'refund');
      if (refused) return refused;
      const definition = salesResource.actions.refund!;
      const input = actionInput(definition, body);
      const taken = returnedByLine(sale);
      for (const [lineId, quantity] of Object.entries(options.returnedElsewhere ?? {})) {
        taken.set(Number(lineId), (taken.get(Number(lineId)) ?? 0) + quantity);
      }
      const errors: Record<string, string[]> = {};
      const returned = (input.lines as { sale_line_id: string; quantity: string }[]).map(
        (wanted, i) => {
          const saleLine = sale.lines.find((row) => row.id === Number(wanted.sale_line_id));
          const quantity = Number(wanted.quantity);
          if (!saleLine) {
            errors[`lines.${i}.sale_line_id`] = [`Line ${i + 1}: the selected line is invalid.`];
            return { sale_line_id: 0, quantity, amount: 0 };
          }
          const left = (saleLine.quantity ?? 0) - (taken.get(saleLine.id) ?? 0);
          if (quantity > left) {
            errors[`lines.${i}.quantity`] = [`The quantity may not be greater than ${left}.`];
          }
          taken.set(saleLine.id, (taken.get(saleLine.id) ?? 0) + quantity);
          return {
            sale_line_id: saleLine.id,
            quantity,
            amount: quantity * (saleLine.unit_price ?? 0),
          };
        },
      );
      if (Object.keys(errors).length) return invalid(errors);
      await delay(100);
      const amount = returned.reduce((sum, row) => sum + row.amount, 0);
      const refunds = [
        ...(sale.refunds ?? []),
        {
          id: (sale.refunds?.length ?? 0) + 1,
          refunded_on: '2025-03-14',
          amount,
          reason: String(body.reason).trim(),
          restock: body.restock === '1',
          lines: returned,
        },
      ];
      const everything = sale.lines.every((row) => (taken.get(row.id) ?? 0) >= (row.quantity ?? 0));
      Object.assign(sale, {
        refunds,
        refunded_total: (sale.refunded_total ?? 0) + amount,
        net_total: (sale.net_total ?? 0) - amount,
        status: everything ? 'refunded' : 'partially_refunded',
        version: (sale.version ?? 1) + 1,
      });
      return HttpResponse.json({ data: sale });
    }),
  ];
}

/** `salesHandlersForOneStory`, made afresh before every story (`freshEachStory`). */
export function salesHandlers(...args: Parameters<typeof salesHandlersForOneStory>) {
  return freshEachStory(() => salesHandlersForOneStory(...args));
}

/** The customers a sale's form searches and the list filters by, as the server pages them. */
function customersHandler(rows: { id: number; name: string }[]) {
  return http.get('*/api/customers', ({ request }) => {
    const url = new URL(request.url);
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const found = rows.filter((row) => row.name.toLowerCase().includes(search));
    return page(found, url, '/api/customers');
  });
}

/**
 * Every call of the sales screens fails, to show their error states; the customers their
 * filters and forms search, and the list's saved views (none), still answer.
 */
export function failingSales() {
  return [
    http.all('*/api/jf-sale*', () =>
      HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
    ),
    customersHandler(sampleCustomerRows),
    noSavedViews(salesResource.name),
  ];
}

/**
 * Every call of the sales screens waits forever, to show their loading states; the customers
 * and the list's saved views (none) still answer.
 */
export function pendingSales() {
  return [
    http.all('*/api/jf-sale*', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
    customersHandler(sampleCustomerRows),
    noSavedViews(salesResource.name),
  ];
}
