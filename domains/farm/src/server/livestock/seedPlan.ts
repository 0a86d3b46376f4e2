/**
 * The livestock area's demo history as plain figures (no database): three flocks, two feed
 * types with a cost change, and for every day from `since` (the demo's first day, 1 January of
 * the year holding the day 90 days before today) to today each laying flock's eggs by grade and
 * each flock's feed. Deterministic, so every install with the same `since` and today shows the
 * same rows.
 */
import { feedingCost } from '../../resources/livestock/layerFeedingLogs';
import { EGG_GRADES, EGGS_PER_TRAY, type EggGrade } from '../../resources/stock/inventories';

export interface SeedFlock {
  name: string;
  breed: string;
  house: string;
  /** Birds on `since`; a few die every month. */
  birds: number;
  /** The day the flock came, from `since`'s year (Flock C on `since` itself). */
  acquiredOn: (year: number) => string;
  status: 'laying' | 'growing';
  /** Hen-day laying rate around which a day's varies (0 for pullets). */
  rate: number;
  feed: 'Layer mash' | 'Grower crumbles';
  /** Grams of feed per bird and day. */
  grams: number;
}

export const SEED_FLOCKS: readonly SeedFlock[] = [
  {
    name: 'Flock A (House 1)',
    breed: 'ISA Brown',
    house: 'House 1',
    birds: 2100,
    acquiredOn: (year) => `${year - 1}-03-15`,
    status: 'laying',
    rate: 0.86,
    feed: 'Layer mash',
    grams: 115,
  },
  {
    name: 'Flock B (House 2)',
    breed: 'Lohmann Brown',
    house: 'House 2',
    birds: 1950,
    acquiredOn: (year) => `${year - 1}-08-01`,
    status: 'laying',
    rate: 0.84,
    feed: 'Layer mash',
    grams: 118,
  },
  {
    name: 'Flock C (House 3)',
    breed: 'ISA Brown pullets',
    house: 'House 3',
    birds: 2400,
    acquiredOn: (year) => `${year}-01-01`,
    status: 'growing',
    rate: 0,
    feed: 'Grower crumbles',
    grams: 70,
  },
];

export interface SeedFeedType {
  name: 'Layer mash' | 'Grower crumbles';
  bagWeight: number;
  /** Cost per bag from `since`, then from the change day (1 July, 1 May of `since`'s year). */
  costs: readonly [number, number];
  changeMonth: number;
}

export const SEED_FEED_TYPES: readonly SeedFeedType[] = [
  { name: 'Layer mash', bagWeight: 50, costs: [2250, 2480], changeMonth: 6 },
  { name: 'Grower crumbles', bagWeight: 25, costs: [1375, 1440], changeMonth: 4 },
];

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Every day from `since` to `today`. */
export function seedDays(since: Date, today: Date): string[] {
  const days: string[] = [];
  const date = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate()));
  for (; iso(date) <= iso(today); date.setUTCDate(date.getUTCDate() + 1)) days.push(iso(date));
  return days;
}

/**
 * A feed type's cost changes: the first day (`since`), and the change day of `since`'s year
 * when it has come; before that day has come, halfway to today, so every demo shows one change.
 */
export function costChanges(feed: SeedFeedType, days: readonly string[]) {
  const first = days[0] as string;
  const year = first.slice(0, 4);
  const planned = `${year}-${String(feed.changeMonth + 1).padStart(2, '0')}-01`;
  const last = days.at(-1) as string;
  const change = planned <= last ? planned : (days[Math.floor(days.length / 2)] as string);
  return change === first
    ? [{ effectiveOn: first, cost: feed.costs[1] }]
    : [
        { effectiveOn: first, cost: feed.costs[0] },
        { effectiveOn: change, cost: feed.costs[1] },
      ];
}

/** A small deterministic wobble in [-1, 1] for day `i` of flock `k`. */
const wobble = (i: number, k: number) =>
  Math.sin(i * 12.9898 + k * 78.233) * 0.5 + Math.sin(i * 0.7 + k) * 0.5;

/** Shares of the day's eggs by grade, then cracked and broken (sum 1). */
const SHARES: Readonly<Record<EggGrade, number>> = {
  small: 0.07,
  medium: 0.3,
  large: 0.53,
  jumbo: 0.06,
};
const CRACKED = 0.03;

export interface SeedEggLog {
  flock: number;
  day: string;
  birds: number;
  counts: Record<string, number>;
}

export interface SeedFeeding {
  flock: number;
  day: string;
  feed: SeedFeedType['name'];
  quantity: number;
  cost: number;
}

/** The flock's birds on day `i` (a bird or two lost every week). */
export const birdsOn = (flock: SeedFlock, i: number) => flock.birds - Math.floor((i * 2) / 7);

/** Each laying flock's daily eggs by grade (trays and loose), cracked and broken. */
export function eggLogs(days: readonly string[]): SeedEggLog[] {
  return SEED_FLOCKS.flatMap((flock, k) =>
    flock.status !== 'laying'
      ? []
      : days.map((day, i) => {
          const birds = birdsOn(flock, i);
          const total = Math.round(birds * (flock.rate + wobble(i, k) * 0.03));
          const counts: Record<string, number> = {};
          let good = 0;
          for (const grade of EGG_GRADES) {
            const eggs = Math.round(total * SHARES[grade]);
            counts[`${grade}_trays`] = Math.floor(eggs / EGGS_PER_TRAY);
            counts[`${grade}_loose`] = eggs % EGGS_PER_TRAY;
            good += eggs;
          }
          counts.cracked = Math.round(total * CRACKED);
          counts.broken = Math.max(total - good - counts.cracked, 0);
          return { flock: k, day, birds, counts };
        }),
  );
}

/** Each flock's daily feed in whole kg, costed at the feed type's cost of that day. */
export function feedings(days: readonly string[]): SeedFeeding[] {
  return SEED_FLOCKS.flatMap((flock, k) => {
    const feed = SEED_FEED_TYPES.find((type) => type.name === flock.feed) as SeedFeedType;
    const changes = costChanges(feed, days);
    return days.map((day, i) => {
      const quantity = Math.round(
        (birdsOn(flock, i) * flock.grams * (1 + wobble(i, k + 5) * 0.02)) / 1000,
      );
      const cost = [...changes].reverse().find((change) => change.effectiveOn <= day)?.cost ?? 0;
      return {
        flock: k,
        day,
        feed: feed.name,
        quantity,
        cost: feedingCost(quantity, cost, feed.bagWeight),
      };
    });
  });
}
