/**
 * The orders' demo rows, planned in memory from a seeded generator and written in batches: 60
 * customers; six months of orders (four a day) over the approved stores' live variants, split by
 * store, each part in the state its age gives it (older ones delivered, about 6 % cancelled,
 * the last days placed, accepted or shipped) with its timeline; refund requests in every state;
 * payables for the past months (paid, and the last month due) made by payable runs; and the
 * statistics' sums. Skipped (customers only) when the stores area seeded no live variant.
 */
import type { Executor, SeedContext } from '@backoffice/server-kit';
import { rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { orderStatusOf, type StoreOrderStatus } from '../../resources/orders/states';
import { formatNumber } from './numbering';
import { writeRunPayables } from './payables';
import { shippingOf } from './placeOrder';
import {
  CANCEL_REASONS,
  CARRIERS,
  CITIES,
  CUSTOMERS,
  DENY_REASONS,
  FIRST_NAMES,
  HISTORY_DAYS,
  LAST_NAMES,
  ORDERS_PER_DAY,
  REFUND_REASONS,
  seeded,
} from './seedPlan';
import { rebuildStats } from './statsLedger';

const BRAND = 9;
const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Inserts rows in batches of 2,000, each batch one JSON parameter read by `json_to_recordset`
 * (a few parameters rather than one per value keeps PGlite fast): `columns` as `name type`.
 */
async function insertRows(
  db: Executor,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  returning?: string,
): Promise<Record<string, unknown>[]> {
  const answered: Record<string, unknown>[] = [];
  const names = columns.map((column) => column.split(' ')[0] as string);
  const list = sql.raw(names.join(', '));
  for (let at = 0; at < rows.length; at += 2000) {
    const batch = rows
      .slice(at, at + 2000)
      .map((row) => Object.fromEntries(names.map((name, i) => [name, row[i] ?? null])));
    const query = sql`insert into ${sql.identifier(table)} (${list})
        select ${list} from json_to_recordset(${JSON.stringify(batch)}::json)
          as x(${sql.raw(columns.join(', '))})`;
    if (returning) {
      answered.push(
        ...(await rowsOf<Record<string, unknown>>(
          db,
          sql`${query} returning ${sql.raw(returning)}`,
        )),
      );
    } else {
      await db.execute(query);
    }
  }
  return answered;
}

interface Variant {
  id: number;
  store_id: number;
  product_id: number;
  name: string;
  sku: string;
  price: number;
}

interface PlannedPart {
  storeId: number;
  letter: string;
  status: StoreOrderStatus;
  subtotal: number;
  shipping: number;
  shippedOn: string | null;
  deliveredOn: string | null;
  tracking: string | null;
  cancelReason: string | null;
  lines: { variant: Variant; quantity: number }[];
}

export async function seedOrders(db: Executor, context: SeedContext): Promise<void> {
  const random = seeded(9_2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const today = Date.UTC(
    context.today.getUTCFullYear(),
    context.today.getUTCMonth(),
    context.today.getUTCDate(),
  );
  const staff = context.users.Manager ?? context.users.Administrator ?? null;

  // Customers.
  const customerRows = Array.from({ length: CUSTOMERS }, (_, i) => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length] as string;
    const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length + i) % LAST_NAMES.length] as string;
    const [city, street] = CITIES[i % CITIES.length] as readonly [string, string];
    const joined = dayOf(today - (HISTORY_DAYS + 200 - i * 5) * DAY);
    return [
      BRAND,
      `${first} ${last}`,
      `${first}.${last}${i + 1}@shopper.test`.toLowerCase(),
      `555201${String(i).padStart(4, '0')}`,
      city,
      street,
      joined,
      i % 9 === 0 ? 'Prefers evening deliveries.' : null,
    ];
  });
  const customers = (
    await insertRows(
      db,
      'evd_customers',
      [
        'brand_id int',
        'name text',
        'email text',
        'phone text',
        'city text',
        'address text',
        'joined_on date',
        'notes text',
      ],
      customerRows,
      'id, city, address',
    )
  ).map((row) => ({ id: Number(row.id), shipTo: `${row.address}, ${row.city}` }));

  const variants = await rowsOf<Variant>(
    db,
    sql`select v.id, v.store_id, v.product_id, p.name || coalesce(' (' || nullif(v.name, '') || ')', '') as name,
               v.sku, v.price
        from evd_product_variants v
        join evd_products p on p.id = v.product_id
        join evd_stores s on s.id = v.store_id
        where v.brand_id = ${BRAND} and p.status = 'approved' and s.status = 'approved'
        order by v.id`,
  );
  const [method] = await rowsOf<{ id: number; fee: number; free_over: number | null }>(
    db,
    sql`select id, fee, free_over from evd_shipping_methods
        where brand_id = ${BRAND} and active order by fee, id limit 1`,
  );
  if (!variants.length || !method) return;
  const shipping = {
    fee: Number(method.fee),
    free_over: method.free_over === null ? null : Number(method.free_over),
  };
  const byStore = new Map<number, Variant[]>();
  for (const v of variants) {
    const list = byStore.get(Number(v.store_id)) ?? [];
    list.push({ ...v, id: Number(v.id), price: Number(v.price), store_id: Number(v.store_id) });
    byStore.set(Number(v.store_id), list);
  }
  const stores = [...byStore.keys()];

  // Orders, oldest first, so numbers follow the days.
  interface PlannedOrder {
    customer: (typeof customers)[number];
    placedOn: string;
    at: number;
    parts: PlannedPart[];
  }
  const orders: PlannedOrder[] = [];
  for (let ago = HISTORY_DAYS; ago >= 0; ago--) {
    const count = ORDERS_PER_DAY + (ago % 7 === 0 ? 2 : 0) - (ago % 5 === 0 ? 1 : 0);
    for (let n = 0; n < count; n++) {
      const placed = today - ago * DAY;
      const at = placed + (8 + n * 2) * 3_600_000 + Math.floor(random() * 3_000_000);
      const storeCount = Math.min(stores.length, random() < 0.6 ? 1 : random() < 0.8 ? 2 : 3);
      const chosen = new Set<number>();
      while (chosen.size < storeCount) chosen.add(pick(stores));
      const parts = [...chosen].map((storeId, i): PlannedPart => {
        const list = byStore.get(storeId) ?? [];
        const lineCount = 1 + Math.floor(random() * Math.min(3, list.length));
        const used = new Set<Variant>();
        while (used.size < lineCount) used.add(pick(list));
        const lines = [...used].map((variant) => ({
          variant,
          quantity: random() < 0.75 ? 1 : 2 + Math.floor(random() * 2),
        }));
        const subtotal = lines.reduce((s, l) => s + l.quantity * l.variant.price, 0);
        // The part's state from its age.
        const roll = random();
        let status: StoreOrderStatus;
        if (roll < 0.06 && ago > 1) status = 'cancelled';
        else if (ago > 12) status = 'delivered';
        else if (ago > 6) status = roll < 0.7 ? 'delivered' : 'shipped';
        else if (ago > 2) status = roll < 0.3 ? 'delivered' : roll < 0.7 ? 'shipped' : 'accepted';
        else status = roll < 0.5 ? 'placed' : 'accepted';
        const shipDays = 1 + Math.floor(random() * 2);
        const deliverDays = shipDays + 2 + Math.floor(random() * 3);
        const shippedOn =
          status === 'shipped' || status === 'delivered'
            ? dayOf(Math.min(today, placed + shipDays * DAY))
            : null;
        const deliveredOn =
          status === 'delivered' ? dayOf(Math.min(today, placed + deliverDays * DAY)) : null;
        return {
          storeId,
          letter: String.fromCharCode(65 + i),
          status,
          subtotal,
          shipping: shippingOf(shipping, subtotal),
          shippedOn,
          deliveredOn,
          tracking: shippedOn ? `${pick(CARRIERS)}-${1_000_000 + orders.length * 7 + i}` : null,
          cancelReason: status === 'cancelled' ? pick(CANCEL_REASONS) : null,
          lines,
        };
      });
      orders.push({ customer: pick(customers), placedOn: dayOf(placed), at, parts });
    }
  }

  const stamp = (ms: number) => new Date(ms).toISOString();
  const orderRows = orders.map((o, i) => {
    const status = orderStatusOf(o.parts.map((p) => p.status));
    const subtotal = o.parts.reduce((s, p) => s + p.subtotal, 0);
    const ship = o.parts.reduce((s, p) => s + p.shipping, 0);
    return [
      BRAND,
      formatNumber('order', i + 1),
      o.customer.id,
      o.placedOn,
      method.id,
      o.customer.shipTo,
      o.parts.length,
      subtotal,
      ship,
      subtotal + ship,
      status,
      status === 'delivered' || status === 'cancelled' ? 0 : 1,
      stamp(o.at),
      stamp(o.at),
    ];
  });
  const orderIdOf = (
    await insertRows(
      db,
      'evd_orders',
      [
        'brand_id int',
        'number text',
        'customer_id int',
        'placed_on date',
        'shipping_method_id int',
        'ship_to text',
        'stores_count int',
        'subtotal int',
        'shipping int',
        'total int',
        'status text',
        'open int',
        'created_at timestamptz',
        'updated_at timestamptz',
      ],
      orderRows,
      'id, number',
    )
  ).reduce((ids, row) => ids.set(String(row.number), Number(row.id)), new Map<string, number>());
  const orderIds = orders.map((_, i) => orderIdOf.get(formatNumber('order', i + 1)) as number);
  await db.execute(
    sql`insert into evd_document_counters (brand_id, type, last_number)
        values (${BRAND}, 'order', ${orders.length})
        on conflict (brand_id, type) do update set last_number = excluded.last_number`,
  );

  // Items (the order as placed) and parts.
  const itemRows: unknown[][] = [];
  const partRows: unknown[][] = [];
  orders.forEach((o, i) => {
    let position = 0;
    const orderId = orderIds[i] as number;
    for (const part of o.parts) {
      for (const line of part.lines) {
        const v = line.variant;
        itemRows.push([
          orderId,
          position++,
          v.id,
          line.quantity,
          v.product_id,
          v.store_id,
          v.name,
          v.sku,
          v.price,
        ]);
      }
      partRows.push([
        BRAND,
        `${formatNumber('order', i + 1)}-${part.letter}`,
        orderId,
        part.storeId,
        o.customer.id,
        o.placedOn,
        part.status,
        part.subtotal,
        part.shipping,
        part.subtotal + part.shipping,
        part.tracking,
        part.shippedOn,
        part.deliveredOn,
        part.cancelReason,
        stamp(o.at),
      ]);
    }
  });
  await insertRows(
    db,
    'evd_order_items',
    [
      'order_id int',
      'position int',
      'variant_id int',
      'quantity int',
      'product_id int',
      'store_id int',
      'name text',
      'sku text',
      'unit_price int',
    ],
    itemRows,
  );
  const partIdOf = (
    await insertRows(
      db,
      'evd_store_orders',
      [
        'brand_id int',
        'number text',
        'order_id int',
        'store_id int',
        'customer_id int',
        'placed_on date',
        'status text',
        'subtotal int',
        'shipping int',
        'total int',
        'tracking_number text',
        'shipped_on date',
        'delivered_on date',
        'cancel_reason text',
        'created_at timestamptz',
      ],
      partRows,
      'id, number',
    )
  ).reduce((ids, row) => ids.set(String(row.number), Number(row.id)), new Map<string, number>());

  // Part lines and the timeline.
  const lineRows: unknown[][] = [];
  const eventRows: unknown[][] = [];
  const parts: { id: number; part: PlannedPart; order: PlannedOrder; orderId: number }[] = [];
  orders.forEach((o, i) => {
    const orderId = orderIds[i] as number;
    eventRows.push([
      orderId,
      null,
      'placed',
      'place',
      null,
      o.parts.length === 1 ? 'One store' : `Split between ${o.parts.length} stores`,
      stamp(o.at),
    ]);
    for (const part of o.parts) {
      const id = partIdOf.get(`${formatNumber('order', i + 1)}-${part.letter}`) as number;
      parts.push({ id, part, order: o, orderId });
      part.lines.forEach((line, position) => {
        const v = line.variant;
        lineRows.push([id, position, v.product_id, v.id, v.name, v.sku, line.quantity, v.price]);
      });
      const steps: [string, string, number, string | null][] = [];
      const accepted = o.at + 2 * 3_600_000;
      if (part.status !== 'placed' && part.status !== 'cancelled')
        steps.push(['accepted', 'accept', accepted, null]);
      if (part.status === 'cancelled') {
        steps.push(['cancelled', 'cancel', o.at + 3 * 3_600_000, part.cancelReason]);
      }
      if (part.shippedOn) {
        steps.push([
          'shipped',
          'ship',
          Math.max(accepted + 3_600_000, Date.parse(`${part.shippedOn}T10:00:00Z`)),
          part.tracking ? `Tracking ${part.tracking}` : null,
        ]);
      }
      if (part.deliveredOn) {
        steps.push([
          'delivered',
          'deliver',
          Math.max(accepted + 7_200_000, Date.parse(`${part.deliveredOn}T15:00:00Z`)),
          null,
        ]);
      }
      for (const [status, action, when, note] of steps) {
        eventRows.push([orderId, id, status, action, staff, note, stamp(when)]);
      }
    }
  });
  await insertRows(
    db,
    'evd_store_order_lines',
    [
      'store_order_id int',
      'position int',
      'product_id int',
      'variant_id int',
      'name text',
      'sku text',
      'quantity int',
      'unit_price int',
    ],
    lineRows,
  );
  await insertRows(
    db,
    'evd_order_events',
    [
      'order_id int',
      'store_order_id int',
      'status text',
      'action text',
      'user_id int',
      'note text',
      'at timestamptz',
    ],
    eventRows,
  );

  // Refund requests on delivered parts, in every state.
  const delivered = parts.filter((p) => p.part.status === 'delivered');
  const refundRows: unknown[][] = [];
  const step = Math.max(1, Math.floor(delivered.length / 45));
  let refunds = 0;
  for (let i = 0; i < delivered.length && refunds < 45; i += step) {
    const { id, part, order } = delivered[i] as (typeof delivered)[number];
    const deliveredOn = part.deliveredOn as string;
    const requested = dayOf(Math.min(today, Date.parse(`${deliveredOn}T00:00:00Z`) + 2 * DAY));
    // The latest requests wait for a decision, as do one in five of the others.
    const recent = today - Date.parse(`${requested}T00:00:00Z`) < 10 * DAY;
    const status =
      recent || refunds % 5 === 4 ? 'requested' : refunds % 5 === 3 ? 'denied' : 'approved';
    const first = part.lines[0] as PlannedPart['lines'][number];
    const amount = refunds % 3 === 0 ? part.subtotal + part.shipping : first.variant.price;
    const decided =
      status === 'requested' ? null : dayOf(Date.parse(`${requested}T00:00:00Z`) + 2 * DAY);
    refunds += 1;
    refundRows.push([
      BRAND,
      formatNumber('refund', refunds),
      id,
      part.storeId,
      order.customer.id,
      amount,
      pick(REFUND_REASONS),
      requested,
      status,
      decided,
      status === 'requested' ? null : staff,
      status === 'denied' ? pick(DENY_REASONS) : null,
    ]);
  }
  await insertRows(
    db,
    'evd_refunds',
    [
      'brand_id int',
      'number text',
      'store_order_id int',
      'store_id int',
      'customer_id int',
      'amount int',
      'reason text',
      'requested_on date',
      'status text',
      'decided_on date',
      'decided_by int',
      'decision_reason text',
    ],
    refundRows,
  );
  if (refunds) {
    await db.execute(
      sql`insert into evd_document_counters (brand_id, type, last_number) values (${BRAND}, 'refund', ${refunds})
          on conflict (brand_id, type) do update set last_number = excluded.last_number`,
    );
  }

  // Payables: a run per past month, the last one due, the others paid.
  const now = new Date(today);
  for (let back = 4; back >= 1; back--) {
    const from = dayOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const thru = dayOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 0));
    const [run] = await rowsOf<{ id: number }>(
      db,
      sql`insert into evd_payable_runs (brand_id, label, period_from, period_thru, payables_count,
                                        skipped, total_net)
          values (${BRAND}, ${`${from} to ${thru}`}, ${from}::date, ${thru}::date, 0, 0, 0) returning id`,
    );
    const runId = Number(run?.id);
    const done = await writeRunPayables(db, BRAND, { id: runId, from, thru });
    await db.execute(
      sql`update evd_payable_runs set payables_count = ${done.made}, skipped = ${done.skipped},
                 total_net = ${done.totalNet} where id = ${runId}`,
    );
    if (back > 1) {
      const paidOn = dayOf(Date.parse(`${thru}T00:00:00Z`) + 5 * DAY);
      await db.execute(
        sql`update evd_payables set status = 'paid', paid_on = ${paidOn}::date,
                   reference = 'BT-' || replace(${paidOn}, '-', '') || '-' || lpad(store_id::text, 4, '0'),
                   version = 2
            where run_id = ${runId}`,
      );
    }
  }

  await rebuildStats(db, BRAND);
}
