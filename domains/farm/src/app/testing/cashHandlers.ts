/**
 * MSW handlers answering the cash screens' calls as the server does, over rows kept in memory
 * for one story: the farm's expenses (list with search, state and overdue filters, one expense,
 * the pay action with its version and state checks and Laravel's 422), the categories and
 * vendors the filters offer, the undeposited cash, and the deposits (list with totals, one
 * deposit, a create and a change that take their items out of the undeposited cash).
 */
import { freshEachStory, noSavedViews, sessionHandlers } from '@backoffice/app-kit/testing';
import { staleRecordMessage, wrongStateMessage } from '@backoffice/contract';
import { delay, HttpResponse, http } from 'msw';
import type { CashItem } from '../../reports/cash';
import { depositsResource } from '../../resources/cash/deposits';
import { jfExpensesResource } from '../../resources/cash/expenses';
import {
  cashClerk,
  expenseCategories,
  type StoredDeposit,
  type StoredExpense,
  deposits as sampleDeposits,
  expenses as sampleExpenses,
  undepositedItems,
  vendors,
} from './cashFixtures';
import { type Body, conflict, invalid, notFound, page, readForm } from './mswHelpers';

export interface CashHandlerOptions {
  expenses?: StoredExpense[];
  deposits?: StoredDeposit[];
  undeposited?: CashItem[];
  /** Lists and records never answer (the loading state). */
  pending?: boolean;
  /** Lists and records answer 500 (the failed state). */
  failing?: boolean;
}

const key = (item: Pick<CashItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/** A deposit's lines as sent, as cash items: `{0: {sale_id: '12'}}`. */
function sentItems(body: Body): { kind: 'sale' | 'payment'; id: number }[] {
  return Object.values((body.lines ?? {}) as Record<string, Record<string, string>>).map((line) =>
    line.sale_id
      ? { kind: 'sale' as const, id: Number(line.sale_id) }
      : { kind: 'payment' as const, id: Number(line.invoice_payment_id) },
  );
}

function cashHandlersForOneStory(options: CashHandlerOptions = {}) {
  const expenses = new Map((options.expenses ?? sampleExpenses()).map((row) => [row.id, row]));
  const deposits = new Map((options.deposits ?? sampleDeposits()).map((row) => [row.id, row]));
  let undeposited = options.undeposited ?? undepositedItems();
  const hold = async () => {
    if (options.pending) await delay('infinite');
    return options.failing ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : null;
  };

  /** Puts a deposit's items back into the undeposited cash, or takes them out. */
  const itemsOf = (deposit: StoredDeposit): CashItem[] =>
    deposit.lines.map((line) => ({
      kind: line.sale_id !== null ? 'sale' : 'payment',
      id: Number(line.sale_id ?? line.invoice_payment_id),
      taken_on: line.taken_on,
      description: line.description,
      amount: line.amount,
    }));

  function saveDeposit(id: number, body: Body, before?: StoredDeposit): Response {
    const pool = [...undeposited, ...(before ? itemsOf(before) : [])];
    const wanted = sentItems(body);
    const errors: Record<string, string[]> = {};
    for (const field of ['deposited_on', 'account', 'reference'] as const) {
      const value = body[field] ?? before?.[field];
      if (!value) errors[field] = [`The ${field.replace('_', ' ')} field is required.`];
    }
    const items = wanted.flatMap((want, index) => {
      const found = pool.find((item) => key(item) === key(want));
      if (!found) errors[`lines.${index}.sale_id`] = [`Sale #${want.id} is already in a deposit.`];
      return found ? [found] : [];
    });
    if (wanted.length === 0) errors.lines = ['The lines field is required.'];
    if (Object.keys(errors).length > 0) return invalid(errors);
    const chosen = new Set(items.map(key));
    undeposited = pool.filter((item) => !chosen.has(key(item)));
    const saved: StoredDeposit = {
      ...(before ?? {
        id,
        brand_id: 2,
        version: 0,
        created_at: '2025-11-24T10:00:00.000000Z',
        updated_at: '2025-11-24T10:00:00.000000Z',
        slip: null,
        notes: null,
        labels: {},
      }),
      deposited_on: String(body.deposited_on ?? before?.deposited_on),
      account: String(body.account ?? before?.account),
      reference: String(body.reference ?? before?.reference),
      notes: (body.notes as string | undefined) || null,
      version: (before?.version ?? 0) + 1,
      amount: items.reduce((sum, item) => sum + item.amount, 0),
      items: items.length,
      lines: items.map((item, position) => ({
        id: id * 10 + position,
        position,
        sale_id: item.kind === 'sale' ? item.id : null,
        invoice_payment_id: item.kind === 'payment' ? item.id : null,
        taken_on: item.taken_on,
        description: item.description,
        amount: item.amount,
      })),
    };
    deposits.set(id, saved);
    return HttpResponse.json({ data: saved }, { status: before ? 200 : 201 });
  }

  return [
    http.get('*/api/expense-categories', ({ request }) => {
      const url = new URL(request.url);
      return page(expenseCategories, url, '/api/expense-categories');
    }),
    http.get('*/api/vendors', ({ request }) => page(vendors, new URL(request.url), '/api/vendors')),
    // The lists' saved views (none), and a record's history (none recorded yet).
    noSavedViews(jfExpensesResource.name),
    noSavedViews(depositsResource.name),
    http.get('*/api/:segment/:id/audit', ({ request, params }) =>
      ['jf-expenses', 'jf-deposits'].includes(String(params.segment))
        ? page([], new URL(request.url), new URL(request.url).pathname, 20)
        : undefined,
    ),
    http.get('*/api/jf-expenses', async ({ request }) => {
      const failed = await hold();
      if (failed) return failed;
      const url = new URL(request.url);
      const params = url.searchParams;
      const search = (params.get('search') ?? '').toLowerCase();
      const found = [...expenses.values()].filter(
        (row) =>
          row.description.toLowerCase().includes(search) &&
          ['status', 'overdue', 'expense_category_id', 'vendor_id'].every((name) => {
            const wanted = params.get(`filter[${name}]`);
            return wanted === null || String(row[name as keyof StoredExpense]) === wanted;
          }),
      );
      return page(found, url, '/api/jf-expenses', 15, (all) => ({
        amount: all.reduce((sum, row) => sum + row.amount, 0),
      }));
    }),
    http.get('*/api/jf-expenses/:id', async ({ params }) => {
      const failed = await hold();
      if (failed) return failed;
      const row = expenses.get(Number(params.id));
      return row ? HttpResponse.json({ data: row }) : notFound();
    }),
    http.post('*/api/jf-expenses/:id/pay', async ({ request, params }) => {
      const row = expenses.get(Number(params.id));
      if (!row) return notFound();
      const body = await readForm(request);
      if (body.version !== undefined && Number(body.version) !== row.version) {
        return conflict(staleRecordMessage(jfExpensesResource), row);
      }
      const action = jfExpensesResource.actions.pay!;
      if (row.status !== 'unpaid') return conflict(wrongStateMessage(action, row.status));
      if (!body.paid_on) return invalid({ paid_on: ['The paid on field is required.'] });
      const paid: StoredExpense = {
        ...row,
        status: 'paid',
        paid_on: String(body.paid_on),
        payment_method: String(body.method),
        payment_reference: (body.reference as string | undefined) || null,
        overdue: 0,
        version: row.version + 1,
      };
      expenses.set(row.id, paid);
      return HttpResponse.json({ data: paid });
    }),
    http.get('*/api/jf-undeposited-cash', async () => {
      const failed = await hold();
      if (failed) return failed;
      return HttpResponse.json({
        amount: undeposited.reduce((sum, item) => sum + item.amount, 0),
        count: undeposited.length,
        items: undeposited,
      });
    }),
    http.get('*/api/jf-deposits', async ({ request }) => {
      const failed = await hold();
      if (failed) return failed;
      const url = new URL(request.url);
      const rows = [...deposits.values()].sort((a, b) =>
        b.deposited_on.localeCompare(a.deposited_on),
      );
      return page(rows, url, '/api/jf-deposits', 15, (all) => ({
        amount: all.reduce((sum, row) => sum + row.amount, 0),
      }));
    }),
    http.get('*/api/jf-deposits/:id', async ({ params }) => {
      const failed = await hold();
      if (failed) return failed;
      const row = deposits.get(Number(params.id));
      return row ? HttpResponse.json({ data: row }) : notFound();
    }),
    http.post('*/api/jf-deposits', async ({ request }) =>
      saveDeposit(Math.max(0, ...deposits.keys()) + 1, await readForm(request)),
    ),
    http.put('*/api/jf-deposits/:id', async ({ request, params }) => {
      const before = deposits.get(Number(params.id));
      if (!before) return notFound();
      const body = await readForm(request);
      if (body.version !== undefined && Number(body.version) !== before.version) {
        return conflict(
          'This deposit was changed by someone else while you were editing it.',
          before,
        );
      }
      return saveDeposit(before.id, body, before);
    }),
  ];
}

/** `cashHandlersForOneStory`, made afresh before every story (`freshEachStory`). */
export function cashHandlers(...args: Parameters<typeof cashHandlersForOneStory>) {
  return freshEachStory(() => cashHandlersForOneStory(...structuredClone(args)));
}

/** The cash screens' calls answered (`cashHandlers`), with the cash clerk signed in. */
export function cashClerkHandlers(options?: CashHandlerOptions) {
  return [...cashHandlers(options), ...sessionHandlers(cashClerk)];
}
