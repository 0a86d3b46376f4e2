/**
 * HTTP bench of the built server (`dist/main.js`): requests per second and p50/p99 latency for
 * GET /api/session and GET /api/notices?page=1 with a signed-in session (50 connections, 10 s
 * each), on PGlite and on PostgreSQL, beside a bare Fastify route. Then 1,000,000 notices are
 * added to one brand and the first and last pages are timed.
 *
 *   node bench/http.mjs                 both databases
 *   BENCH_DURATION=5 node bench/http.mjs
 *   BENCH_DATABASE_URL=postgres://...   server to create the bench database on
 *                                       (default TEST_DATABASE_URL, then the local server)
 */
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  addRows,
  call,
  connections,
  cookieHeader,
  duration,
  here,
  requireBuild,
  signIn,
  start,
  startServer,
  stop,
  timeRequests,
  withBenchDatabase,
  withDataDir,
} from './lib.mjs';

const MILLION = 1_000_000;
const BENCH_BRAND = 1;

async function load(url, headers = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad,
  };
}

const MILLION_SQL = `insert into notices (brand_id, title, details, level, published, created_at, updated_at)
  select ${BENCH_BRAND}, 'Bench notice ' || g, '<p>Generated notice number ' || g || '.</p>',
    (array['Normal','Important','Urgent'])[1 + g % 3], true,
    now() - make_interval(secs => ${MILLION} - g), now() - make_interval(secs => ${MILLION} - g)
  from generate_series(1, ${MILLION}) g`;

async function runEngine(name, env) {
  const rows = [];
  let server = await startServer(env);
  try {
    const jar = await signIn(server.url, { brand: BENCH_BRAND });
    const headers = { cookie: cookieHeader(jar), accept: 'application/json' };
    for (const path of ['/api/session', '/api/notices?page=1']) {
      rows.push({
        engine: name,
        request: `GET ${path}`,
        ...(await load(server.url + path, headers)),
      });
    }
    await stop(server);
    const t0 = performance.now();
    await addRows(env, MILLION_SQL, 'notices');
    const seedSeconds = (performance.now() - t0) / 1000;
    server = await startServer(env);
    const jar2 = await signIn(server.url, { brand: BENCH_BRAND });
    const first = await (await call(server.url, jar2, 'GET', '/api/notices?page=1')).json();
    const lastPage = first.last_page;
    const page1 = await timeRequests(server.url, jar2, '/api/notices?page=1');
    const last = await timeRequests(server.url, jar2, `/api/notices?page=${lastPage}`);
    return {
      rows,
      million: { engine: name, total: first.total, lastPage, seedSeconds, page1, last },
    };
  } finally {
    await stop(server);
  }
}

async function pgliteEngine() {
  return withDataDir((dataDir) => runEngine('PGlite', { DATA_DIR: dataDir }));
}

async function postgresEngine() {
  return withBenchDatabase((url) =>
    withDataDir((dataDir) => runEngine('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url })),
  );
}

requireBuild();

console.log(`HTTP bench: ${connections} connections, ${duration} s per run\n`);
const bare = await start(join(here, 'bare-server.mjs'), {});
const ceiling = {
  engine: 'bare Fastify',
  request: 'GET /bare',
  ...(await load(`${bare.url}/bare`)),
};
await stop(bare);

const results = [await pgliteEngine(), await postgresEngine()].filter(Boolean);
console.table(
  [ceiling, ...results.flatMap((r) => r.rows)].map((r) => ({
    engine: r.engine,
    request: r.request,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'non-2xx/errors': r.bad,
  })),
);
console.log(
  `\nNotices list with ${MILLION.toLocaleString('en-US')} extra notices in one brand (15 sequential requests each):`,
);
console.table(
  results.map(({ million: m }) => ({
    engine: m.engine,
    total: m.total,
    'seed s': m.seedSeconds.toFixed(1),
    'page 1 median ms': m.page1.median.toFixed(1),
    'page 1 max ms': m.page1.max.toFixed(1),
    'last page median ms': m.last.median.toFixed(1),
    'last page max ms': m.last.max.toFixed(1),
    'last page': m.lastPage,
  })),
);
