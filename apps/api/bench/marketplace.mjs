/**
 * The marketplace's statistics and payables at scale, on PostgreSQL only: the server with its
 * demo data on a new database `api_bench_*`, then a year of 1,000,000 order lines in brand 9
 * (1,000 approved stores with 3 products each, 500,000 orders of one store's part with 2 lines,
 * about 94 % delivered, 3 % shipped, 3 % cancelled) written in set-based statements.
 *
 * 1. The statistics' daily and monthly sums rebuilt from those orders (what the orders' writes
 *    keep up one by one), and their size.
 * 2. `GET /api/evd-statistics` for the last 365 days, a quarter and 30 days (each against the
 *    period before): median and slowest of 15 requests.
 * 3. `GET /api/evd-order-report` for last month.
 * 4. A payable run for last month (`POST /api/evd-payable-runs`): one payable per store owed
 *    something, 1,000 stores and more: its time and what it made.
 *
 * Uses the built server (`dist/main.js`) when there is one, else runs `src/main.ts` with tsx.
 * Only figures are printed: nothing passes or fails.
 *
 *   node bench/marketplace.mjs
 *   BENCH_LINES=200000 node bench/marketplace.mjs
 *   BENCH_DATABASE_URL=postgres://...   server to create the bench database on
 *   BENCH_KEEP_DATABASE=1               keep the database afterwards (to EXPLAIN its queries)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import {
  call,
  here,
  main,
  signIn,
  start,
  stop,
  timeRequests,
  withBenchDatabase,
  withDataDir,
} from './lib.mjs';

const BRAND = 9;
const STORES = 1000;
const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const ORDERS = Math.round(LINES / 2);

const ms = (value) => `${value.toFixed(1)} ms`;
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The built server, else the sources run by tsx (no build needed). */
function startApi(env) {
  const built = existsSync(main);
  const script = built ? main : join(here, '..', 'src', 'main.ts');
  const extra = built ? {} : { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import tsx` };
  return start(script, { ...env, ...extra, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
}

async function timed(label, db, query, params = []) {
  const t0 = performance.now();
  const result = await db.query(query, params);
  console.log(`  ${label}: ${ms(performance.now() - t0)}`);
  return result;
}

/** 1,000 approved stores, 3 products and variants each, then a year of orders. */
async function fill(db) {
  console.log(
    `filling brand ${BRAND}: ${STORES} stores, ${LINES.toLocaleString('en')} order lines`,
  );
  const seller = (
    await db.query(
      `insert into evd_sellers (brand_id, name, email, status, joined_on)
       values ($1, 'Bench Seller', 'bench-seller@example.test', 'active', current_date) returning id`,
      [BRAND],
    )
  ).rows[0].id;
  await timed(
    'stores, products, variants',
    db,
    `with s as (
       insert into evd_stores (brand_id, seller_id, name, slug, email, plan, status)
       select $1, $2, 'Bench Store ' || g, 'bench-store-' || g, 'bench' || g || '@example.test',
              'basic', 'approved'
       from generate_series(1, ${STORES}) g returning id),
     p as (
       insert into evd_products (brand_id, store_id, category_id, name, price, status)
       select $1, s.id, (select min(id) from evd_categories where brand_id = $1),
              'Bench product ' || s.id || '-' || k, 500 + (s.id * 7 + k * 13) % 5000, 'approved'
       from s cross join generate_series(1, 3) k returning id, store_id, price)
     insert into evd_product_variants (brand_id, store_id, product_id, sku, name, price, stock)
     select $1, p.store_id, p.id, 'BENCH-' || p.id, '', p.price, 1000000 from p`,
    [BRAND, seller],
  );
  const method = (
    await db.query('select id from evd_shipping_methods where brand_id = $1 order by id limit 1', [
      BRAND,
    ])
  ).rows[0]?.id;
  // The catalogue as arrays in (store, product) order: store i's products are 3i-2 .. 3i.
  const catalogue = `k as (select
      array(select v.id from evd_product_variants v where v.sku like 'BENCH-%'
            order by v.store_id, v.product_id) as variants,
      array(select v.product_id from evd_product_variants v where v.sku like 'BENCH-%'
            order by v.store_id, v.product_id) as products,
      array(select v.store_id from evd_product_variants v where v.sku like 'BENCH-%'
            order by v.store_id, v.product_id) as stores,
      array(select v.price from evd_product_variants v where v.sku like 'BENCH-%'
            order by v.store_id, v.product_id) as prices,
      array(select id from evd_customers where brand_id = ${BRAND} order by id) as customers)`;
  // Order g: store (g × 7919) % 1000, lines two of its 3 products; placed g % 365 days ago.
  const pickOf = (g) => `((((${g})::bigint * 7919) % ${STORES})::int * 3)`;
  const pick = pickOf('g');
  const a = `k.prices[${pick} + 1 + g % 3]`;
  const b = `k.prices[${pick} + 1 + (g + 1) % 3]`;
  await timed(
    `${ORDERS.toLocaleString('en')} orders`,
    db,
    `with ${catalogue}
     insert into evd_orders (brand_id, number, customer_id, placed_on, shipping_method_id, ship_to,
                             stores_count, subtotal, shipping, total, status, open, created_at,
                             updated_at)
     select $1, 'BENCH-' || g, k.customers[1 + g % cardinality(k.customers)],
            current_date - (g % 365), $2, 'Bench street', 1, ${a} + ${b}, 500, ${a} + ${b} + 500,
            case when g % 100 < 3 then 'cancelled' when g % 100 < 6 then 'shipped' else 'delivered' end,
            case when g % 100 between 3 and 5 then 1 else 0 end,
            now() - (g % 365) * interval '1 day', now() - (g % 365) * interval '1 day'
     from generate_series(1, ${ORDERS}) g cross join k`,
    [BRAND, method],
  );
  await timed(
    `${ORDERS.toLocaleString('en')} store parts`,
    db,
    `with ${catalogue}
     insert into evd_store_orders (brand_id, number, order_id, store_id, customer_id, placed_on,
                                   status, subtotal, shipping, total, shipped_on, delivered_on)
     select $1, o.number || '-A', o.id, k.stores[${pickOf('o.g')} + 1], o.customer_id,
            o.placed_on,
            case o.status when 'processing' then 'accepted' when 'placed' then 'placed'
                          else o.status end,
            o.subtotal, 500, o.total,
            case when o.status in ('shipped', 'delivered') then least(o.placed_on + 1, current_date) end,
            case when o.status = 'delivered' then least(o.placed_on + 3, current_date) end
     from (select *, substr(number, 7)::int as g from evd_orders
           where brand_id = $1 and number like 'BENCH-%') o cross join k`,
    [BRAND],
  );
  await timed(
    `${LINES.toLocaleString('en')} order lines`,
    db,
    `with ${catalogue}
     insert into evd_store_order_lines (store_order_id, position, product_id, variant_id, name, sku,
                                        quantity, unit_price)
     select so.id, n, k.products[i], k.variants[i], 'Bench product', 'BENCH', 1, k.prices[i]
     from (select so.id, substr(so.number, 7, length(so.number) - 8)::int as g
           from evd_store_orders so where so.brand_id = $1 and so.number like 'BENCH-%') so
     cross join k
     cross join generate_series(0, 1) n
     cross join lateral (select ${pickOf('so.g')} + 1 + (so.g + n) % 3 as i) x`,
    [BRAND],
  );
  await timed(
    'vacuum analyze',
    db,
    'vacuum analyze evd_orders, evd_store_orders, evd_store_order_lines',
  );
}

/** The statistics' sums rebuilt from the orders (the statements of `rebuildStats`). */
async function rebuildSums(db) {
  console.log('statistics sums (daily and monthly) rebuilt from the orders:');
  const t0 = performance.now();
  for (const table of ['evd_stat_totals', 'evd_stat_stores', 'evd_stat_products']) {
    await db.query(`delete from ${table} where brand_id = $1`, [BRAND]);
  }
  for (const [grain, bucket] of [
    ['day', 'so.placed_on'],
    ['month', "date_trunc('month', so.placed_on)::date"],
  ]) {
    await db.query(
      `insert into evd_stat_stores (brand_id, grain, bucket, store_id, orders, sales)
       select $1, $2, ${bucket}, so.store_id, count(*), sum(so.subtotal) from evd_store_orders so
       where so.brand_id = $1 and so.status <> 'cancelled' group by 3, so.store_id`,
      [BRAND, grain],
    );
    await db.query(
      `insert into evd_stat_totals (brand_id, grain, bucket, orders, sales)
       select $1, $2, ${bucket}, count(distinct so.order_id), sum(so.subtotal)
       from evd_store_orders so where so.brand_id = $1 and so.status <> 'cancelled' group by 3`,
      [BRAND, grain],
    );
    await db.query(
      `insert into evd_stat_products (brand_id, grain, bucket, product_id, store_id, quantity, sales)
       select $1, $2, ${bucket}, l.product_id, min(so.store_id), sum(l.quantity),
              sum(l.quantity::bigint * l.unit_price)
       from evd_store_orders so join evd_store_order_lines l on l.store_order_id = so.id
       where so.brand_id = $1 and so.status <> 'cancelled' group by 3, l.product_id`,
      [BRAND, grain],
    );
  }
  await db.query('vacuum analyze evd_stat_totals, evd_stat_stores, evd_stat_products');
  const sizes = await db.query(
    `select 'stores' as t, grain, count(*)::int as n from evd_stat_stores where brand_id = $1 group by grain
     union all select 'products', grain, count(*)::int from evd_stat_products where brand_id = $1 group by grain
     order by 1, 2`,
    [BRAND],
  );
  console.log(
    `  rebuilt in ${ms(performance.now() - t0)}: ${sizes.rows.map((r) => `${r.t}/${r.grain} ${r.n.toLocaleString('en')}`).join(', ')} rows`,
  );
}

async function run(url) {
  return withDataDir(async (dataDir) => {
    const server = await startApi({ DATA_DIR: dataDir, DATABASE_URL: url });
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const base = server.url;
      await fill(db);
      await rebuildSums(db);
      const lines = (
        await db.query(
          `select count(*)::int as n from evd_store_order_lines l
           join evd_store_orders so on so.id = l.store_order_id where so.brand_id = $1`,
          [BRAND],
        )
      ).rows[0].n;
      const jar = await signIn(base, { brand: BRAND });
      console.log(`statistics over ${lines.toLocaleString('en')} order lines (15 requests each):`);
      for (const [label, from] of [
        ['last 365 days', day(-364)],
        ['last quarter (91 days)', day(-90)],
        ['last 30 days', day(-29)],
      ]) {
        const path = `/api/evd-statistics?fromDate=${from}&thruDate=${day(0)}`;
        const answer = await (await call(base, jar, 'GET', path)).json();
        const t = await timeRequests(base, jar, path);
        console.log(
          `  ${label}: median ${ms(t.median)}, slowest ${ms(t.max)} ` +
            `(${answer.current.orders.toLocaleString('en')} orders, $${(answer.current.sales / 100).toLocaleString('en')})`,
        );
      }
      const now = new Date();
      const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
        .toISOString()
        .slice(0, 10);
      const thru = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0))
        .toISOString()
        .slice(0, 10);
      const report = await timeRequests(
        base,
        jar,
        `/api/evd-order-report?fromDate=${from}&thruDate=${thru}`,
        5,
      );
      console.log(
        `order report, ${from} to ${thru}: median ${ms(report.median)}, slowest ${ms(report.max)}`,
      );
      await db.query(`delete from evd_payables where brand_id = $1 and period_thru >= $2::date`, [
        BRAND,
        from,
      ]);
      const t0 = performance.now();
      const res = await call(
        base,
        jar,
        'POST',
        '/api/evd-payable-runs',
        new URLSearchParams({ period_from: from, period_thru: thru }).toString(),
      );
      const elapsed = performance.now() - t0;
      const body = await res.json();
      if (res.status !== 201) throw new Error(`payable run: ${res.status} ${JSON.stringify(body)}`);
      console.log(
        `payable run ${from} to ${thru}: ${ms(elapsed)}, ${body.data.payables_count.toLocaleString('en')} payables, ` +
          `$${(body.data.total_net / 100).toLocaleString('en')} net, ${body.data.skipped} skipped`,
      );
    } finally {
      await db.end();
      await stop(server);
    }
  });
}

await withBenchDatabase(run);
