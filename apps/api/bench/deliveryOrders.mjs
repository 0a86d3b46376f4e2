/**
 * The delivery brand's orders under load, on PostgreSQL only: the built server (`dist/main.js`)
 * with its demo data on a new database `api_bench_*`, then 1,000,000 orders in brand 8.
 *
 * 1. Placement: 50 dispatchers, each with a session of their own, post random realistic orders
 *    (`scripts/place-orders.mjs`'s) for BENCH_DURATION seconds (10 by default).
 * 2. Transitions: 50 sessions confirm placed orders, each request a different order.
 *    Both print requests per second, p50, p99 and the answers that were not 2xx.
 * 3. The dispatcher's board: the first and the last page (15 a page) of the orders in a state,
 *    and of all of them, median and slowest of 15 requests each.
 * 4. Realtime: a websocket subscribed to `jfd-order-updates` as the dispatcher; 200 orders
 *    confirmed one after the other; from sending each request to its event arriving (an upper
 *    bound of commit -> event, as the commit happens in between), p50 and p99.
 *
 * Only figures are printed: nothing passes or fails.
 *
 *   node bench/deliveryOrders.mjs
 *   BENCH_DURATION=5 BENCH_ORDERS=200000 node bench/deliveryOrders.mjs
 *   BENCH_DATABASE_URL=postgres://...   server to create the bench database on
 *   BENCH_KEEP_DATABASE=1               keep the database afterwards (to EXPLAIN its queries)
 */
import pg from 'pg';
import WebSocket from 'ws';
import { loadCatalogue, randomOrder } from '../scripts/place-orders.mjs';
import {
  call,
  connections,
  cookieHeader,
  duration,
  requireBuild,
  signIn,
  startServer,
  stop,
  timeRequests,
  withBenchDatabase,
  withDataDir,
} from './lib.mjs';

const BRAND = 8;
const DISPATCHER = 'dispatcher@backoffice.test';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const PUSHER = {
  PUSHER_APP_ID: 'bench',
  PUSHER_APP_KEY: 'bench-key',
  PUSHER_APP_SECRET: 'bench-s',
};

const ms = (value) => `${value.toFixed(1)} ms`;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * Each session sends `request(session)` in a loop until the time is up (or it answers null):
 * requests per second, p50 and p99 in ms, and the answers that were not 2xx.
 */
async function underLoad(base, sessions, request) {
  const timings = [];
  const refused = new Map();
  const begin = performance.now();
  const end = begin + duration * 1000;
  const worker = async (jar) => {
    for (let next = request(); next && performance.now() < end; next = request()) {
      const sent = performance.now();
      const res = await call(base, jar, 'POST', next.path, next.body);
      const text = await res.text();
      timings.push(performance.now() - sent);
      if (res.status >= 300) {
        const key = `${res.status} ${text.slice(0, 100)}`;
        refused.set(key, (refused.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(sessions.map(worker));
  const seconds = (performance.now() - begin) / 1000;
  timings.sort((a, b) => a - b);
  return {
    rps: Math.round(timings.length / seconds),
    p50: quantile(timings, 0.5),
    p99: quantile(timings, 0.99),
    refused,
  };
}

function report(title, result) {
  console.log(`${title}: ${result.rps} req/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}`);
  for (const [answer, count] of result.refused) console.log(`  ${count} x ${answer}`);
}

/** Fills brand 8 up to ORDERS orders, 3 % of them placed, with one line each. */
async function fillOrders(db) {
  const { rows } = await db.query('select count(*)::int as n from jfd_orders where brand_id = $1', [
    BRAND,
  ]);
  const missing = ORDERS - rows[0].n;
  if (missing <= 0) return;
  const t0 = performance.now();
  await db.query(
    `with c as (select array_agg(id) as ids from jfd_customers where brand_id = $1),
          f as (select array_agg(zone_id) as zones, array_agg(shipping_speed_id) as speeds,
                       count(*)::int as n from jfd_delivery_fees where brand_id = $1),
          p as (select id, price from jfd_products where brand_id = $1 and active limit 1),
          o as (
            insert into jfd_orders (brand_id, number, customer_id, kind, zone_id, shipping_speed_id,
              slot_date, slot, status, subtotal, discount, refunded, delivery_fee, grocery_fee,
              pickup_fee, total, created_at, updated_at)
            select $1, 'BENCH-' || g, c.ids[1 + g % array_length(c.ids, 1)], 'delivery',
                   f.zones[1 + g % f.n], f.speeds[1 + g % f.n],
                   current_date - (g % 365), '10:00-12:00',
                   case when g % 100 < 3 then 'placed' when g % 100 < 4 then 'confirmed'
                        when g % 100 < 5 then 'cancelled' else 'delivered' end,
                   p.price, 0, 0, 499, 150, 0, p.price + 649,
                   now() - (g % 365) * interval '1 day', now() - (g % 365) * interval '1 day'
            from generate_series(1, $2) g cross join c cross join f cross join p
            returning id)
     insert into jfd_order_lines (order_id, position, product_id, quantity, addon_ids, unit_price,
                                  addons_price, pick_status)
     select o.id, 0, p.id, 1, '{}', p.price, 0, 'pending' from o cross join p`,
    [BRAND, missing],
  );
  // As autovacuum leaves a table in use: statistics, and the visibility map for index-only counts.
  await db.query('vacuum analyze jfd_orders');
  await db.query('vacuum analyze jfd_order_lines');
  console.log(`${missing.toLocaleString('en')} orders added in ${ms(performance.now() - t0)}`);
}

/** Sequential confirmations, each timed from its request to its event on a subscribed socket. */
async function eventLatency(base, jar, ids) {
  const wsUrl = `${base.replace('http', 'ws')}/app/${PUSHER.PUSHER_APP_KEY}?protocol=7`;
  const ws = new WebSocket(wsUrl, { headers: { cookie: cookieHeader(jar) } });
  const arrivals = new Map();
  await new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString());
      if (frame.event === 'pusher:connection_established') {
        ws.send(
          JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'jfd-order-updates' } }),
        );
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        resolve();
      } else if (frame.event === 'pusher:error' || frame.event === 'pusher:subscription_error') {
        reject(new Error(`subscription refused: ${JSON.stringify(frame.data)}`));
      } else if (frame.event === 'jfd-order-updates') {
        arrivals.get(JSON.parse(frame.data).id)?.(performance.now());
      }
    });
  });
  const latencies = [];
  for (const id of ids) {
    const arrived = new Promise((resolve) => arrivals.set(id, resolve));
    const sent = performance.now();
    const res = await call(base, jar, 'POST', `/api/jfd-orders/${id}/confirm`);
    await res.arrayBuffer();
    const at = await Promise.race([arrived, new Promise((r) => setTimeout(() => r(null), 2000))]);
    if (at !== null) latencies.push(at - sent);
  }
  ws.close();
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) };
}

async function run(url) {
  return withDataDir(async (dataDir) => {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url, ...PUSHER });
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const base = server.url;
      await fillOrders(db);
      const sessions = [];
      while (sessions.length < connections) {
        sessions.push(await signIn(base, { email: DISPATCHER, brand: BRAND }));
      }
      const catalogue = await loadCatalogue(base, sessions[0]);
      // No coupons: a used-up coupon's refusals would blur the figures.
      catalogue.coupons = [];
      report(
        `place orders, ${connections} users`,
        await underLoad(base, sessions, () => ({
          path: '/api/jfd-orders',
          body: randomOrder(catalogue),
        })),
      );

      const { rows } = await db.query(
        `select id from jfd_orders where brand_id = $1 and status = 'placed' order by id`,
        [BRAND],
      );
      const placed = rows.map((row) => row.id);
      const latencyIds = placed.splice(0, 200);
      report(
        `confirm orders, ${connections} users`,
        await underLoad(base, sessions, () => {
          const id = placed.pop();
          return id === undefined ? null : { path: `/api/jfd-orders/${id}/confirm`, body: '' };
        }),
      );

      const total = (
        await db.query('select count(*)::int as n from jfd_orders where brand_id = $1', [BRAND])
      ).rows[0].n;
      console.log(`dispatcher board over ${total.toLocaleString('en')} orders (15 a page):`);
      const jar = sessions[0];
      for (const filter of [
        'filter[open]=1', // the board as the app asks it: every open order
        'filter[open]=0', // the history
        'filter[status]=placed',
        'filter[status]=delivered',
        '',
      ]) {
        const first = await call(base, jar, 'GET', `/api/jfd-orders?${filter}`);
        const { last_page: last } = await first.json();
        for (const page of [1, last]) {
          const timed = await timeRequests(base, jar, `/api/jfd-orders?${filter}&page=${page}`);
          const name = filter || 'all states';
          console.log(
            `  ${name}, page ${page}: median ${ms(timed.median)}, slowest ${ms(timed.max)}`,
          );
        }
      }

      const latency = await eventLatency(base, jar, latencyIds);
      console.log(
        `transition -> event on a subscribed socket (${latency.count} confirmations): ` +
          `p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}`,
      );
    } finally {
      await db.end();
      await stop(server);
    }
  });
}

requireBuild();
await withBenchDatabase(run);
