/**
 * Sample data of the stock screens, shaped as the server answers it: eight stock items (two
 * under their reorder level, one below zero, one inactive), the large eggs' movements, and
 * three counts (an open week half reconciled, a closed week, a closed month) with their items.
 */
import { APP_VERSION, type User } from '@backoffice/contract';
import type { CountDetail, StockCount, StockItem, StockMovement } from '../stock/stockTypes';

/** The farm's storekeeper: keeps the stock items, receives stock and counts it. */
export const storekeeper: User = {
  id: 31,
  first_name: 'Ruth',
  initials: 'RS',
  profile_photo: null,
  role: 'Manager',
  active_brand_id: 2,
  brands: [2],
  permissions: [
    'access_inventories',
    'manage_inventories',
    'access_inventory_logs',
    'manage_inventory_logs',
    'manage_vendors',
  ],
  app_version: APP_VERSION,
};

/** A farm hand who may look at the stock and its counts, and change nothing. */
export const stockViewer: User = {
  ...storekeeper,
  id: 32,
  first_name: 'Ben',
  initials: 'BK',
  role: 'Farm hand',
  permissions: ['access_inventories', 'access_inventory_logs'],
};

const stamp = '2025-03-10T08:00:00.000Z';

function stockItem(
  id: number,
  name: string,
  kind: StockItem['kind'],
  unit: string,
  onHand: number,
  reorder: number,
  cost: number,
  extra: Partial<StockItem> = {},
): StockItem {
  return {
    id,
    brand_id: 2,
    name,
    kind,
    egg_grade: null,
    unit,
    reorder_level: reorder,
    unit_cost: cost,
    active: true,
    on_hand: onHand,
    below_reorder: onHand < reorder ? 1 : 0,
    version: 1,
    labels: {},
    created_at: stamp,
    updated_at: stamp,
    ...extra,
  };
}

export const stockItems: StockItem[] = [
  stockItem(1, 'Eggs, large', 'eggs', 'eggs', 2_430, 1_800, 18, { egg_grade: 'large' }),
  stockItem(2, 'Eggs, medium', 'eggs', 'eggs', -60, 900, 15, { egg_grade: 'medium' }),
  stockItem(3, 'Eggs, small', 'eggs', 'eggs', 420, 300, 12, { egg_grade: 'small' }),
  stockItem(4, 'Layer mash', 'feed', 'kg', 2_450, 1_500, 45),
  stockItem(5, 'Grower crumbles', 'feed', 'kg', 380, 500, 55),
  stockItem(6, 'Egg trays (30)', 'packaging', 'trays', 640, 200, 14),
  stockItem(7, 'Newcastle vaccine', 'medicine', 'doses', 4_000, 1_000, 4),
  stockItem(8, 'Egg boxes (12)', 'packaging', 'boxes', 0, 0, 22, { active: false }),
];

/** The large eggs' movements, newest first, with the balance after each. */
export const largeEggMovements: StockMovement[] = [
  {
    id: 40,
    moved_on: '2025-03-09',
    source: 'count',
    source_id: 71,
    record_id: 11,
    quantity: -12,
    balance: 2_430,
    note: 'Cracked in the store room',
  },
  {
    id: 39,
    moved_on: '2025-03-08',
    source: 'refund',
    source_id: 5,
    record_id: 17,
    quantity: 30,
    balance: 2_442,
    note: null,
  },
  {
    id: 38,
    moved_on: '2025-03-07',
    source: 'sale',
    source_id: 17,
    record_id: 17,
    quantity: -240,
    balance: 2_412,
    note: null,
  },
  {
    id: 37,
    moved_on: '2025-03-06',
    source: 'egg_collection',
    source_id: 52,
    record_id: 52,
    quantity: 640,
    balance: 2_652,
    note: null,
  },
  {
    id: 36,
    moved_on: '2025-03-05',
    source: 'sale_void',
    source_id: 16,
    record_id: 16,
    quantity: 60,
    balance: 2_012,
    note: null,
  },
  {
    id: 35,
    moved_on: '2025-03-05',
    source: 'sale',
    source_id: 16,
    record_id: 16,
    quantity: -60,
    balance: 1_952,
    note: null,
  },
  {
    id: 34,
    moved_on: '2025-03-04',
    source: 'sale',
    source_id: 15,
    record_id: 15,
    quantity: -300,
    balance: 2_012,
    note: null,
  },
  {
    id: 33,
    moved_on: '2025-03-03',
    source: 'egg_collection',
    source_id: 51,
    record_id: 51,
    quantity: 612,
    balance: 2_312,
    note: null,
  },
  {
    id: 32,
    moved_on: '2025-03-01',
    source: 'purchase',
    source_id: 3,
    record_id: 3,
    quantity: 1_700,
    balance: 1_700,
    note: 'Opening stock',
  },
];

function count(
  id: number,
  period: 'week' | 'month',
  startsOn: string,
  endsOn: string,
  status: 'open' | 'closed',
  reconciled: number,
  items: number,
): StockCount {
  return {
    id,
    brand_id: 2,
    period,
    starts_on: startsOn,
    ends_on: endsOn,
    status,
    notes: status === 'open' ? 'Counted on Monday morning' : null,
    items_count: items,
    reconciled_count: reconciled,
    version: 1 + reconciled,
    labels: {},
    created_at: stamp,
    updated_at: stamp,
  };
}

export const stockCounts: StockCount[] = [
  count(12, 'week', '2025-03-03', '2025-03-09', 'open', 2, 4),
  count(11, 'week', '2025-02-24', '2025-03-02', 'closed', 4, 4),
  count(10, 'month', '2025-02-01', '2025-02-28', 'closed', 4, 4),
];

function detail(
  id: number,
  name: string,
  unit: string,
  figures: [opening: number, received: number, used: number],
  counted: number | null,
  reason: string | null = null,
): CountDetail {
  const [opening, received, used] = figures;
  const expected = opening + received - used;
  return {
    id,
    inventory_id: id,
    name,
    kind: unit === 'kg' ? 'feed' : 'eggs',
    unit,
    opening,
    received,
    used,
    expected,
    counted,
    variance: counted === null ? null : counted - expected,
    reason,
    reconciled: counted !== null,
  };
}

/** The items of each count, by the count's id. */
export const countDetails: Record<number, CountDetail[]> = {
  12: [
    detail(81, 'Eggs, large', 'eggs', [1_700, 1_282, 600], null),
    detail(82, 'Eggs, medium', 'eggs', [0, 0, 60], 0, 'Sold before the collection was entered'),
    detail(83, 'Grower crumbles', 'kg', [1_200, 0, 820], 380),
    detail(84, 'Layer mash', 'kg', [2_900, 3_300, 3_750], null),
  ],
  11: [
    detail(71, 'Eggs, large', 'eggs', [1_500, 2_600, 2_400], 1_688, 'Cracked in the store room'),
    detail(72, 'Eggs, medium', 'eggs', [120, 900, 1_020], 0),
    detail(73, 'Grower crumbles', 'kg', [2_000, 0, 800], 1_200),
    detail(74, 'Layer mash', 'kg', [3_350, 3_300, 3_750], 2_900),
  ],
  10: [
    detail(61, 'Eggs, large', 'eggs', [900, 9_800, 9_200], 1_500),
    detail(62, 'Eggs, medium', 'eggs', [300, 4_100, 4_280], 120),
    detail(63, 'Grower crumbles', 'kg', [1_600, 4_800, 4_400], 2_000),
    detail(64, 'Layer mash', 'kg', [3_000, 13_200, 12_810], 3_350, 'A torn bag swept up'),
  ],
};

export const vendorRows = [
  {
    id: 1,
    brand_id: 2,
    name: 'Green Valley Farm Supply',
    contact_name: null,
    email: null,
    phone: null,
    address: null,
    notes: null,
    active: true,
    version: 1,
    labels: {},
    created_at: stamp,
    updated_at: stamp,
  },
  {
    id: 2,
    brand_id: 2,
    name: 'Southern Feed Mills',
    contact_name: null,
    email: null,
    phone: null,
    address: null,
    notes: null,
    active: true,
    version: 1,
    labels: {},
    created_at: stamp,
    updated_at: stamp,
  },
];
