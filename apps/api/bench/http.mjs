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
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const main = join(here, '..', 'dist', 'main.js');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 50;
const pgAdminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const MILLION = 1_000_000;
const BENCH_BRAND = 1;

function start(script, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      const match = out.match(/ready at (http:\/\/[\w.]+:\d+)/);
      if (match) {
        child.stdout.off('data', onData);
        resolve({ child, url: match[1].replace('localhost', '127.0.0.1') });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

function stop({ child }) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function cookieHeader(jar) {
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function call(base, jar, method, path, body) {
  const headers = {
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    cookie: cookieHeader(jar),
  };
  const xsrf = jar.get('XSRF-TOKEN');
  if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
  if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
  const res = await fetch(base + path, { method, headers, body });
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const i = pair.indexOf('=');
    jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
  return res;
}

async function signIn(base) {
  const jar = new Map();
  await call(base, jar, 'GET', '/api/sanctum/csrf-cookie');
  const login = await call(
    base,
    jar,
    'POST',
    '/api/login',
    'email=admin%40backoffice.test&password=password',
  );
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const brand = await call(base, jar, 'PUT', `/api/user/${BENCH_BRAND}`);
  if (brand.status !== 200) throw new Error(`brand switch failed: ${brand.status}`);
  return jar;
}

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

async function timeRequests(base, jar, path, times = 15) {
  const samples = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    const res = await call(base, jar, 'GET', path);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)], max: samples[samples.length - 1] };
}

const MILLION_SQL = `insert into notices (brand_id, title, details, level, published, created_at, updated_at)
  select ${BENCH_BRAND}, 'Bench notice ' || g, '<p>Generated notice number ' || g || '.</p>',
    (array['Normal','Important','Urgent'])[1 + g % 3], true,
    now() - make_interval(secs => ${MILLION} - g), now() - make_interval(secs => ${MILLION} - g)
  from generate_series(1, ${MILLION}) g`;

async function runEngine(name, env, addMillion) {
  const rows = [];
  let server = await start(main, { ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  try {
    const jar = await signIn(server.url);
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
    await addMillion();
    const seedSeconds = (performance.now() - t0) / 1000;
    server = await start(main, { ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
    const jar2 = await signIn(server.url);
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
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-'));
  try {
    return await runEngine('PGlite', { DATA_DIR: dataDir }, async () => {
      const db = new PGlite(join(dataDir, 'pglite'));
      await db.exec(MILLION_SQL);
      await db.exec('vacuum analyze notices');
      await db.close();
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresEngine() {
  const name = `api_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL skipped: cannot connect to ${pgAdminUrl} (${error.message})`);
    return null;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-'));
  try {
    return await runEngine(
      'PostgreSQL',
      { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
      async () => {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        await client.query(MILLION_SQL);
        await client.query('vacuum analyze notices');
        await client.end();
      },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (!existsSync(main)) {
  console.error('Build the server first: pnpm --filter @backoffice/api build');
  process.exit(1);
}

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
