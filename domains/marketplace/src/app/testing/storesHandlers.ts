/**
 * MSW handlers answering the store screens as the server does: stores by their slug (record,
 * change, actions with the definition's states and sentences, review history, the catalogue
 * view), the store's nested products, variants and members under its slug only, and the flat
 * lists (sellers, approvals, overrides, invoices, staff).
 */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import { freshEachStory, resourceHandlers, sessionHandlers } from '@backoffice/app-kit/testing';
import {
  actionInput,
  actionRunsFrom,
  buildPaginator,
  type ResourceDefinition,
  scopedResource,
  UNDO_GRACE_SECONDS,
  UNDO_SECONDS,
  type User,
  validateActionInput,
  wrongStateMessage,
} from '@backoffice/contract';
import { delay, HttpResponse, http } from 'msw';
import {
  evdProductApprovalsResource,
  evdProductsResource,
  evdProductVariantsResource,
  evdSellersResource,
  evdStoreInvoicesResource,
  evdStoresResource,
  evdSubscriptionOverridesResource,
  PLAN_MONTHLY_FEES,
  type StorePlan,
} from '../../resources/stores';
import * as fixtures from './storesFixtures';

export interface StoresHandlerOptions {
  user?: User;
  stores?: ResourceRow[];
  products?: ResourceRow[];
  variants?: ResourceRow[];
  members?: ResourceRow[];
  approvals?: ResourceRow[];
  invoices?: ResourceRow[];
  overrides?: ResourceRow[];
}

const copy = (rows: ResourceRow[]) => rows.map((one) => structuredClone(one));
const notFound = (message = 'Not Found') => HttpResponse.json({ message }, { status: 404 });

async function readBody(request: Request): Promise<Record<string, unknown>> {
  return Object.fromEntries(new URLSearchParams(await request.text()));
}

/** A store's nested resource, under each store's slug, over the rows of that store. */
function nested(resource: ResourceDefinition, stores: ResourceRow[], rows: ResourceRow[]) {
  return stores.flatMap((store) =>
    resourceHandlers(
      scopedResource(resource, { storeSlug: String(store.slug) }),
      rows.filter((one) => one.store_id === store.id),
    ),
  );
}

/** A reversible action's undo, kept by its token: the fields it changed and the version it left. */
interface StoreUndo {
  storeId: number;
  action: string;
  before: { status: unknown; status_reason: unknown };
  version: number;
  used: boolean;
}

/**
 * Stores by slug: the record, its change, its actions, its audit trail and catalogue view. A
 * reversible action answers an undo offer, and `POST /api/undo/{token}` puts the store's state
 * and reason back, once, while nothing changed it since.
 */
function storeHandlers(stores: ResourceRow[]) {
  const base = '*/api/evd-stores';
  const find = (slug: unknown) => stores.find((one) => one.slug === String(slug));
  const undoable = new Map<string, StoreUndo>();
  return [
    http.post('*/api/undo/:token', async ({ params }) => {
      const entry = undoable.get(String(params.token));
      const store = entry && stores.find((one) => one.id === entry.storeId);
      if (!entry || !store) {
        return HttpResponse.json({ message: 'This change was not found.' }, { status: 404 });
      }
      if (entry.used) {
        return HttpResponse.json({ message: 'This change was already undone.' }, { status: 409 });
      }
      if (Number(store.version) !== entry.version) {
        // Approve, reject and suspend: approved, rejected, suspended.
        const done = entry.action.endsWith('e') ? `${entry.action}d` : `${entry.action}ed`;
        return HttpResponse.json(
          {
            message: `The store was changed again after it was ${done}, so the ${entry.action} cannot be undone.`,
          },
          { status: 409 },
        );
      }
      await delay(50);
      entry.used = true;
      store.status = entry.before.status;
      store.status_reason = entry.before.status_reason;
      store.version = Number(store.version) + 1;
      return HttpResponse.json({
        data: {
          resource: evdStoresResource.name,
          id: store.id,
          change: entry.action,
          record: store,
        },
      });
    }),
    http.get(`${base}/:slug/audit`, ({ params }) => {
      const store = find(params.slug);
      if (!store) return notFound();
      const entries = store.slug === 'quick-deals-outlet' ? fixtures.reviewHistory : [];
      return HttpResponse.json(
        buildPaginator(entries, { page: 1, perPage: 20, total: entries.length, path: '/api/x' }),
      );
    }),
    http.get(`${base}/:slug/catalogue`, ({ params }) =>
      find(params.slug) ? HttpResponse.json({ data: fixtures.catalogue }) : notFound(),
    ),
    http.get(`${base}/:slug`, ({ params }) => {
      const store = find(params.slug);
      return store ? HttpResponse.json({ data: store }) : notFound('The store was not found.');
    }),
    http.put(`${base}/:slug`, async ({ request, params }) => {
      const store = find(params.slug);
      if (!store) return notFound();
      const body = await readBody(request);
      for (const name of ['name', 'description', 'email', 'phone', 'plan', 'seller_id']) {
        if (body[name] !== undefined)
          store[name] = name === 'seller_id' ? Number(body[name]) : body[name];
      }
      store.version = Number(store.version) + 1;
      return HttpResponse.json({ data: store });
    }),
    http.post(`${base}/:slug/:action`, async ({ request, params }) => {
      const store = find(params.slug);
      const action = evdStoresResource.actions[String(params.action)];
      if (!store || !action) return notFound();
      const body = await readBody(request);
      const input = actionInput(action, body);
      const checked = validateActionInput(action, input);
      if (!checked.valid) {
        return HttpResponse.json(
          { message: checked.message, errors: checked.errors },
          { status: 422 },
        );
      }
      if (!actionRunsFrom(action, store.status)) {
        return HttpResponse.json(
          { message: wrongStateMessage(action, store.status) },
          { status: 409 },
        );
      }
      await delay(100);
      const before = { status: store.status, status_reason: store.status_reason };
      store.status = action.to;
      store.status_reason = typeof input.reason === 'string' ? input.reason : null;
      store.version = Number(store.version) + 1;
      if (!action.reversible) return HttpResponse.json({ data: store });
      const version = Number(store.version);
      const token = `${String(params.action)}-${store.id}-${version}`;
      undoable.set(token, {
        storeId: store.id,
        action: String(params.action),
        before,
        version,
        used: false,
      });
      const expiresAt = new Date(Date.now() + (UNDO_SECONDS + UNDO_GRACE_SECONDS) * 1000);
      return HttpResponse.json({
        data: store,
        undo: { token, expires_at: expiresAt.toISOString() },
      });
    }),
  ];
}

/** An invoice created as the server does: numbered and priced from the store's plan. */
function invoiceCreate(stores: ResourceRow[], invoices: ResourceRow[]) {
  return http.post('*/api/evd-store-invoices', async ({ request }) => {
    const body = await readBody(request);
    const store = stores.find((one) => one.id === Number(body.store_id));
    if (!body.period_from || !body.period_thru) {
      return HttpResponse.json(
        {
          message: 'The period from field is required.',
          errors: {
            ...(body.period_from ? {} : { period_from: ['The period from field is required.'] }),
            ...(body.period_thru ? {} : { period_thru: ['The period thru field is required.'] }),
          },
        },
        { status: 422 },
      );
    }
    const made = {
      id: 100 + invoices.length,
      store_id: store?.id,
      number: `SI-0000${40 + invoices.length}`,
      period_from: body.period_from,
      period_thru: body.period_thru,
      amount: PLAN_MONTHLY_FEES[(store?.plan as StorePlan) ?? 'basic'],
      status: 'open',
      paid_on: null,
      labels: { store_id: String(store?.name ?? '') },
      version: 1,
      created_at: '2026-11-24T09:00:00.000000Z',
      updated_at: '2026-11-24T09:00:00.000000Z',
    } as ResourceRow;
    invoices.unshift(made);
    return HttpResponse.json({ data: made }, { status: 201 });
  });
}

function storesHandlersForOneStory({
  user = fixtures.marketplaceStaff,
  stores = copy(fixtures.stores),
  products = copy(fixtures.products),
  variants = copy(fixtures.variants),
  members = copy(fixtures.members),
  approvals = copy(fixtures.approvals),
  invoices = copy(fixtures.invoices),
  overrides = copy(fixtures.overrides),
}: StoresHandlerOptions = {}) {
  return [
    ...sessionHandlers(user),
    http.get('*/api/staff', () => HttpResponse.json({ data: fixtures.sellerStaff })),
    http.get('*/api/evd-stores/:slug/products/:id/audit', ({ params }) => {
      const entries = Number(params.id) === 1 ? [fixtures.tomatoChange] : [];
      return HttpResponse.json(
        buildPaginator(entries, { page: 1, perPage: 20, total: entries.length, path: '/api/x' }),
      );
    }),
    // A member created as the server does: the user's name copied, the permissions as lines.
    http.post('*/api/evd-stores/:slug/members', async ({ request, params }) => {
      const store = stores.find((one) => one.slug === params.slug);
      const body = await readBody(request);
      const staff = fixtures.sellerStaff.find((one) => one.id === Number(body.user_id));
      if (!store || !staff) return notFound();
      const lines = Object.entries(body)
        .filter(([key]) => /^lines\[\d+\]\[permission\]$/.test(key))
        .map(([, permission], i) => ({ id: 50 + i, permission }));
      const made = {
        id: 50 + members.length,
        store_id: store.id,
        user_id: staff.id,
        user_name: staff.name,
        lines,
        labels: {},
        version: 1,
        created_at: '2026-11-24T09:00:00.000000Z',
        updated_at: '2026-11-24T09:00:00.000000Z',
      } as ResourceRow;
      members.push(made);
      return HttpResponse.json({ data: made }, { status: 201 });
    }),
    http.get('*/api/evd-stores/:slug/members', ({ params }) => {
      const store = stores.find((one) => one.slug === params.slug);
      const rows = members.filter((one) => one.store_id === store?.id);
      return HttpResponse.json(
        buildPaginator(rows, { page: 1, perPage: 100, total: rows.length, path: '/api/x' }),
      );
    }),
    // Before the stores' own handlers, whose `POST /{slug}/{action}` would take a nested create.
    ...nested(evdProductsResource, stores, products),
    ...nested(evdProductVariantsResource, stores, variants),
    // The members' change and removal, over the same rows as their list.
    http.put('*/api/evd-stores/:slug/members/:id', async ({ request, params }) => {
      const member = members.find((one) => one.id === Number(params.id));
      if (!member) return notFound();
      const body = await readBody(request);
      member.lines = Object.entries(body)
        .filter(([key]) => /^lines\[\d+\]\[permission\]$/.test(key))
        .map(([, permission], i) => ({ id: 70 + i, permission }));
      member.version = Number(member.version) + 1;
      return HttpResponse.json({ data: member });
    }),
    http.delete('*/api/evd-stores/:slug/members/:id', ({ params }) => {
      const index = members.findIndex((one) => one.id === Number(params.id));
      if (index < 0) return notFound();
      members.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    ...storeHandlers(stores),
    ...resourceHandlers(evdStoresResource, stores),
    ...resourceHandlers(evdSellersResource, copy(fixtures.sellers)),
    // A decision moves the product with the approval, as the server's hook does.
    http.post('*/api/evd-product-approvals/:id/:action', async ({ request, params }) => {
      const approval = approvals.find((one) => one.id === Number(params.id));
      const action = evdProductApprovalsResource.actions[String(params.action)];
      if (!approval || !action) return notFound();
      const body = await readBody(request);
      const input = actionInput(action, body);
      const checked = validateActionInput(action, input);
      if (!checked.valid) {
        return HttpResponse.json(
          { message: checked.message, errors: checked.errors },
          { status: 422 },
        );
      }
      if (!actionRunsFrom(action, approval.status)) {
        return HttpResponse.json(
          { message: wrongStateMessage(action, approval.status) },
          { status: 409 },
        );
      }
      await delay(100);
      const reason = typeof input.reason === 'string' ? input.reason : null;
      Object.assign(approval, {
        status: action.to,
        reason,
        decided_by: 'Mona Manager',
        decided_at: '2026-11-24T09:00:00.000Z',
        version: Number(approval.version) + 1,
      });
      const product = products.find((one) => one.id === approval.product_id);
      if (product) {
        Object.assign(product, {
          status: action.to === 'approved' ? 'approved' : 'rejected',
          status_reason: reason,
          version: Number(product.version) + 1,
        });
      }
      return HttpResponse.json({ data: approval });
    }),
    ...resourceHandlers(evdProductApprovalsResource, approvals),
    ...resourceHandlers(evdSubscriptionOverridesResource, overrides),
    invoiceCreate(stores, invoices),
    // The invoices' list with its totals row, as `listTotals: ['amount']` answers it.
    http.get('*/api/evd-store-invoices', ({ request }) => {
      const url = new URL(request.url);
      const storeId = Number(url.searchParams.get('filter[store_id]'));
      const rows = invoices
        .filter((one) => !storeId || one.store_id === storeId)
        .sort((a, b) => String(b.period_from).localeCompare(String(a.period_from)));
      const page = buildPaginator(rows, {
        page: 1,
        perPage: 15,
        total: rows.length,
        path: '/api/evd-store-invoices',
      });
      return HttpResponse.json({
        ...page,
        totals: { amount: rows.reduce((sum, one) => sum + Number(one.amount), 0) },
      });
    }),
    ...resourceHandlers(evdStoreInvoicesResource, invoices),
  ];
}

/** `storesHandlersForOneStory`, made afresh before every story (`freshEachStory`). */
export function storesHandlers(...args: Parameters<typeof storesHandlersForOneStory>) {
  return freshEachStory(() => storesHandlersForOneStory(...args));
}
