/**
 * The catalogue screens' sample rows: the brand's administrator, a few shelves and products,
 * and an import file checked by the server (one good row, four bad ones).
 */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import { APP_VERSION, type ImportPreview, type User } from '@backoffice/contract';

/** The brand's administrator: every catalogue and settings screen. */
export const catalogueAdmin: User = {
  id: 1,
  first_name: 'Ada',
  initials: 'AA',
  profile_photo: null,
  role: 'Administrator',
  active_brand_id: 8,
  brands: [8],
  permissions: [
    'admin',
    'access_categories',
    'access_products',
    'manage_products',
    'access_jfd_customers',
    'access_orders',
    'access_vehicles',
    'manage_coupons',
  ],
  app_version: APP_VERSION,
};

export const categories: ResourceRow[] = ['Produce', 'Dairy', 'Bakery'].map((name, i) => ({
  id: i + 1,
  name,
  active: true,
  labels: {},
  version: 1,
  created_at: '2026-06-01T08:00:00.000000Z',
  updated_at: '2026-06-01T08:00:00.000000Z',
}));

/** The file a story picks: one good row, then four with errors. */
export const badFileText = [
  'Name,SKU,Category,Price,Stock,Active,Description',
  'Oat milk (1 L),IMP-0001,Dairy,1.89,40,Yes,',
  ',IMP-0002,Dairy,2.10,5,Yes,',
  'Rye crackers,DRY-0001,Pantry,abc,-3,Yes,',
  'Mango chutney,IMP-0004,Condiments,2.49,12,No,',
  'Oat milk (2 L),imp-0001,Dairy,3.29,8,Yes,',
].join('\r\n');

const columns = [
  { name: 'name', label: 'Name' },
  { name: 'sku', label: 'SKU' },
  { name: 'category_id', label: 'Category' },
  { name: 'price', label: 'Price' },
  { name: 'stock', label: 'Stock' },
  { name: 'active', label: 'Active' },
  { name: 'description', label: 'Description' },
];

const cells = (line: string) =>
  Object.fromEntries(columns.map((column, i) => [column.name, line.split(',')[i] ?? '']));
const lines = badFileText.split('\r\n');

/** The server's preview of `badFileText`, as its tests pin it. */
export const badFilePreview: ImportPreview = {
  columns,
  total: 5,
  valid: 1,
  invalid: 4,
  rows: [
    { line: 3, values: cells(lines[2]!), errors: { name: ['The name field is required.'] } },
    {
      line: 4,
      values: cells(lines[3]!),
      errors: {
        sku: ['The SKU has already been taken.'],
        price: ['The price field must be an integer.'],
        stock: ['The stock field must be at least 0.'],
      },
    },
    {
      line: 5,
      values: cells(lines[4]!),
      errors: { category_id: ['The selected category is invalid.'] },
    },
    { line: 6, values: cells(lines[5]!), errors: { sku: ['The SKU has already been taken.'] } },
  ],
};

const stamp = '2026-06-01T08:00:00.000Z';
const row = (id: number, fields: Record<string, unknown>, labels: Record<string, string> = {}) =>
  ({ id, ...fields, labels, version: 1, created_at: stamp, updated_at: stamp }) as ResourceRow;

export const vehicles: ResourceRow[] = [
  row(1, { name: 'Van 1', plate: 'RV21 KLM', kind: 'van', capacity_kg: 900, active: true }),
  row(2, { name: 'Car 1', plate: 'OK19 TRE', kind: 'car', capacity_kg: 300, active: true }),
  row(3, { name: 'Cargo bike 1', plate: 'BIKE-01', kind: 'bike', capacity_kg: 60, active: true }),
];

/** The brand's Driver users, as `GET /api/staff?role=Driver` answers them. */
export const driverUsers = [
  { id: 4, name: 'Dora Driver' },
  { id: 7, name: 'Dev Okafor' },
  { id: 8, name: 'Lena Marsh' },
];

const driver = (id: number, userId: number, name: string, vehicle: number, available: boolean) =>
  row(
    id,
    {
      user_id: userId,
      name,
      phone: `55502${String(id).padStart(2, '0')}000`,
      licence_number: `DL-${4800 + id * 97}`,
      licence_expires_on: `2027-0${id + 2}-15`,
      vehicle_id: vehicle,
      available,
    },
    { vehicle_id: String(vehicles[vehicle - 1]?.name) },
  );

/** Dora on the van and Dev on the car; Dev is off today. Lena is not a driver yet. */
export const driverRows: ResourceRow[] = [
  driver(1, 4, 'Dora Driver', 1, true),
  driver(2, 7, 'Dev Okafor', 2, false),
];

export const customers: ResourceRow[] = [
  row(
    12,
    {
      name: 'Amira Adams',
      phone: '5550112000',
      email: 'amira.adams@example.com',
      address: '22 Elm Street',
      zone_id: 1,
      notes: 'Leave with the neighbour if out.',
    },
    { zone_id: 'Riverton Centre' },
  ),
  row(13, {
    name: 'Ben Brooks',
    phone: '5550113000',
    email: null,
    address: '23 Harbour Road',
    zone_id: null,
    notes: null,
  }),
];

const order = (id: number, status: string, day: string, total: number, kind = 'delivery') =>
  row(
    id,
    {
      number: `ORD-${String(id).padStart(6, '0')}`,
      customer_id: 12,
      kind,
      slot_date: day,
      slot: '10:00-12:00',
      status,
      total,
    },
    { customer_id: 'Amira Adams' },
  );

/** Amira's orders: one on its way, one delivered, one picked up, one cancelled. */
export const amirasOrders: ResourceRow[] = [
  order(104, 'out_for_delivery', '2026-06-14', 4_215),
  order(97, 'delivered', '2026-06-07', 6_380),
  order(88, 'picked_up', '2026-05-30', 2_199, 'pickup'),
  order(75, 'cancelled', '2026-05-21', 1_540),
];

export const appStatusOpen: ResourceRow = row(1, {
  open: true,
  message: 'Open: order by 18:00 for same-day delivery.',
  min_version: '1.2.0',
});

/**
 * Empties React Aria's live announcer once a dialog or a toast has spoken: its last announcement
 * points at an element that is gone, which axe reports though no one hears it.
 */
export async function forgetAnnouncements(): Promise<void> {
  const gone = () => !document.querySelector('[data-live-announcer] [role="img"]');
  for (let tries = 0; tries < 20 && !gone(); tries++) {
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
      log.replaceChildren();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Three products of the demo shelves. */
export const products: ResourceRow[] = [
  ['Whole milk (small)', 'DRY-0001', 2, 149, 37],
  ['Sourdough loaf (single)', 'BKY-0001', 3, 329, 12],
  ['Bananas (1 kg)', 'PRD-0002', 1, 232, 80],
].map(([name, sku, category, price, stock], i) =>
  row(
    i + 1,
    {
      name,
      sku,
      category_id: category,
      price,
      stock,
      image: null,
      active: true,
      description: null,
    },
    { category_id: String(categories[Number(category) - 1]?.name) },
  ),
);

/** A dispatcher reads the products but does not manage them. */
export const productReader: User = {
  ...catalogueAdmin,
  id: 3,
  first_name: 'Dan',
  initials: 'DD',
  role: 'Dispatcher',
  permissions: ['access_products', 'access_categories', 'access_orders'],
};
