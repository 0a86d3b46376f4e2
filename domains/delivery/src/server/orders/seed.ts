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

/**
 * The brand's catalogue as one row `k` of arrays in id order, for picking by `1 + n % count`
 * without a join per order.
 */
const CATALOGUE = sql`k as (select
    array(select id from jfd_customers where brand_id = ${BRAND} order by id) as cust,
    array(select address from jfd_customers where brand_id = ${BRAND} order by id) as addr,
    array(select zone_id from jfd_delivery_fees where brand_id = ${BRAND} order by id) as zones,
    array(select shipping_speed_id from jfd_delivery_fees where brand_id = ${BRAND} order by id)
      as speeds,
    array(select f.fee + s.surcharge from jfd_delivery_fees f
          join jfd_shipping_speeds s on s.id = f.shipping_speed_id
          where f.brand_id = ${BRAND} order by f.id) as fees,
    array(select id from jfd_pickup_locations where brand_id = ${BRAND} and active order by id)
      as locs,
    array(select coalesce((select p.fee from jfd_pickup_fees p where p.pickup_location_id = l.id), 0)
          from jfd_pickup_locations l where l.brand_id = ${BRAND} and l.active order by l.id)
      as loc_fees,
    array(select id from jfd_drivers where brand_id = ${BRAND} order by id) as drivers,
    array(select user_id from jfd_drivers where brand_id = ${BRAND} order by id) as driver_users,
    array(select id from jfd_products where brand_id = ${BRAND} and active order by id) as prods,
    array(select price from jfd_products where brand_id = ${BRAND} and active order by id)
      as prices,
    array(select id from jfd_addons where brand_id = ${BRAND} and active order by id) as adds,
    array(select price from jfd_addons where brand_id = ${BRAND} and active order by id)
      as add_prices)`;

/** Element `1 + n % count` of one of the catalogue's arrays (null when it is empty). */
const nth = (list: string, n: SQL) =>
  sql`k.${sql.identifier(list)}[1 + (${n}) % greatest(cardinality(k.${sql.identifier(list)}), 1)]`;

/**
 * The lines of order number `n`, as rows `(i, product_id, price, quantity, addon_id,
 * addon_price)`: 1 to 4 lines, products spread over the catalogue, an add-on on one line in six.
 * The order's subtotal and its line rows both read them, so they always agree.
 */
const linesOf = (n: SQL) => sql`
  select i, ${nth('prods', sql`${n} * 7 + i * 31`)} as product_id,
         ${nth('prices', sql`${n} * 7 + i * 31`)} as price, 1 + (${n} + i) % 3 as quantity,
         case when (${n} + i) % 6 = 0 then ${nth('adds', sql`${n} + i`)} end as addon_id,
         case when (${n} + i) % 6 = 0 then coalesce(${nth('add_prices', sql`${n} + i`)}, 0)
              else 0 end as addon_price
  from generate_series(0, ${n} % 4) i`;

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
  const delivery = sql`d.kind = 'delivery'`;
  return sql`with ${CATALOGUE}, ${planTable()}, s as (${source}),
    d as (
      select s.*, case
               when s.driver_user_id is not null
                 then array_position(k.driver_users, s.driver_user_id)
               when s.assigned then 1 + s.n % greatest(cardinality(k.drivers), 1)
             end as driver_at
      from s cross join k),
    o as (
      select d.*, ${nth('cust', sql`d.n * 13`)} as customer_id, ${nth('addr', sql`d.n * 13`)} as address,
             ${nth('zones', sql`d.n * 7`)} as zone_id, ${nth('speeds', sql`d.n * 7`)} as shipping_speed_id,
             ${nth('locs', sql`d.n`)} as location_id,
             k.drivers[d.driver_at] as driver_id, k.driver_users[d.driver_at] as driver_user,
             case when ${delivery} then ${nth('fees', sql`d.n * 7`)} else 0 end as delivery_fee,
             case when ${delivery} then 0 else ${nth('loc_fees', sql`d.n`)} end as pickup_fee,
             (select sum(x.quantity * (x.price + x.addon_price)) from (${linesOf(sql`d.n`)}) x)
               as subtotal
      from d cross join k),
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
    cross join k
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
           case s.action when 'cancel' then o.cancel_reason
                         when 'assign-driver' then 'Assigned to ' || d.name end,
           o.created_at + s.minutes * interval '1 minute'
    from jfd_orders o join steps s on s.plan = ${planOf(sql`o.status`, sql`o.driver_id`)}
    left join jfd_drivers d on d.id = o.driver_id
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
  // The live orders were placed in the hours before the seed's moment.
  const now = context.today;
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
