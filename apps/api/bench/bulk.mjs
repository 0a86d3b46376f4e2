/**
 * A bulk action over "all matching" 50,000 records: the built server (`dist/main.js`) with its
 * demo data, on the embedded database (PGlite) and then on PostgreSQL (a new database
 * `api_bench_*`). 50,000 store invoices of the marketplace (brand 9) are written in one SQL
 * statement while the server is stopped: 40,000 open and 10,000 paid, in a period no demo
 * invoice has. Then the administrator voids every invoice of that period in one bulk request
 * (the list's query, never the ids) and the job is polled until it has finished.
 * Printed: rows, the seconds from the request to the finished job, rows per second, and the
 * job's counts. Only figures are printed: nothing passes or fails on time.
 *
 *   node bench/bulk.mjs
 *   BENCH_DATABASE_URL=postgres://...   server to create the bench database on
 *                                       (default TEST_DATABASE_URL, then the local server)
 */
import {
  addRows,
  call,
  requireBuild,
  signIn,
  startServer,
  stop,
  withBenchDatabase,
  withDataDir,
} from './lib.mjs';

const BRAND = 9;
const ROWS = 50_000;
const OPEN = 40_000;
const QUERY = 'filter[period_from][from]=1999-01-01&filter[period_from][to]=1999-12-31';

const INVOICES_SQL = `
  insert into evd_store_invoices (brand_id, store_id, number, period_from, period_thru, amount, status)
  select ${BRAND}, (select min(id) from evd_stores where brand_id = ${BRAND}),
         'BENCH-' || g, date '1999-01-01' + (g % 365), date '1999-01-01' + (g % 365), 1000,
         case when g <= ${OPEN} then 'open' else 'paid' end
  from generate_series(1, ${ROWS}) g`;

async function bulkVoid(env) {
  // The server makes the schema and the demo rows, then stops while the rows are written.
  let server = await startServer(env);
  await stop(server);
  await addRows(env, INVOICES_SQL, 'evd_store_invoices');
  server = await startServer(env);
  try {
    const jar = await signIn(server.url, { brand: BRAND });
    const t0 = performance.now();
    const started = await call(
      server.url,
      jar,
      'POST',
      '/api/evd-store-invoices/bulk',
      new URLSearchParams({ operation: 'void', query: QUERY }).toString(),
    );
    if (started.status !== 202) throw new Error(`bulk: ${started.status} ${await started.text()}`);
    let job = (await started.json()).data;
    while (job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await (await call(server.url, jar, 'GET', `/api/bulk-jobs/${job.id}`)).json()).data;
    }
    const seconds = (performance.now() - t0) / 1000;
    return { job, seconds };
  } finally {
    await stop(server);
  }
}

function print(engine, { job, seconds }) {
  const reasons = job.reasons.map((reason) => `${reason.message} (${reason.count})`).join('; ');
  console.log(
    `${engine.padEnd(10)} ${String(job.total).padStart(6)} rows  ${seconds.toFixed(1).padStart(6)} s  ` +
      `${Math.round(job.total / seconds)
        .toLocaleString('en-US')
        .padStart(7)} rows/s  ` +
      `${job.status}: ${job.succeeded} voided, ${job.failed} not: ${reasons}`,
  );
}

requireBuild();
console.log(`Bulk void of "all matching" ${ROWS.toLocaleString('en-US')} store invoices\n`);

print('PGlite', await withDataDir((dataDir) => bulkVoid({ DATA_DIR: dataDir })));

const postgres = await withBenchDatabase((url) =>
  withDataDir((dataDir) => bulkVoid({ DATA_DIR: dataDir, DATABASE_URL: url })),
);
if (postgres) print('PostgreSQL', postgres);
