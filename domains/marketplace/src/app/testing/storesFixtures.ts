/**
 * The store screens' sample rows: the marketplace's staff (who manage stores and products), a
 * reader, and a seller's Store Manager who holds store-level permissions on one store; sellers,
 * stores in every state, Green Grocer's products (live, waiting, rejected, draft) with variants
 * and a member, the approvals queue, overrides and invoices.
 */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import { APP_VERSION, type User } from '@backoffice/contract';
import type { StoreCatalogue } from '../stores/attributeOptions';

const at = '2026-11-02T09:15:00.000000Z';
const row = (id: number, fields: Record<string, unknown>, labels: Record<string, string> = {}) =>
  ({
    id,
    ...fields,
    labels,
    version: 1,
    created_at: at,
    updated_at: at,
  }) as ResourceRow;

/** The marketplace's operations lead: every store, product, seller and override screen. */
export const marketplaceStaff: User = {
  id: 2,
  first_name: 'Mona',
  initials: 'MM',
  profile_photo: null,
  role: 'Manager',
  active_brand_id: 9,
  brands: [9],
  permissions: [
    'manage_evdati_sellers',
    'access_evdati_stores',
    'manage_evdati_stores',
    'access_evdati_products',
    'manage_evdati_products',
    'manage_evdati_overrides',
  ],
  store_permissions: {},
  app_version: APP_VERSION,
};

/** Sees stores and their review pages, decides nothing. */
export const storeReader: User = {
  ...marketplaceStaff,
  id: 3,
  first_name: 'Rhea',
  initials: 'RR',
  role: 'Support',
  permissions: ['access_evdati_stores'],
};

/** A seller's staff: no marketplace permission, Green Grocer's store-level ones. */
export const storeManager: User = {
  ...marketplaceStaff,
  id: 11,
  first_name: 'Sol',
  initials: 'SS',
  role: 'Store Manager',
  permissions: [],
  store_permissions: {
    'green-grocer': ['access_evdati_stores', 'access_evdati_products', 'manage_evdati_products'],
  },
};

export const sellers: ResourceRow[] = [
  row(1, {
    name: 'Grace Ofori',
    email: 'grace@greengrocer.example',
    phone: '0207410000',
    company: 'Green Grocer Ltd',
    joined_on: '2025-02-21',
    status: 'active',
    store_count: 2,
  }),
  row(2, {
    name: 'Ryan Walsh',
    email: 'ryan@quickdeals.example',
    phone: '0207422370',
    company: 'Quick Deals Outlet',
    joined_on: '2026-09-05',
    status: 'inactive',
    store_count: 0,
  }),
];

const store = (
  id: number,
  slug: string,
  name: string,
  seller: number,
  fields: Record<string, unknown>,
) =>
  row(
    id,
    {
      seller_id: seller,
      name,
      slug,
      description: null,
      email: `shop@${slug}.example`,
      phone: '0207410000',
      plan: 'growth',
      status: 'approved',
      status_reason: null,
      product_count: 0,
      live_product_count: 0,
      stock_units: 0,
      ...fields,
    },
    { seller_id: seller === 1 ? 'Grace Ofori' : 'Ryan Walsh' },
  );

export const stores: ResourceRow[] = [
  store(1, 'green-grocer', 'Green Grocer', 1, {
    description: 'Fresh fruit, vegetables and pantry staples from local farms.',
    product_count: 4,
    live_product_count: 1,
    stock_units: 42,
  }),
  store(2, 'copper-kettle-co', 'Copper Kettle Co.', 1, {
    status: 'pending_review',
    plan: 'basic',
    description: 'Hammered copper cookware, made to order.',
  }),
  store(3, 'quick-deals-outlet', 'Quick Deals Outlet', 2, {
    status: 'rejected',
    plan: 'basic',
    status_reason: 'The company registration number does not match the company name given.',
  }),
  store(4, 'retro-radio', 'Retro Radio', 1, {
    status: 'suspended',
    status_reason: 'Counterfeit complaints on two listings are under review.',
    product_count: 2,
  }),
];

const product = (id: number, name: string, fields: Record<string, unknown>) =>
  row(
    id,
    {
      store_id: 1,
      category_id: 1,
      subcategory_id: null,
      name,
      description: null,
      price: 399,
      status: 'approved',
      status_reason: null,
      variant_count: 0,
      stock: 0,
      lines: [],
      ...fields,
    },
    { store_id: 'Green Grocer', category_id: 'Groceries' },
  );

export const products: ResourceRow[] = [
  product(1, 'Heirloom tomatoes', {
    description: 'Mixed colours, picked ripe.',
    variant_count: 2,
    stock: 42,
    lines: [{ id: 1, attribute_id: 3, attribute_value_id: 7 }],
  }),
  product(2, 'Wild garlic pesto', {
    status: 'pending_approval',
    price: 549,
    variant_count: 1,
    stock: 12,
  }),
  product(3, 'Brightening cream', {
    status: 'rejected',
    price: 2500,
    status_reason:
      'Skin-whitening claims are not allowed; reword the description and submit again.',
  }),
  product(4, 'Chickpea flour', { status: 'draft', price: 329 }),
];

export const variants: ResourceRow[] = [
  row(
    1,
    {
      store_id: 1,
      product_id: 1,
      sku: 'GG-001-1',
      name: '500 g',
      price: 399,
      stock: 30,
      lines: [{ id: 1, attribute_value_id: 1 }],
    },
    { product_id: 'Heirloom tomatoes' },
  ),
  row(
    2,
    { store_id: 1, product_id: 1, sku: 'GG-001-2', name: '1 kg', price: 749, stock: 12, lines: [] },
    { product_id: 'Heirloom tomatoes' },
  ),
];

export const members: ResourceRow[] = [
  row(1, {
    store_id: 1,
    user_id: 11,
    user_name: 'Sol Storekeeper',
    lines: [
      { id: 1, permission: 'access_evdati_stores' },
      { id: 2, permission: 'access_evdati_products' },
      { id: 3, permission: 'manage_evdati_products' },
    ],
  }),
];

/** The brand's Store Manager staff, for the members' picker. */
export const sellerStaff = [
  { id: 11, name: 'Sol Storekeeper' },
  { id: 12, name: 'Tariq Nasser' },
];

export const catalogue: StoreCatalogue = {
  categories: [
    { id: 1, name: 'Groceries' },
    { id: 2, name: 'Home Goods' },
  ],
  subcategories: [
    { id: 1, category_id: 1, name: 'Fresh produce' },
    { id: 2, category_id: 1, name: 'Pantry' },
  ],
  attributes: [
    { id: 1, name: 'Size' },
    { id: 2, name: 'Colour' },
    { id: 3, name: 'Origin' },
  ],
  values: [
    { id: 1, attribute_id: 1, value: '500 g' },
    { id: 2, attribute_id: 1, value: '1 kg' },
    { id: 3, attribute_id: 2, value: 'Red' },
    { id: 7, attribute_id: 3, value: 'Local farm' },
  ],
};

export const approvals: ResourceRow[] = [
  row(
    1,
    {
      product_id: 2,
      product_name: 'Wild garlic pesto',
      store_id: 1,
      store_slug: 'green-grocer',
      kind: 'new',
      status: 'pending',
      reason: null,
      decided_by: null,
      decided_at: null,
    },
    { store_id: 'Green Grocer', product_id: 'Wild garlic pesto' },
  ),
  row(
    2,
    {
      product_id: 1,
      product_name: 'Heirloom tomatoes',
      store_id: 1,
      store_slug: 'green-grocer',
      kind: 'change',
      status: 'pending',
      reason: null,
      decided_by: null,
      decided_at: null,
    },
    { store_id: 'Green Grocer', product_id: 'Heirloom tomatoes' },
  ),
  row(
    3,
    {
      product_id: 3,
      product_name: 'Brightening cream',
      store_id: 1,
      store_slug: 'green-grocer',
      kind: 'new',
      status: 'rejected',
      reason: 'Skin-whitening claims are not allowed; reword the description and submit again.',
      decided_by: 'Mona Manager',
      decided_at: '2026-11-20T10:30:00.000Z',
    },
    { store_id: 'Green Grocer', product_id: 'Brightening cream' },
  ),
];

/** Heirloom tomatoes' last change, as its audit trail answers it. */
export const tomatoChange = {
  id: 9,
  action: 'updated',
  user: { id: 11, name: 'Sol Storekeeper' },
  changes: {
    price: { old: 349, new: 399 },
    description: { old: 'Ripe.', new: 'Mixed colours, picked ripe.' },
  },
  created_at: '2026-11-21T08:00:00.000000Z',
};

export const overrides: ResourceRow[] = [
  row(
    1,
    {
      store_id: 1,
      monthly_fee: null,
      commission_rate: 800,
      starts_on: '2026-05-01',
      ends_on: null,
      reason: 'Launch partner: 8.00% commission for its first year.',
    },
    { store_id: 'Green Grocer' },
  ),
  row(
    2,
    {
      store_id: 1,
      monthly_fee: 5900,
      commission_rate: null,
      starts_on: '2026-01-01',
      ends_on: '2026-03-31',
      reason: 'Winter promotion.',
    },
    { store_id: 'Green Grocer' },
  ),
];

export const invoices: ResourceRow[] = [
  row(
    1,
    {
      store_id: 1,
      number: 'SI-000021',
      period_from: '2026-10-01',
      period_thru: '2026-10-31',
      amount: 7900,
      status: 'open',
      paid_on: null,
    },
    { store_id: 'Green Grocer' },
  ),
  row(
    2,
    {
      store_id: 1,
      number: 'SI-000010',
      period_from: '2026-09-01',
      period_thru: '2026-09-30',
      amount: 7900,
      status: 'paid',
      paid_on: '2026-10-06',
    },
    { store_id: 'Green Grocer' },
  ),
  row(
    3,
    {
      store_id: 1,
      number: 'SI-000001',
      period_from: '2026-08-01',
      period_thru: '2026-08-31',
      amount: 7900,
      status: 'paid',
      paid_on: '2026-09-06',
    },
    { store_id: 'Green Grocer' },
  ),
];

/** The store's review history, as its audit trail answers it. */
export const reviewHistory = [
  {
    id: 3,
    action: 'reject',
    user: { id: 2, name: 'Mona Manager' },
    changes: { status: { old: 'pending_review', new: 'rejected' } },
    input: { reason: 'The company registration number does not match the company name given.' },
    created_at: '2026-11-10T14:00:00.000000Z',
  },
  {
    id: 1,
    action: 'created',
    user: { id: 2, name: 'Ryan Walsh' },
    changes: {},
    created_at: '2026-11-09T09:00:00.000000Z',
  },
];
