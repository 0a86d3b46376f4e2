/** Helpers shared by the marketplace brand's end-to-end tests (brand 9). */
import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN, uniqueTitle } from './accounts';
import { ApiSession, dataOf } from './api';

export const MARKETPLACE_BRAND = 9;

// The run's today and the first day of its month, as the server's days are.
export { monthStart, today } from './clock';

/** `$1,234.50`, from cents, as the marketplace's screens write money. */
export function money(cents: number): string {
  return `$${new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100)}`;
}

/** A name no other test (or earlier run) uses, and its slug: `E2E Store k3x9` / `e2e-store-k3x9`. */
export function uniqueStore(prefix = 'E2E Store'): { name: string; slug: string } {
  const name = uniqueTitle(prefix);
  return { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') };
}

/** The administrator's API client, working in the marketplace brand. */
export async function marketplaceAdmin(baseURL: string): Promise<ApiSession> {
  const api = await ApiSession.signIn(baseURL, ADMIN);
  expect((await api.send('PUT', `/api/user/${MARKETPLACE_BRAND}`)).status()).toBe(200);
  return api;
}

export interface MadeStore {
  id: number;
  name: string;
  slug: string;
}

/** A new store of the first seller listed, waiting for review (as a seller's application). */
export async function applyForStore(api: ApiSession, prefix?: string): Promise<MadeStore> {
  const sellers = await dataOf<{ id: number }[]>(
    await api.send('GET', '/api/evd-sellers?per_page=1'),
    200,
    'GET /api/evd-sellers',
  );
  const seller = sellers[0];
  if (!seller) throw new Error('The demo data has no seller');
  const { name, slug } = uniqueStore(prefix);
  const store = await dataOf<{ id: number; status: string }>(
    await api.send('POST', '/api/evd-stores', {
      seller_id: String(seller.id),
      name,
      slug,
      email: `${slug}@example.com`,
      plan: 'growth',
      description: 'Made by the end-to-end tests.',
    }),
    201,
    'POST /api/evd-stores',
  );
  expect(store.status).toBe('pending_review');
  return { id: store.id, name, slug };
}

export interface MadeProduct {
  id: number;
  name: string;
  price: number;
}

/** A draft product of the store (price in cents). */
export async function draftProduct(
  api: ApiSession,
  slug: string,
  name: string,
  price: number,
): Promise<MadeProduct> {
  const product = await dataOf<{ id: number; status: string }>(
    await api.send('POST', `/api/evd-stores/${slug}/products`, {
      name,
      price: String(price),
      description: 'Made by the end-to-end tests.',
    }),
    201,
    'POST a product',
  );
  expect(product.status).toBe('draft');
  return { id: product.id, name, price };
}

/** Sends a product to the approvals queue; answers its pending approval's id. */
export async function submitProduct(api: ApiSession, slug: string, id: number): Promise<number> {
  const submitted = await dataOf<{ status: string }>(
    await api.send('POST', `/api/evd-stores/${slug}/products/${id}/submit`, {}),
    200,
    'submit the product',
  );
  expect(submitted.status).toBe('pending_approval');
  const queued = await dataOf<{ id: number; status: string }[]>(
    await api.send(
      'GET',
      `/api/evd-product-approvals?filter[product_id]=${id}&filter[status]=pending`,
    ),
    200,
    'the product’s approvals',
  );
  expect(queued).toHaveLength(1);
  return (queued[0] as { id: number }).id;
}

/** A variant of a product with its own SKU, price (cents) and stock. */
export async function addVariant(
  api: ApiSession,
  slug: string,
  productId: number,
  variant: { sku: string; price: number; stock: number },
): Promise<{ id: number; sku: string; price: number }> {
  const made = await dataOf<{ id: number }>(
    await api.send('POST', `/api/evd-stores/${slug}/variants`, {
      product_id: String(productId),
      sku: variant.sku,
      price: String(variant.price),
      stock: String(variant.stock),
    }),
    201,
    'POST a variant',
  );
  return { id: made.id, sku: variant.sku, price: variant.price };
}

/**
 * An approved store with one live product and two variants (at $24.50 and $19.99), ready to
 * sell: what the storefront's order is made of.
 */
export async function liveStore(api: ApiSession) {
  const store = await applyForStore(api, 'E2E Potter');
  await dataOf(
    await api.send('POST', `/api/evd-stores/${store.slug}/approve`, {}),
    200,
    'approve the store',
  );
  const product = await draftProduct(api, store.slug, 'Glazed mug', 2450);
  const tag = store.slug.slice(-8).toUpperCase();
  const large = await addVariant(api, store.slug, product.id, {
    sku: `E2E-${tag}-L`,
    price: 2450,
    stock: 10,
  });
  const small = await addVariant(api, store.slug, product.id, {
    sku: `E2E-${tag}-S`,
    price: 1999,
    stock: 10,
  });
  const approval = await submitProduct(api, store.slug, product.id);
  await dataOf(
    await api.send('POST', `/api/evd-product-approvals/${approval}/approve`, {}),
    200,
    'approve the product',
  );
  return { store, product, large, small };
}

/** The brand's commission rate in basis points (the app settings'; 1000 when none). */
export async function commissionRate(api: ApiSession): Promise<number> {
  const rows = await dataOf<{ commission_rate: number }[]>(
    await api.send('GET', '/api/evd-app-settings'),
    200,
    'GET /api/evd-app-settings',
  );
  return rows[0]?.commission_rate ?? 1000;
}

/** Commission in cents: `sales × rate / 10,000`, rounded half up (the spec's rule). */
export function commissionOf(sales: number, rateBps: number): number {
  return Math.round((sales * rateBps) / 10_000);
}

/**
 * Types a day into a date field, segment by segment (month, day, year): the field's group is
 * found by its label (a required field's label carries a mark after it).
 */
export async function fillDate(scope: Locator, label: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  const group = scope.getByRole('group', { name: new RegExp(`^${label}`) }).first();
  await group.getByRole('spinbutton').first().click();
  await scope.page().keyboard.type(`${month}${date}${year}`);
}

/** A lead's stage as the dashboard words it. */
export type LeadStage = 'New' | 'Contacted' | 'Qualified' | 'Won' | 'Lost';

export type LeadStageCounts = Record<LeadStage | 'Total', number>;

/** The leads dashboard's funnel, read from its table of figures (stage, leads). */
export async function funnelCounts(page: Page): Promise<LeadStageCounts> {
  const table = page.getByRole('table', { name: 'Leads by stage, in figures' });
  await expect(table).toBeVisible();
  const counts: Record<string, number> = {};
  for (const stage of ['New', 'Contacted', 'Qualified', 'Won', 'Lost', 'Total']) {
    const row = table.getByRole('row', { name: new RegExp(`^${stage}\\b`) });
    const leads = row.getByRole('cell').first();
    counts[stage] = Number(await leads.textContent());
  }
  return counts as LeadStageCounts;
}

/** Runs a record's action through its dialog: the button, then the dialog's own button. */
export async function runAction(
  page: Page,
  scope: Locator | Page,
  label: string,
  title: string,
  fill?: (dialog: Locator) => Promise<void>,
): Promise<void> {
  await scope.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${label} ${title}` });
  await expect(dialog).toBeVisible();
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}
