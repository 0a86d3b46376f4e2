/**
 * The livestock stories' data: three flocks, two feed types with their cost history and stock
 * items, a week of egg collection logs (their figures computed as the server computes them) and
 * feeding logs.
 */
import { APP_VERSION, type User } from '@backoffice/contract';
import { eggTotals } from '../../resources/livestock/eggCollectionLogs';
import { feedingCost } from '../../resources/livestock/layerFeedingLogs';
import type { EggLog, Flock } from '../livestock/eggLogTypes';
import type { CostChange } from '../livestock/feedCost';

const stamp = '2025-03-14T07:30:00.000Z';
const meta = { brand_id: 2, version: 1, created_at: stamp, updated_at: stamp };

/** A farm hand: keeps the flocks, their feed and their daily logs. */
export const farmHand: User = {
  id: 31,
  first_name: 'Ama',
  initials: 'AO',
  profile_photo: null,
  role: 'Manager',
  active_brand_id: 2,
  brands: [2],
  permissions: [
    'access_egg_collection_logs',
    'access_feeding_logs',
    'manage_livestock',
    'manage_feed_types',
    'access_inventories',
  ],
  app_version: APP_VERSION,
};

export const flocks: Flock[] = [
  {
    id: 1,
    name: 'Flock A (House 1)',
    breed: 'ISA Brown',
    house: 'House 1',
    bird_count: 2090,
    acquired_on: '2024-03-15',
    status: 'laying',
    labels: {},
    ...meta,
  },
  {
    id: 2,
    name: 'Flock B (House 2)',
    breed: 'Lohmann Brown',
    house: 'House 2',
    bird_count: 1942,
    acquired_on: '2024-08-01',
    status: 'laying',
    labels: {},
    ...meta,
  },
  {
    id: 3,
    name: 'Flock C (House 3)',
    breed: 'ISA Brown pullets',
    house: 'House 3',
    bird_count: 2400,
    acquired_on: '2025-01-01',
    status: 'growing',
    labels: {},
    ...meta,
  },
];

export const inventories = [
  { id: 11, name: 'Layer mash', kind: 'feed', unit: 'kg' },
  { id: 12, name: 'Grower crumbles', kind: 'feed', unit: 'kg' },
].map((item) => ({
  ...item,
  egg_grade: null,
  reorder_level: 500,
  unit_cost: 45,
  active: true,
  on_hand: 2400,
  below_reorder: 0,
  labels: {},
  ...meta,
}));

export const feedTypes = [
  { id: 5, name: 'Layer mash', bag_weight: 50, cost_per_bag: 2480, inventory_id: 11 },
  { id: 6, name: 'Grower crumbles', bag_weight: 25, cost_per_bag: 1375, inventory_id: 12 },
].map((type) => ({
  ...type,
  unit: 'bag',
  labels: { inventory_id: type.name },
  ...meta,
}));

/** Layer mash: $22.50 a bag from 1 January 2025, $24.80 from 10 March 2025. */
export const costHistories: Record<number, CostChange[]> = {
  5: [
    { effective_on: '2025-03-10', cost_per_bag: 2480 },
    { effective_on: '2025-01-01', cost_per_bag: 2250 },
  ],
  6: [{ effective_on: '2025-01-01', cost_per_bag: 1375 }],
};

/** An egg log as the server answers it, its figures computed from its counts. */
export function eggLog(
  id: number,
  day: string,
  flock: Flock,
  counts: Record<string, number>,
  extra: Partial<EggLog> = {},
): EggLog {
  const values = {
    small_trays: 0,
    small_loose: 0,
    medium_trays: 0,
    medium_loose: 0,
    large_trays: 0,
    large_loose: 0,
    jumbo_trays: 0,
    jumbo_loose: 0,
    cracked: 0,
    broken: 0,
    ...counts,
  };
  const totals = eggTotals(values, flock.bird_count);
  return {
    id,
    collected_on: day,
    livestock_id: flock.id,
    ...values,
    notes: null,
    bird_count: flock.bird_count,
    recorded_by: farmHand.id,
    recorded_by_name: 'Ama Owusu',
    good_eggs: totals.good,
    total_eggs: totals.total,
    laying_rate: totals.rate,
    labels: { livestock_id: flock.name },
    ...meta,
    ...extra,
  };
}

const [flockA, flockB] = flocks as [Flock, Flock, Flock];

/**
 * 13 March, Flock A: small 2 trays + 10, medium 18 + 5, large 31 + 12, jumbo 3 trays; 52
 * cracked, 9 broken: 1,647 good eggs, 1,708 in all from 2,090 birds, 81.7 %.
 */
export const eggLogs: EggLog[] = [
  eggLog(
    41,
    '2025-03-13',
    flockA,
    {
      small_trays: 2,
      small_loose: 10,
      medium_trays: 18,
      medium_loose: 5,
      large_trays: 31,
      large_loose: 12,
      jumbo_trays: 3,
      cracked: 52,
      broken: 9,
    },
    { notes: 'Two hens broody in row 4.' },
  ),
  eggLog(42, '2025-03-13', flockB, {
    small_trays: 3,
    medium_trays: 16,
    medium_loose: 20,
    large_trays: 28,
    large_loose: 7,
    jumbo_trays: 2,
    jumbo_loose: 14,
    cracked: 47,
    broken: 6,
  }),
  eggLog(40, '2025-03-12', flockA, {
    small_trays: 2,
    medium_trays: 19,
    large_trays: 32,
    large_loose: 3,
    jumbo_trays: 3,
    jumbo_loose: 8,
    cracked: 50,
    broken: 7,
  }),
  eggLog(39, '2025-03-12', flockB, {
    small_trays: 3,
    small_loose: 4,
    medium_trays: 16,
    large_trays: 29,
    jumbo_trays: 2,
    cracked: 44,
    broken: 5,
  }),
];

/** A feeding log costed at its day's price, as the server does. */
function feeding(id: number, day: string, flock: Flock, feedTypeId: number, quantity: number) {
  const type = feedTypes.find((t) => t.id === feedTypeId)!;
  const history = costHistories[feedTypeId] ?? [];
  const perBag = history.find((change) => change.effective_on <= day)?.cost_per_bag ?? 0;
  return {
    id,
    fed_on: day,
    livestock_id: flock.id,
    feed_type_id: feedTypeId,
    quantity,
    cost: feedingCost(quantity, perBag, type.bag_weight),
    notes: null,
    recorded_by: farmHand.id,
    recorded_by_name: 'Ama Owusu',
    labels: { livestock_id: flock.name, feed_type_id: type.name },
    ...meta,
  };
}

export const feedingLogs = [
  feeding(61, '2025-03-13', flockA, 5, 240),
  feeding(62, '2025-03-13', flockB, 5, 229),
  feeding(63, '2025-03-13', flocks[2]!, 6, 168),
  feeding(58, '2025-03-09', flockA, 5, 241),
];
