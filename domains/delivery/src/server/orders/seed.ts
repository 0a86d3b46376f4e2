/**
 * The orders' demo rows, in a handful of set-based statements (PGlite runs them in well under
 * the seed's budget): about six months of closed orders (delivered, picked up, cancelled), then
 * today's live work for each demo account: orders placed and confirmed for the dispatcher's
 * board, orders to fulfil for the concierge, ready and out-for-delivery orders assigned to the
 * demo driver, and pickups waiting at the counter. Every order gets its lines (priced from the
 * catalogue), its fees and total, its timeline with coherent timestamps, and a number in order.
 */
import type { Executor, SeedContext } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import { ORDER_SLOTS } from '../../resources/orders/states';
import {
  type Actor,
  CANCEL_REASONS,
  HISTORY_DAYS,
  HISTORY_PER_DAY,
  LIVE_ORDERS,
  STEPS_TO,
} from './seedPlan';

const BRAND = 8;
const textArray = (items: readonly (string | number | boolean)[]) => `{${items.join(',')}}`;

/** The brand's catalogue rows numbered from 0, for picking by `n % count`. */
const CATALOGUE = sql`
  cust as (select id, address, row_number() over (order by id) - 1 as rn from jfd_customers
           where brand_id = ${BRAND}),
  fees as (select f.zone_id, f.shipping_speed_id, f.fee + s.surcharge as fee,
                  row_number() over (order by f.id) - 1 as rn
           from jfd_delivery_fees f join jfd_shipping_speeds s on s.id = f.shipping_speed_id
           where f.brand_id = ${BRAND}),
  locs as (select l.id, coalesce(p.fee, 0) as fee, row_number() over (order by l.id) - 1 as rn
           from jfd_pickup_locations l left join jfd_pickup_fees p on p.pickup_location_id = l.id
           where l.brand_id = ${BRAND} and l.active),
  drv as (select id, user_id, row_number() over (order by id) - 1 as rn from jfd_drivers
          where brand_id = ${BRAND}),
  prods as (select id, price, row_number() over (order by id) - 1 as rn from jfd_products
            where brand_id = ${BRAND} and active),
  adds as (select id, price, row_number() over (order by id) - 1 as rn from jfd_addons
           where brand_id = ${BRAND} and active),
  counts as (select (select count(*) from cust) as nc, (select count(*) from fees) as nf,
                    (select count(*) from locs) as nl, (select count(*) from drv) as nd,
                    (select count(*) from prods) as np, (select count(*) from adds) as na)`;

/**
 * The lines of order number `n`, as rows `(i, product, price, quantity, addon, addon_price)`:
 * 1 to 4 lines, products spread over the catalogue, an add-on on one line in six. The order's
 * subtotal and its line rows both read them, so they always agree.
 */
const linesOf = (n: SQL) => sql`
  select i, p.id as product_id, p.price, 1 + (${n} + i) % 3 as quantity, a.id as addon_id,
         coalesce(a.price, 0) as addon_price
  from generate_series(0, ${n} % 4) i
  join prods p on p.rn = (${n} * 7 + i * 31) % k.np
  left join adds a on (${n} + i) % 6 = 0 and a.rn = (${n} + i) % greatest(k.na, 1)`;

/** Each timeline plan's last step (minutes after placement) and its number of steps. */
function planTable(): SQL {
  const rows = Object.entries(STEPS_TO).map(
    ([plan, steps]) => sql`(${plan}, ${steps.at(-1)?.minutes ?? 0}::int, ${steps.length}::int)`,
  );
  return sql`plans (plan, minutes, steps) as (values ${sql.join(rows, sql`, `)})`;
}

/** Which steps an order went through: its state's, a ready order's without a driver apart. */
const planOf = (status: SQL, driver: SQL) =>
  sql`case when ${status} = 'ready' and ${driver} is null then 'ready:unassigned' else ${status} end`;

/** The columns an order takes from its seed row `s` (n, at, kind, status, driver). */
const ORDER_COLUMNS = sql`(brand_id, number, customer_id, kind, zone_id, address, pickup_location_id,
  shipping_speed_id, slot_date, slot, status, driver_id, driver_user_id, pickup_code,
  cancel_reason, subtotal, discount, refunded, delivery_fee, grocery_fee, pickup_fee, total,
  created_at, updated_at, closed_at, version)`;

/** Orders from seed rows `s`, priced, with their last change's time and their version. */
function orderSelect(source: SQL): SQL {
  const slots = textArray(ORDER_SLOTS);
  const reasons = `{${CANCEL_REASONS.map((r) => `"${r}"`).join(',')}}`;
  const delivery = sql`s.kind = 'delivery'`;
  return sql`with ${CATALOGUE}, ${planTable()}, s as (${source}),
    o as (
      select s.*, c.id as customer_id, c.address, f.zone_id, f.shipping_speed_id, l.id as location_id,
             d.id as driver_id, d.user_id as driver_user,
             case when ${delivery} then f.fee else 0 end as delivery_fee,
             case when ${delivery} then 0 else l.fee end as pickup_fee,
             (select sum(x.quantity * (x.price + x.addon_price)) from (${linesOf(sql`s.n`)}) x)
               as subtotal
      from s cross join counts k
      join cust c on c.rn = (s.n * 13) % k.nc
      left join fees f on f.rn = (s.n * 7) % greatest(k.nf, 1)
      left join locs l on l.rn = s.n % greatest(k.nl, 1)
      left join drv d on d.user_id = s.driver_user_id
        or (s.driver_user_id is null and s.assigned and d.rn = s.n % k.nd)),
    priced as (
      select o.*, case when o.kind = 'delivery' then coalesce(
               (select g.fee from jfd_grocery_delivery_fees g where g.brand_id = ${BRAND}
                  and g.min_subtotal <= o.subtotal
                  and (g.max_subtotal is null or o.subtotal < g.max_subtotal)
                order by g.min_subtotal desc limit 1), 0) else 0 end as grocery_fee,
             o.at + p.minutes * interval '1 minute' as last_at, p.steps
      from o join plans p on p.plan = ${planOf(sql`o.status`, sql`o.driver_id`)})
    select ${BRAND}, 'ORD-' || lpad(s.n::text, 6, '0'), s.customer_id, s.kind,
           case when s.kind = 'delivery' then s.zone_id end,
           case when s.kind = 'delivery' then s.address end,
           case when s.kind = 'pickup' then s.location_id end,
           case when s.kind = 'delivery' then s.shipping_speed_id end,
           (s.at at time zone 'UTC')::date,
           (${slots}::text[])[1 + least(5, greatest(0, (extract(hour from s.at at time zone 'UTC')::int - 6) / 2))],
           s.status, s.driver_id, s.driver_user,
           case when s.kind = 'pickup' then lpad(((s.n * 7919) % 1000000)::text, 6, '0') end,
           case when s.status = 'cancelled' then (${reasons}::text[])[1 + s.n % 3] end,
           s.subtotal, 0, 0, s.delivery_fee, s.grocery_fee, s.pickup_fee,
           s.subtotal + s.delivery_fee + s.grocery_fee + s.pickup_fee,
           s.at, s.last_at,
           case when s.status in ('delivered', 'picked_up', 'cancelled')
                then to_char(s.last_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end,
           s.steps
    from priced s
    order by s.n`;
}

/** Six months of closed orders, from 08:00 to about 19:30 UTC each day. */
function historySource(start: Date): SQL {
  const total = HISTORY_DAYS * HISTORY_PER_DAY;
  return sql`select g + 1 as n,
           ${start.toISOString()}::timestamptz + (g / ${HISTORY_PER_DAY}) * interval '1 day'
             + interval '8 hours' + ((g % ${HISTORY_PER_DAY}) * 39) * interval '1 minute' as at,
           case when g % 5 = 0 then 'pickup' else 'delivery' end as kind,
           case when g % 19 = 7 then 'cancelled'
                when g % 5 = 0 then 'picked_up' else 'delivered' end as status,
           null::int as driver_user_id,
           g % 5 <> 0 and g % 19 <> 7 as assigned
         from generate_series(0, ${total - 1}) g`;
}

/** Today's live orders, placed over the last hours, each in its state of the plan. */
function liveSource(first: number, now: Date, driverUserId: number): SQL {
  const rows = LIVE_ORDERS.flatMap(([status, kind, count, mine]) =>
    Array.from({ length: count }, () => ({ status, kind, mine })),
  );
  // The furthest along first: placed longest ago.
  const order = ['out_for_delivery', 'ready', 'fulfilling', 'confirmed', 'placed'];
  rows.sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status));
  return sql`select (${first} + i - 1)::int as n,
           ${now.toISOString()}::timestamptz - ((${rows.length} - i) * 7 + 60) * interval '1 minute' as at,
           kind, status,
           case when mine then ${driverUserId}::int end as driver_user_id,
           status in ('out_for_delivery') and not mine as assigned
         from unnest(${textArray(rows.map((r) => r.status))}::text[],
                     ${textArray(rows.map((r) => r.kind))}::text[],
                     ${textArray(rows.map((r) => r.mine))}::boolean[])
              with ordinality as t(status, kind, mine, i)`;
}

/** The lines and the timeline of the orders with ids above `after`. */
async function completeOrders(db: Executor, after: number, users: Record<Actor, number>) {
  await db.execute(sql`
    with ${CATALOGUE}
    insert into jfd_order_lines (order_id, position, product_id, quantity, addon_ids, unit_price,
                                 addons_price, pick_status)
    select o.id, x.i, x.product_id, x.quantity,
           case when x.addon_id is not null then array[x.addon_id] else '{}'::integer[] end,
           x.price, x.addon_price,
           case when o.status in ('ready', 'out_for_delivery', 'delivered', 'picked_up') then 'found'
                when o.status = 'fulfilling' and x.i = 0 then 'found'
                else 'pending' end
    from (select id, status, substr(number, 5)::int as n from jfd_orders
          where id > ${after} and brand_id = ${BRAND}) o
    cross join counts k
    cross join lateral (${linesOf(sql`o.n`)}) x`);
  const steps = Object.entries(STEPS_TO).flatMap(([plan, list]) =>
    list.map(
      (step, i) =>
        sql`(${plan}, ${i}::int, ${step.action}, ${step.status}, ${step.actor}, ${step.minutes}::int)`,
    ),
  );
  await db.execute(sql`
    with steps (plan, ord, action, status, actor, minutes) as (values ${sql.join(steps, sql`, `)})
    insert into jfd_order_events (order_id, status, action, user_id, note, at)
    select o.id, s.status, s.action,
           case s.actor when 'dispatcher' then ${users.dispatcher}::int
                        when 'concierge' then ${users.concierge}::int
                        else coalesce(o.driver_user_id, ${users.driver}::int) end,
           case when s.action = 'cancel' then o.cancel_reason end,
           o.created_at + s.minutes * interval '1 minute'
    from jfd_orders o join steps s on s.plan = ${planOf(sql`o.status`, sql`o.driver_id`)}
    where o.id > ${after} and o.brand_id = ${BRAND}
    order by o.id, s.ord`);
}

async function lastOrderId(db: Executor): Promise<number> {
  const result = (await db.execute(sql`select coalesce(max(id), 0) as id from jfd_orders`)) as {
    rows: { id: number | string }[];
  };
  return Number(result.rows[0]?.id ?? 0);
}

export async function seedOrders(db: Executor, context: SeedContext): Promise<void> {
  const users: Record<Actor, number> = {
    dispatcher: Number(context.users.Dispatcher),
    concierge: Number(context.users['Shopping Concierge']),
    driver: Number(context.users.Driver),
  };
  const today = new Date(
    Date.UTC(
      context.today.getUTCFullYear(),
      context.today.getUTCMonth(),
      context.today.getUTCDate(),
    ),
  );
  const start = new Date(today.getTime() - HISTORY_DAYS * 86_400_000);
  const after = await lastOrderId(db);
  await db.execute(
    sql`insert into jfd_orders ${ORDER_COLUMNS} ${orderSelect(historySource(start))}`,
  );
  const history = HISTORY_DAYS * HISTORY_PER_DAY;
  // The live orders were placed in the hours before the seed's moment (today, or now).
  const now = context.today.getTime() > Date.now() ? context.today : new Date();
  await db.execute(
    sql`insert into jfd_orders ${ORDER_COLUMNS} ${orderSelect(liveSource(history + 1, now, users.driver))}`,
  );
  await completeOrders(db, after, users);
  await db.execute(
    sql`insert into jfd_order_counters (brand_id, last_number)
        select ${BRAND}, count(*) from jfd_orders where brand_id = ${BRAND}
        on conflict (brand_id) do update set last_number = excluded.last_number`,
  );
}
