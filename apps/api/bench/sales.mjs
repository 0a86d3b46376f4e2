/**
 * The farm's sales under load, on PostgreSQL only: the built server (`dist/main.js`) on a new
 * database `api_bench_*`, 50 cashiers each with a session of their own in brand 2.
 *
 * 1. 50 connections post new sales for BENCH_DURATION seconds (10 by default): each request a
 *    sale of 1-3 lines with its own Idempotency-Key. Then 50 connections refund one unit of a
 *    line, each request a different sale (sales made beforehand in one SQL statement).
 *    Printed: requests per second, p50, p99, and how many answers were not 2xx.
 *
 * The farm's reports over a year of 100,000 sales are timed by `farmReports.mjs`. Only figures
 * are printed: nothing passes or fails.
 *
 *   node bench/sales.mjs
 *   BENCH_DURATION=5 node bench/sales.mjs
 *   BENCH_DATABASE_URL=postgres://...   server to create the bench database on
 *                                       (default TEST_DATABASE_URL, then the local server)
 *   BENCH_KEEP_DATABASE=1               keep the database afterwards (to EXPLAIN its queries)
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  call,
  connections,
  duration,
  requireBuild,
  signIn,
  startServer,
  stop,
  withBenchDatabase,
  withDataDir,
} from './lib.mjs';

const BRAND = 2;
const MANAGER = 'manager@backoffice.test';
const ITEMS = [
  { name: 'Bench tray of large eggs', unit_price: '900', unit_cost: '540' },
  { name: 'Bench tray of medium eggs', unit_price: '750', unit_cost: '460' },
  { name: 'Bench spent hen', unit_price: '600', unit_cost: '250' },
];
const METHODS = ['cash', 'card', 'bank_transfer', 'mobile_money'];

const today = new Date().toISOString().slice(0, 10);

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const form = (fields) => new URLSearchParams(fields).toString();

/**
 * One connection per session, each posting `next(connection)` in a loop until the time is up.
 * Answers requests per second, p50 and p99 in ms, the 2xx count, and the other answers.
 */
async function hammer(base, sessions, next) {
  const latencies = [];
  const others = new Map();
  let ok = 0;
  const t0 = performance.now();
  const deadline = t0 + duration * 1000;
  await Promise.all(
    sessions.map(async (jar, connection) => {
      while (performance.now() < deadline) {
        const { path, body, headers } = next(connection);
        const sent = performance.now();
        let status;
        try {
          const res = await call(base, jar, 'POST', path, body, headers);
          const text = await res.text();
          status = res.status;
          if (status >= 300) status = `${status} ${text.slice(0, 120)}`;
        } catch (error) {
          status = `error ${error.message}`;
        }
        latencies.push(performance.now() - sent);
        if (typeof status === 'number') ok++;
        else others.set(status, (others.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    rps: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    ok,
    bad: latencies.length - ok,
    others,
  };
}

/** `count` card sales of today, each of 2 lines of 3 units: their ids and their first lines'. */
async function refundableLines(db, itemIds, count) {
  const { rows } = await db.query(
    `with s as (
       insert into jf_sales (brand_id, sold_on, payment_method, status)
       select $1, $2::date, 'card', 'completed' from generate_series(1, $3)
       returning id
     )
     insert into jf_sale_lines (sale_id, position, sale_item_id, name, quantity, unit_price, unit_cost)
     select s.id, k, i.id, i.name, 3, i.unit_price, i.unit_cost
     from s cross join generate_series(0, 1) k
     join jf_sale_items i on i.id = ($4::int[])[1 + k]
     returning id, sale_id, position`,
    [BRAND, today, count, itemIds],
  );
  return rows
    .filter((row) => row.position === 0)
    .map((row) => ({ saleId: Number(row.sale_id), lineId: Number(row.id) }));
}

async function run(url) {
  return withDataDir(async (dataDir) => {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url });
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const base = server.url;
      const first = await signIn(base, { email: MANAGER, brand: BRAND });
      const itemIds = [];
      for (const item of ITEMS) {
        const res = await call(base, first, 'POST', '/api/jf-sale-items', form(item));
        if (res.status !== 201) throw new Error(`sale item: ${res.status} ${await res.text()}`);
        itemIds.push((await res.json()).data.id);
      }
      const sessions = [first];
      while (sessions.length < connections) {
        sessions.push(await signIn(base, { email: MANAGER, brand: BRAND }));
      }

      const sale = () => {
        const fields = { sold_on: today, payment_method: pick(METHODS) };
        if (fields.payment_method === 'cash') fields.amount_tendered = '100000';
        const lines = 1 + Math.floor(Math.random() * 3);
        for (let i = 0; i < lines; i++) {
          fields[`lines[${i}][sale_item_id]`] = String(pick(itemIds));
          fields[`lines[${i}][quantity]`] = String(1 + Math.floor(Math.random() * 5));
        }
        return {
          path: '/api/jf-sales',
          body: form(fields),
          headers: { 'idempotency-key': randomUUID() },
        };
      };
      const before = Number((await db.query('select count(*) from jf_sales')).rows[0].count);
      const creates = await hammer(base, sessions, sale);
      const after = Number((await db.query('select count(*) from jf_sales')).rows[0].count);

      // Enough sales that no two requests refund the same one (each holds 3 units, so a
      // wrap-around would still refund).
      const refundable = await refundableLines(db, itemIds, Math.max(5_000, duration * 2_000));
      let next = 0;
      const refund = () => {
        const { saleId, lineId } = refundable[next++ % refundable.length];
        return {
          path: `/api/jf-sales/${saleId}/refund`,
          body: form({
            reason: 'Cracked in the box',
            restock: '0',
            'lines[0][sale_line_id]': String(lineId),
            'lines[0][quantity]': '1',
          }),
        };
      };
      const refunds = await hammer(base, sessions, refund);

      return { creates, stored: after - before, refunds };
    } finally {
      await db.end();
      await stop(server);
    }
  });
}

requireBuild();
console.log(
  `Sales bench on PostgreSQL: ${connections} cashiers (one session each) in brand ${BRAND}, ${duration} s per run\n`,
);
const result = await withBenchDatabase(run);
if (result) {
  const row = (request, r) => ({
    request,
    'req/s': r.rps,
    'p50 ms': r.p50.toFixed(1),
    'p99 ms': r.p99.toFixed(1),
    '2xx': r.ok,
    'non-2xx/errors': r.bad,
  });
  console.table([
    row('POST /api/jf-sales (1-3 lines)', result.creates),
    row('POST /api/jf-sales/{id}/refund (1 unit)', result.refunds),
  ]);
  console.log(
    `Sales stored by the create run: ${result.stored} (2xx answers: ${result.creates.ok})`,
  );
  for (const [label, r] of [
    ['create', result.creates],
    ['refund', result.refunds],
  ]) {
    for (const [answer, count] of r.others) console.log(`  ${label}: ${count} x ${answer}`);
  }
}
