/**
 * MSW handlers answering the invoice screens' calls as the server does, over rows kept in
 * memory for one story or test: the documents listed with their search, filters, sorts and
 * pages; one created (the definition's checks, then the create hook's: an invoice's due date,
 * a price for a line without an item, the next number); a payment (never above the balance),
 * a void, a conversion and a decline, each after the version and state checks, with Laravel's
 * 422 and the 409 sentences; and the PDF. The items and customers the form searches come from
 * `salesHandlers`, which the stories add beside these.
 */

import { freshEachStory, noSavedViews } from '@backoffice/app-kit/testing';
import {
  actionInput,
  resourceInput,
  staleRecordMessage,
  validateActionInput,
  validateResource,
  wrongStateMessage,
} from '@backoffice/contract';
import { delay, HttpResponse, http } from 'msw';
import { invoicesResource } from '../../resources/invoices';
import { amountAboveBalance } from '../invoices/invoiceMoney';
import type { Invoice, InvoicePayment } from '../invoices/invoiceTypes';
import type { StoredInvoice } from './invoicesFixtures';
import { invoices as sampleInvoices } from './invoicesFixtures';
import { type Body, conflict, invalid, notFound, page, readForm } from './mswHelpers';
import { saleItems, customers as sampleCustomers } from './salesFixtures';

export interface InvoicesHandlerOptions {
  invoices?: StoredInvoice[];
  /** The document as someone else left it meanwhile: an action on it is checked against it. */
  changedMeanwhile?: StoredInvoice[];
  /** Items the form still offers but the server has taken off sale since (a 422 on the line). */
  retiredItemIds?: number[];
  /** Customers the form still offers but the server no longer has (a 422 on the customer). */
  goneCustomerIds?: number[];
}

type Action = 'payments' | 'void' | 'convert' | 'decline';

const SORTS = ['issued_on', 'due_on', 'number', 'total', 'paid', 'balance', 'id'] as const;

/** The rows a list asks for: its search and filters, then its sort. */
function listInvoices(rows: StoredInvoice[], params: URLSearchParams): StoredInvoice[] {
  const search = (params.get('search') ?? '').toLowerCase();
  const from = params.get('filter[issued_on][from]');
  const to = params.get('filter[issued_on][to]');
  const equal = ['type', 'status', 'customer_id', 'overdue'] as const;
  const found = rows.filter(
    (row) =>
      (!search || (row.number ?? '').toLowerCase().includes(search)) &&
      (!from || (row.issued_on ?? '') >= from) &&
      (!to || (row.issued_on ?? '') <= to) &&
      equal.every((name) => {
        const wanted = params.get(`filter[${name}]`);
        return wanted === null || String(row[name]) === wanted;
      }),
  );
  const asked = params.get('sort') as (typeof SORTS)[number] | null;
  const sort = asked && SORTS.includes(asked) ? asked : 'issued_on';
  const sign = (params.get('direction') ?? (asked ? 'asc' : 'desc')) === 'desc' ? -1 : 1;
  return [...found].sort((a, b) => {
    const left = a[sort] ?? 0;
    const right = b[sort] ?? 0;
    const order = left < right ? -1 : left > right ? 1 : 0;
    return (order || a.id - b.id) * sign;
  });
}

/** A record as the server answers it: its payments are a list of their own. */
function answered(invoice: StoredInvoice): Invoice {
  const { payments: _own, ...record } = invoice;
  return record;
}

/** The money and state of an invoice after its payments change. */
function settle(invoice: StoredInvoice): void {
  const paid = (invoice.payments ?? []).reduce((sum, payment) => sum + payment.amount, 0);
  const balance = (invoice.total ?? 0) - paid;
  Object.assign(invoice, {
    paid,
    balance,
    status: balance === 0 ? 'paid' : paid > 0 ? 'partially_paid' : 'unpaid',
    overdue: balance === 0 ? 0 : invoice.overdue,
  });
}

function invoicesHandlersForOneStory(options: InvoicesHandlerOptions = {}) {
  const rows = new Map(
    (options.invoices ?? sampleInvoices).map((row) => [row.id, structuredClone(row)]),
  );
  const meanwhile = new Map((options.changedMeanwhile ?? []).map((row) => [row.id, row]));
  const retired = new Set(options.retiredItemIds ?? []);
  const gone = new Set(options.goneCustomerIds ?? []);

  /** The stored document an action runs on, as someone else may have left it meanwhile. */
  function current(id: number): StoredInvoice | undefined {
    const changed = meanwhile.get(id);
    if (changed) {
      rows.set(id, structuredClone(changed));
      meanwhile.delete(id);
    }
    return rows.get(id);
  }

  /** The version, state and input checks every action runs first, as the server does. */
  function refusal(invoice: Invoice, body: Body, action: Action) {
    if (body.version !== undefined && Number(body.version) !== invoice.version) {
      return conflict(staleRecordMessage(invoicesResource), invoice);
    }
    const definition = invoicesResource.actions[action]!;
    if (!definition.from.includes(invoice.status ?? '')) {
      return conflict(wrongStateMessage(definition, invoice.status));
    }
    const checked = validateActionInput(definition, actionInput(definition, body));
    return checked.valid ? null : invalid(checked.errors);
  }

  function nextNumber(type: Invoice['type']): string {
    const prefix = type === 'estimate' ? 'EST' : 'INV';
    const last = Math.max(
      0,
      ...[...rows.values()]
        .filter((row) => row.type === type)
        .map((row) => Number((row.number ?? '').slice(4))),
    );
    return `${prefix}-${String(last + 1).padStart(6, '0')}`;
  }

  const newId = () => Math.max(0, ...rows.keys()) + 1;
  const stamp = '2025-03-14T10:00:00.000Z';

  return [
    noSavedViews(invoicesResource.name),
    http.get('*/api/jf-invoices', ({ request }) => {
      const url = new URL(request.url);
      const found = listInvoices([...rows.values()], url.searchParams).map(answered);
      return page(found, url, '/api/jf-invoices');
    }),
    http.get('*/api/jf-invoices/:id/print', async ({ params }) => {
      const invoice = rows.get(Number(params.id));
      if (!invoice) return notFound();
      await delay(100);
      return new HttpResponse(new Blob([`%PDF-1.4 ${invoice.number}`]), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${invoice.number}.pdf"`,
        },
      });
    }),
    http.get('*/api/jf-invoices/:id/payments', ({ params }) => {
      const invoice = rows.get(Number(params.id));
      return invoice ? HttpResponse.json({ data: invoice.payments }) : notFound();
    }),
    http.get('*/api/jf-invoices/:id', ({ params }) => {
      const invoice = rows.get(Number(params.id));
      return invoice ? HttpResponse.json({ data: answered(invoice) }) : notFound();
    }),
    http.post('*/api/jf-invoices', async ({ request }) => {
      const body = await readForm(request);
      const input = resourceInput(invoicesResource, body, 'create');
      const checked = validateResource(invoicesResource, input, { mode: 'create' });
      const errors: Record<string, string[]> = checked.valid ? {} : { ...checked.errors };
      if (gone.has(Number(input.customer_id)) && !errors.customer_id) {
        errors.customer_id = ['The selected customer is invalid.'];
      }
      if (input.type === 'invoice' && !input.due_on && !errors.due_on) {
        errors.due_on = ['The due on field is required when type is invoice.'];
      }
      const wanted = (input.lines ?? []) as Record<string, unknown>[];
      const lines = wanted.map((line, i) => {
        const item = saleItems.find((row) => row.id === Number(line.sale_item_id));
        const priced = line.unit_price != null && line.unit_price !== '';
        const named = line.sale_item_id != null && line.sale_item_id !== '';
        if (named && (!item?.active || retired.has(item.id))) {
          errors[`lines.${i}.sale_item_id`] = [`Line ${i + 1}: the selected item is invalid.`];
        }
        if (!item && !priced && !errors[`lines.${i}.unit_price`]) {
          errors[`lines.${i}.unit_price`] = [
            `Line ${i + 1}: the unit price field is required when item is not present.`,
          ];
        }
        return {
          id: 900 + rows.size * 10 + i,
          description: String(line.description ?? ''),
          sale_item_id: item?.id ?? null,
          quantity: Number(line.quantity),
          unit_price: priced ? Number(line.unit_price) : (item?.unit_price ?? 0),
          unit_cost: item?.unit_cost ?? 0,
        };
      });
      if (Object.keys(errors).length) return invalid(errors);
      await delay(150);
      const type = input.type as Invoice['type'];
      const total = lines.reduce((sum, line) => sum + line.quantity * line.unit_price, 0);
      const customer = sampleCustomers.find((row) => row.id === Number(input.customer_id));
      const id = newId();
      const invoice: StoredInvoice = {
        id,
        brand_id: 2,
        type,
        number: nextNumber(type),
        customer_id: customer?.id ?? null,
        issued_on: String(input.issued_on),
        due_on: input.due_on ? String(input.due_on) : null,
        notes: input.notes ? String(input.notes) : null,
        status: type === 'estimate' ? 'open' : 'unpaid',
        void_reason: null,
        converted_from_id: null,
        converted_to_id: null,
        total,
        paid: 0,
        balance: total,
        overdue: 0,
        lines,
        payments: [],
        version: 1,
        labels: { customer_id: customer?.name ?? null },
        created_at: stamp,
        updated_at: stamp,
      };
      rows.set(id, invoice);
      return HttpResponse.json({ data: answered(invoice) }, { status: 201 });
    }),
    http.post('*/api/jf-invoices/:id/payments', async ({ request, params }) => {
      const invoice = current(Number(params.id));
      if (!invoice) return notFound();
      const body = await readForm(request);
      const refused = refusal(invoice, body, 'payments');
      if (refused) return refused;
      const amount = Number(body.amount);
      if (amount > (invoice.balance ?? 0)) {
        return invalid({ amount: [amountAboveBalance(invoice.balance ?? 0)] });
      }
      await delay(100);
      const payment: InvoicePayment = {
        id: 100 + (invoice.payments?.length ?? 0) + invoice.id * 10,
        paid_on: String(body.paid_on),
        amount,
        method: body.method as InvoicePayment['method'],
        reference: body.reference ? String(body.reference) : null,
      };
      invoice.payments = [...(invoice.payments ?? []), payment];
      settle(invoice);
      invoice.version = (invoice.version ?? 1) + 1;
      return HttpResponse.json({ data: answered(invoice) });
    }),
    http.post('*/api/jf-invoices/:id/void', async ({ request, params }) => {
      const invoice = current(Number(params.id));
      if (!invoice) return notFound();
      const body = await readForm(request);
      const refused = refusal(invoice, body, 'void');
      if (refused) return refused;
      await delay(100);
      Object.assign(invoice, {
        status: 'void',
        void_reason: String(body.reason).trim(),
        overdue: 0,
        version: (invoice.version ?? 1) + 1,
      });
      return HttpResponse.json({ data: answered(invoice) });
    }),
    http.post('*/api/jf-invoices/:id/decline', async ({ request, params }) => {
      const estimate = current(Number(params.id));
      if (!estimate) return notFound();
      const refused = refusal(estimate, await readForm(request), 'decline');
      if (refused) return refused;
      await delay(100);
      Object.assign(estimate, { status: 'declined', version: (estimate.version ?? 1) + 1 });
      return HttpResponse.json({ data: answered(estimate) });
    }),
    http.post('*/api/jf-invoices/:id/convert', async ({ request, params }) => {
      const estimate = current(Number(params.id));
      if (!estimate) return notFound();
      const refused = refusal(estimate, await readForm(request), 'convert');
      if (refused) return refused;
      await delay(100);
      const id = newId();
      const invoice: StoredInvoice = {
        ...structuredClone(estimate),
        id,
        type: 'invoice',
        number: nextNumber('invoice'),
        issued_on: '2025-03-14',
        due_on: '2025-04-13',
        status: 'unpaid',
        converted_from_id: estimate.id,
        converted_to_id: null,
        paid: 0,
        balance: estimate.total,
        payments: [],
        version: 1,
        created_at: stamp,
        updated_at: stamp,
      };
      rows.set(id, invoice);
      Object.assign(estimate, {
        status: 'converted',
        converted_to_id: id,
        version: (estimate.version ?? 1) + 1,
      });
      return HttpResponse.json({ data: answered(invoice) });
    }),
  ];
}

/** `invoicesHandlersForOneStory`, made afresh before every story (`freshEachStory`). */
export function invoicesHandlers(...args: Parameters<typeof invoicesHandlersForOneStory>) {
  return freshEachStory(() => invoicesHandlersForOneStory(...args));
}

/** Every call of the invoice screens fails, to show their error states (the list has no saved views). */
export function failingInvoices() {
  return [
    http.all('*/api/jf-invoices*', () =>
      HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
    ),
    noSavedViews(invoicesResource.name),
  ];
}

/** Every call of the invoice screens waits forever, to show their loading states (the list has no saved views). */
export function pendingInvoices() {
  return [
    http.all('*/api/jf-invoices*', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
    noSavedViews(invoicesResource.name),
  ];
}
