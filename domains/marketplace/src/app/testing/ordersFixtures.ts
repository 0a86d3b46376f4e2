/** Rows of the marketplace's order screens' stories and tests: a few customers and orders. */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import { APP_VERSION, type User } from '@backoffice/contract';
import type { Statistics } from '../../resources/orders/statistics';

export const ordersAdmin: User = {
  id: 1,
  first_name: 'Ada',
  initials: 'AA',
  profile_photo: null,
  role: 'Administrator',
  active_brand_id: 9,
  brands: [9],
  permissions: [
    'manage_evdati_customers',
    'manage_evdati_stores',
    'manage_evdati_refunds',
    'access_evdati_payables',
    'access_evdati_statistics',
    'generate_reports',
  ],
  app_version: APP_VERSION,
};

/** A signed-in user of brand 9 with no marketplace permission: orders are open to them. */
export const ordersViewer: User = {
  ...ordersAdmin,
  id: 4,
  first_name: 'Sam',
  initials: 'SS',
  role: 'Sales Representative',
  permissions: ['access_evdati_leads'],
};

const stamp = '2026-11-20T10:00:00.000Z';
const row = (id: number, values: Record<string, unknown>, labels: Record<string, string> = {}) =>
  ({
    id,
    brand_id: 9,
    version: 1,
    created_at: stamp,
    updated_at: stamp,
    labels,
    ...values,
  }) as ResourceRow;

export const customers: ResourceRow[] = [
  row(21, {
    name: 'Ava Brooks',
    email: 'ava.brooks@shopper.test',
    phone: '5552010001',
    city: 'Riverton',
    address: '48 Harbour Road',
    joined_on: '2026-02-14',
    notes: 'Prefers evening deliveries.',
    orders_count: 2,
    total_spent: 17_400,
  }),
  row(22, {
    name: 'Liam Okafor',
    email: 'liam.okafor@shopper.test',
    phone: null,
    city: 'Lakeside',
    address: '7 Birch Lane',
    joined_on: '2026-10-01',
    notes: null,
    orders_count: 0,
    total_spent: 0,
  }),
];

const order = (id: number, values: Record<string, unknown>) =>
  row(
    id,
    {
      customer_id: 21,
      shipping_method_id: 3,
      ship_to: '48 Harbour Road, Riverton',
      notes: null,
      lines: [],
      ...values,
    },
    { customer_id: 'Ava Brooks', shipping_method_id: 'Standard (UPS)' },
  );

export const orders: ResourceRow[] = [
  order(101, {
    number: 'MKT-000101',
    placed_on: '2026-11-20',
    stores_count: 2,
    subtotal: 14_900,
    shipping: 1_000,
    total: 15_900,
    status: 'processing',
    open: 1,
  }),
  order(100, {
    number: 'MKT-000100',
    placed_on: '2026-11-18',
    stores_count: 1,
    subtotal: 2_500,
    shipping: 500,
    total: 3_000,
    status: 'placed',
    open: 1,
  }),
  order(90, {
    number: 'MKT-000090',
    placed_on: '2026-10-30',
    stores_count: 1,
    subtotal: 8_000,
    shipping: 500,
    total: 8_500,
    status: 'delivered',
    open: 0,
  }),
];

const line = (id: number, name: string, sku: string, quantity: number, unit_price: number) => ({
  id,
  product_id: id,
  variant_id: id,
  name,
  sku,
  quantity,
  unit_price,
});

const part = (id: number, values: Record<string, unknown>, store: string) =>
  row(
    id,
    {
      order_id: 101,
      customer_id: 21,
      placed_on: '2026-11-20',
      tracking_number: null,
      shipped_on: null,
      delivered_on: null,
      cancel_reason: null,
      refunded: 0,
      ...values,
    },
    { store_id: store, order_id: 'MKT-000101', customer_id: 'Ava Brooks' },
  );

export const storeOrders: ResourceRow[] = [
  part(
    501,
    {
      number: 'MKT-000101-A',
      store_id: 7,
      status: 'accepted',
      subtotal: 6_900,
      shipping: 500,
      total: 7_400,
      lines: [
        line(1, 'Stoneware mug (Blue)', 'MUG-BLUE', 2, 1_200),
        line(2, 'Desk lamp', 'LAMP', 1, 4_500),
      ],
    },
    'North Pottery',
  ),
  part(
    502,
    {
      number: 'MKT-000101-B',
      store_id: 8,
      status: 'placed',
      subtotal: 8_000,
      shipping: 500,
      total: 8_500,
      lines: [line(3, 'Wool rug (Large)', 'RUG-L', 1, 8_000)],
    },
    'South Weavers',
  ),
  part(
    401,
    {
      number: 'MKT-000090-A',
      order_id: 90,
      store_id: 8,
      status: 'delivered',
      subtotal: 8_000,
      shipping: 500,
      total: 8_500,
      tracking_number: 'UPS-1000123',
      shipped_on: '2026-10-31',
      delivered_on: '2026-11-03',
      refunded: 1_500,
      lines: [line(4, 'Wool rug (Large)', 'RUG-L', 1, 8_000)],
    },
    'South Weavers',
  ),
];

export const timeline = [
  {
    status: 'placed',
    action: 'place',
    at: '2026-11-20T09:12:00.000Z',
    part: null,
    by: null,
    note: 'Split between 2 stores',
  },
  {
    status: 'accepted',
    action: 'accept',
    at: '2026-11-20T11:02:00.000Z',
    part: 'MKT-000101-A',
    by: { id: 1, name: 'Ada Admin' },
    note: null,
  },
];

const refund = (id: number, values: Record<string, unknown>) =>
  row(
    id,
    {
      store_order_id: 401,
      store_id: 8,
      customer_id: 21,
      reason: 'Arrived damaged',
      requested_on: '2026-11-05',
      decided_on: null,
      decided_by: null,
      decision_reason: null,
      ...values,
    },
    { store_order_id: 'MKT-000090-A', store_id: 'South Weavers', customer_id: 'Ava Brooks' },
  );

export const refunds: ResourceRow[] = [
  refund(3, { number: 'RF-000003', amount: 2_000, status: 'requested' }),
  refund(2, {
    number: 'RF-000002',
    amount: 1_500,
    status: 'approved',
    decided_on: '2026-11-06',
    decided_by: 1,
  }),
  refund(1, {
    number: 'RF-000001',
    amount: 9_000,
    status: 'denied',
    decided_on: '2026-11-06',
    decided_by: 1,
    decision_reason: 'No proof of damage supplied',
  }),
];

const payable = (id: number, values: Record<string, unknown>, store: string) =>
  row(
    id,
    {
      period_from: '2026-10-01',
      period_thru: '2026-10-31',
      run_id: 4,
      reference: null,
      paid_on: null,
      ...values,
    },
    { store_id: store, run_id: '2026-10-01 to 2026-10-31' },
  );

export const payables: ResourceRow[] = [
  payable(
    12,
    {
      number: 'PAY-000012',
      store_id: 7,
      sales: 9_400,
      commission_rate: 1_250,
      rate_source: 'override',
      commission: 1_175,
      refunds: 1_500,
      net: 6_725,
      status: 'due',
    },
    'North Pottery',
  ),
  payable(
    11,
    {
      number: 'PAY-000011',
      store_id: 8,
      sales: 8_000,
      commission_rate: 800,
      rate_source: 'app settings',
      commission: 640,
      refunds: 0,
      net: 7_360,
      status: 'paid',
      reference: 'BT-20261105-0008',
      paid_on: '2026-11-05',
    },
    'South Weavers',
  ),
];

export const statistics: Statistics = {
  previous: { fromDate: '2026-10-25', thruDate: '2026-10-31' },
  current: { sales: 184_00, orders: 2, average: 92_00 },
  before: { sales: 120_00, orders: 3, average: 40_00 },
  bucketDays: 1,
  series: [
    { bucket: '2026-11-01', sales: 104_00, orders: 1, previous_sales: 50_00, previous_orders: 1 },
    { bucket: '2026-11-02', sales: 0, orders: 0, previous_sales: 30_00, previous_orders: 1 },
    { bucket: '2026-11-03', sales: 80_00, orders: 1, previous_sales: 40_00, previous_orders: 1 },
  ],
  topStores: [
    { store: 'South Weavers', sales: 160_00, orders: 2, previous_sales: 80_00 },
    { store: 'North Pottery', sales: 24_00, orders: 1, previous_sales: 40_00 },
  ],
  topProducts: [
    { product: 'Wool rug', store: 'South Weavers', quantity: 2, sales: 160_00 },
    { product: 'Stoneware mug', store: 'North Pottery', quantity: 2, sales: 24_00 },
  ],
};

export const emptyStatistics: Statistics = {
  ...statistics,
  current: { sales: 0, orders: 0, average: 0 },
  before: { sales: 0, orders: 0, average: 0 },
  series: [],
  topStores: [],
  topProducts: [],
};
