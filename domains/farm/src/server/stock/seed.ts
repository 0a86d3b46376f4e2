/**
 * The stock area's demo history (`since` to today), in bulk SQL (one statement per table and
 * step):
 *
 * - `seedStockItems` (first of the farm's seed): eggs by grade, Layer mash and Grower crumbles,
 *   egg trays and boxes, a vaccine and a dewormer, with their opening receipts on `since` (the
 *   demo's first day, a 1 January).
 * - `seedStockCounts` (after the sales and the livestock logs have moved stock): the two tray
 *   sale items linked to the large and medium eggs (30 a tray), the lines of the seeded sales
 *   given that link and their sale, void and restocked refund movements; feed received every
 *   Monday, packaging monthly, medicine quarterly, from `since` on; and a weekly count for each
 *   of the last eight whole weeks (closed, reconciled, a few variances), plus the current week's
 *   count in progress.
 */
import { addDays, BRAND } from '@backoffice/contract';
import { type Executor, rowsOf, type SeedContext } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import { mondayOf } from '../../resources/stock/periods';

const brandId = BRAND.poultry;
const list = (parts: SQL[]) => sql.join(parts, sql`, `);
const iso = (date: Date) => date.toISOString().slice(0, 10);

interface SeedItem {
  name: string;
  kind: string;
  grade?: string;
  unit: string;
  reorder: number;
  cost: number;
  /** Received on `since`, the demo's first day. */
  opening: number;
  vendor?: string;
}

export const SEED_STOCK_ITEMS: readonly SeedItem[] = [
  {
    name: 'Eggs, small',
    kind: 'eggs',
    grade: 'small',
    unit: 'eggs',
    reorder: 300,
    cost: 12,
    opening: 0,
  },
  {
    name: 'Eggs, medium',
    kind: 'eggs',
    grade: 'medium',
    unit: 'eggs',
    reorder: 900,
    cost: 15,
    opening: 0,
  },
  {
    name: 'Eggs, large',
    kind: 'eggs',
    grade: 'large',
    unit: 'eggs',
    reorder: 1800,
    cost: 18,
    opening: 0,
  },
  {
    name: 'Eggs, jumbo',
    kind: 'eggs',
    grade: 'jumbo',
    unit: 'eggs',
    reorder: 150,
    cost: 21,
    opening: 0,
  },
  {
    name: 'Layer mash',
    kind: 'feed',
    unit: 'kg',
    reorder: 1500,
    cost: 45,
    opening: 4000,
    vendor: 'Southern Feed Mills',
  },
  {
    name: 'Grower crumbles',
    kind: 'feed',
    unit: 'kg',
    reorder: 500,
    cost: 55,
    opening: 1500,
    vendor: 'Southern Feed Mills',
  },
  {
    name: 'Egg trays (30)',
    kind: 'packaging',
    unit: 'trays',
    reorder: 200,
    cost: 14,
    opening: 1200,
    vendor: 'PackRight Packaging',
  },
  {
    name: 'Egg boxes (12)',
    kind: 'packaging',
    unit: 'boxes',
    reorder: 800,
    cost: 22,
    opening: 600,
    vendor: 'PackRight Packaging',
  },
  {
    name: 'Newcastle vaccine',
    kind: 'medicine',
    unit: 'doses',
    reorder: 1000,
    cost: 4,
    opening: 5000,
    vendor: 'Green Valley Farm Supply',
  },
  {
    name: 'Dewormer',
    kind: 'medicine',
    unit: 'doses',
    reorder: 500,
    cost: 9,
    opening: 2500,
    vendor: 'Green Valley Farm Supply',
  },
];

/**
 * What comes in from `since` on: every `every` (a Monday, the 1st of a month, of a quarter
 * counted from `since`'s month).
 */
const RESTOCK: readonly { name: string; every: 'week' | 'month' | 'quarter'; quantity: number }[] =
  [
    { name: 'Layer mash', every: 'week', quantity: 3300 },
    { name: 'Grower crumbles', every: 'week', quantity: 1200 },
    { name: 'Egg trays (30)', every: 'month', quantity: 400 },
    { name: 'Newcastle vaccine', every: 'quarter', quantity: 2000 },
    { name: 'Dewormer', every: 'quarter', quantity: 1000 },
  ];

/** The seeded sale items that take eggs: 30 of the grade a tray. */
const TRAY_LINKS = [
  { saleItem: 'Tray of large eggs (30)', item: 'Eggs, large' },
  { saleItem: 'Tray of medium eggs (30)', item: 'Eggs, medium' },
] as const;

/** Week `w` of the closed counts' variances (0 the oldest): item, difference, reason. */
const VARIANCES: readonly { week: number; name: string; variance: number; reason: string }[] = [
  { week: 1, name: 'Eggs, large', variance: -12, reason: 'Cracked in the store room' },
  { week: 3, name: 'Egg trays (30)', variance: -25, reason: 'Trays used for farm-gate sales' },
  { week: 4, name: 'Eggs, medium', variance: -6, reason: 'Cracked in the store room' },
  { week: 5, name: 'Layer mash', variance: -40, reason: 'A torn bag swept up' },
  { week: 6, name: 'Eggs, large', variance: 18, reason: 'A tray left out of a collection log' },
];
/** The closed weekly counts before the current week. */
const CLOSED_WEEKS = 8;

async function idsByName(db: Executor, table: string): Promise<Map<string, number>> {
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from ${sql.identifier(table)} where brand_id = ${brandId}`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.id)] as const));
}

interface Receipt {
  day: string;
  item: number;
  quantity: number;
  cost: number;
  vendor: number | null;
  reference: string;
}

/** Receipts and their purchase movements: two statements. */
async function receive(db: Executor, userId: number | null, receipts: Receipt[]): Promise<void> {
  if (!receipts.length) return;
  const made = await rowsOf<{
    id: number;
    inventory_id: number;
    received_on: string;
    quantity: number;
    reference: string;
  }>(
    db,
    sql`insert into jf_stock_receipts
          (brand_id, received_on, inventory_id, quantity, unit_cost, vendor_id, reference)
        values ${list(
          receipts.map(
            (r) =>
              sql`(${brandId}, ${r.day}, ${r.item}, ${r.quantity}, ${r.cost}, ${r.vendor}, ${r.reference})`,
          ),
        )} returning id, inventory_id, received_on::text as received_on, quantity, reference`,
  );
  await db.execute(sql`insert into jf_stock_movements
      (brand_id, inventory_id, moved_on, quantity, source, source_id, note, created_by)
    values ${list(
      made.map(
        (r) =>
          sql`(${brandId}, ${r.inventory_id}, ${r.received_on}, ${r.quantity}, 'purchase', ${r.id},
               ${r.reference}, ${userId})`,
      ),
    )}`);
}

/** The stock items, with what was on the shelves on `since` received that day. */
export async function seedStockItems(db: Executor, context: SeedContext): Promise<void> {
  const items = await rowsOf<{ id: number; name: string }>(
    db,
    sql`insert into jf_inventories
          (brand_id, name, kind, egg_grade, unit, reorder_level, unit_cost, active)
        values ${list(
          SEED_STOCK_ITEMS.map(
            (item) =>
              sql`(${brandId}, ${item.name}, ${item.kind}, ${item.grade ?? null}, ${item.unit},
                   ${item.reorder}, ${item.cost}, true)`,
          ),
        )} returning id, name`,
  );
  const ids = new Map(items.map((item) => [item.name, Number(item.id)] as const));
  const vendors = await idsByName(db, 'vendors');
  const firstDay = iso(context.since);
  await receive(
    db,
    context.users.Manager ?? null,
    SEED_STOCK_ITEMS.filter((item) => item.opening > 0).map((item) => ({
      day: firstDay,
      item: ids.get(item.name) as number,
      quantity: item.opening,
      cost: item.cost,
      vendor: vendors.get(item.vendor ?? '') ?? null,
      reference: 'Opening stock',
    })),
  );
}

/**
 * The days after `since`'s first week up to today that start a week, and the days after `since`'s
 * month that start a month or a quarter (months counted from `since`'s, across a year's end).
 */
function restockDays(every: 'week' | 'month' | 'quarter', since: Date, today: string): string[] {
  const days: string[] = [];
  if (every === 'week') {
    for (let day = mondayOf(addDays(iso(since), 7)); day <= today; day = addDays(day, 7)) {
      days.push(day);
    }
  } else {
    const step = every === 'month' ? 1 : 3;
    for (let month = step; ; month += step) {
      const day = iso(new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + month, 1)));
      if (day > today) break;
      days.push(day);
    }
  }
  return days;
}

/** The seeded sales' stock: the tray items linked, their lines given the link, their movements. */
async function moveSeededSales(db: Executor, items: Map<string, number>): Promise<void> {
  await db.execute(sql`update jf_sale_items s set inventory_id = v.inventory_id, stock_units = 30
    from (values ${list(
      TRAY_LINKS.map((link) => sql`(${link.saleItem}, ${items.get(link.item) ?? null}::int)`),
    )}) as v(name, inventory_id)
    where s.brand_id = ${brandId} and s.name = v.name`);
  await db.execute(sql`update jf_sale_lines l
    set inventory_id = s.inventory_id, stock_units = coalesce(s.stock_units, 1)
    from jf_sale_items s, jf_sales sa
    where s.id = l.sale_item_id and sa.id = l.sale_id and sa.brand_id = ${brandId}
      and s.inventory_id is not null and l.inventory_id is null`);
  // Each sale's lines out; a voided sale's back in; a restocked refund's returned units back in.
  await db.execute(sql`insert into jf_stock_movements
      (brand_id, inventory_id, moved_on, quantity, source, source_id)
    select ${brandId}::int, l.inventory_id, sa.sold_on, -l.quantity::bigint * l.stock_units, 'sale', sa.id
      from jf_sale_lines l join jf_sales sa on sa.id = l.sale_id
      where sa.brand_id = ${brandId} and l.inventory_id is not null
    union all
    select ${brandId}::int, l.inventory_id, sa.sold_on, l.quantity::bigint * l.stock_units, 'sale_void', sa.id
      from jf_sale_lines l join jf_sales sa on sa.id = l.sale_id
      where sa.brand_id = ${brandId} and sa.status = 'voided' and l.inventory_id is not null
    union all
    select ${brandId}::int, l.inventory_id, r.refunded_on, rl.quantity::bigint * l.stock_units, 'refund', r.id
      from jf_sale_refund_lines rl join jf_sale_refunds r on r.id = rl.refund_id
      join jf_sale_lines l on l.id = rl.sale_line_id join jf_sales sa on sa.id = r.sale_id
      where sa.brand_id = ${brandId} and r.restock and l.inventory_id is not null`);
}

/** Feed, packaging and medicine received from `since` to today. */
async function receiveTheYear(db: Executor, context: SeedContext, items: Map<string, number>) {
  const vendors = await idsByName(db, 'vendors');
  const today = iso(context.today);
  await receive(
    db,
    context.users.Manager ?? null,
    RESTOCK.flatMap((restock) => {
      const item = SEED_STOCK_ITEMS.find((seed) => seed.name === restock.name) as SeedItem;
      return restockDays(restock.every, context.since, today).map((day, i) => ({
        day,
        item: items.get(restock.name) as number,
        quantity: restock.quantity,
        cost: item.cost,
        vendor: vendors.get(item.vendor ?? '') ?? null,
        reference: `PO-${day.replaceAll('-', '')}-${item.kind.slice(0, 2).toUpperCase()}${i + 1}`,
      }));
    }),
  );
}

interface Flow {
  inventory_id: number;
  bucket: number;
  received: string | number;
  used: string | number;
}

/**
 * The counts: each week's figures from the movements (one query), carried week to week in
 * code (a week's opening takes the previous count's adjustment), then the counts, their
 * details and their adjustments in three statements.
 */
async function countTheWeeks(db: Executor, context: SeedContext, items: Map<string, number>) {
  const today = iso(context.today);
  const current = mondayOf(today);
  const first = addDays(current, -7 * CLOSED_WEEKS);
  const weeks = Array.from({ length: CLOSED_WEEKS + 1 }, (_, w) => addDays(first, 7 * w));
  const userId = context.users.Manager ?? null;
  // bucket -1: before the first week (the opening); 0..8: the weeks.
  const flows = await rowsOf<Flow>(
    db,
    sql`select inventory_id,
          case when moved_on < ${first}::date then -1
               else ((moved_on - ${first}::date) / 7)::int end as bucket,
          coalesce(sum(quantity) filter (where quantity > 0), 0) as received,
          coalesce(-sum(quantity) filter (where quantity < 0), 0) as used
        from jf_stock_movements
        where brand_id = ${brandId} and source <> 'count'
          and moved_on <= ${addDays(current, 6)}::date
        group by 1, 2`,
  );
  const flow = new Map(flows.map((f) => [`${f.inventory_id}:${f.bucket}`, f] as const));
  const logs = await rowsOf<{ id: number; starts_on: string }>(
    db,
    sql`insert into jf_inventory_logs (brand_id, period, starts_on, ends_on, status, notes)
        values ${list(
          weeks.map(
            (monday, w) =>
              sql`(${brandId}, 'week', ${monday}, ${addDays(monday, 6)},
                   ${w < CLOSED_WEEKS ? 'closed' : 'open'},
                   ${w < CLOSED_WEEKS ? 'Sunday evening count' : 'Counting in progress'})`,
          ),
        )} returning id, starts_on::text as starts_on`,
  );
  const logOf = new Map(logs.map((log) => [log.starts_on, Number(log.id)] as const));
  const details: SQL[] = [];
  const adjustments: {
    key: string;
    item: number;
    day: string;
    quantity: number;
    reason: string;
  }[] = [];
  const names = [...items.keys()].sort();
  for (const name of names) {
    const item = items.get(name) as number;
    const opening0 = flow.get(`${item}:-1`);
    let onHand = Number(opening0?.received ?? 0) - Number(opening0?.used ?? 0);
    weeks.forEach((monday, w) => {
      const f = flow.get(`${item}:${w}`);
      const received = Number(f?.received ?? 0);
      const used = Number(f?.used ?? 0);
      const expected = onHand + received - used;
      const log = logOf.get(monday);
      // The open count: the first three items (by name) counted so far.
      const reconciled = w < CLOSED_WEEKS || names.indexOf(name) < 3;
      if (!reconciled) {
        details.push(sql`(${log}, ${item}, null, null, null, null, null, null, null, null)`);
        return;
      }
      const planned = VARIANCES.find((v) => v.week === w && v.name === name);
      let counted = expected + (planned?.variance ?? 0);
      let reason = planned?.reason ?? null;
      if (counted < 0) {
        counted = 0;
        reason = 'Sold before the day’s collection was entered';
      }
      const variance = counted - expected;
      details.push(
        sql`(${log}, ${item}, ${onHand}, ${received}, ${used}, ${expected}, ${counted}, ${reason},
             ${`${addDays(monday, 6)}T18:00:00Z`}, ${userId})`,
      );
      if (variance !== 0) {
        adjustments.push({
          key: `${log}:${item}`,
          item,
          day: addDays(monday, 6),
          quantity: variance,
          reason: reason ?? '',
        });
      }
      onHand = counted;
    });
  }
  const made = await rowsOf<{ id: number; log_id: number; inventory_id: number }>(
    db,
    sql`insert into jf_inventory_log_details
          (log_id, inventory_id, opening, received, used, expected, counted, reason,
           reconciled_at, reconciled_by)
        values ${list(details)} returning id, log_id, inventory_id`,
  );
  const detailOf = new Map<string, number>(
    made.map((d) => [`${d.log_id}:${d.inventory_id}`, Number(d.id)]),
  );
  if (!adjustments.length) return;
  await db.execute(sql`insert into jf_stock_movements
      (brand_id, inventory_id, moved_on, quantity, source, source_id, note, created_by)
    values ${list(
      adjustments.map(
        (a) =>
          sql`(${brandId}, ${a.item}, ${a.day}, ${a.quantity}, 'count', ${detailOf.get(a.key) ?? null},
               ${a.reason}, ${userId})`,
      ),
    )}`);
}

/** The movements of the seeded sales, purchases received, and the weekly counts. */
export async function seedStockCounts(db: Executor, context: SeedContext): Promise<void> {
  const items = new Map(
    [...(await idsByName(db, 'jf_inventories'))].filter(([name]) =>
      SEED_STOCK_ITEMS.some((item) => item.name === name),
    ),
  );
  await moveSeededSales(db, items);
  await receiveTheYear(db, context, items);
  await countTheWeeks(db, context, items);
}
