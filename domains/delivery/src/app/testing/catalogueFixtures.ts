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
        sku: ['The sku has already been taken.'],
        price: ['The price field must be an integer.'],
        stock: ['The stock field must be at least 0.'],
      },
    },
    {
      line: 5,
      values: cells(lines[4]!),
      errors: { category_id: ['The selected category id is invalid.'] },
    },
    { line: 6, values: cells(lines[5]!), errors: { sku: ['The sku has already been taken.'] } },
  ],
};
