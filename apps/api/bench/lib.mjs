/**
 * What the HTTP benches share: starting the built server (`dist/main.js`) and stopping it, a
 * signed-in cookie jar with its CSRF token, timed sequential requests, rows written into a
 * stopped server's database, and a throw-away PostgreSQL database `api_bench_*` on
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const here = dirname(fileURLToPath(import.meta.url));
export const main = join(here, '..', 'dist', 'main.js');
export const duration = Number(process.env.BENCH_DURATION ?? 10);
export const connections = 50;
export const pgAdminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** Stops with a hint when the server bundle is missing. */
export function requireBuild() {
  if (!existsSync(main)) {
    console.error('Build the server first: pnpm --filter @backoffice/api build');
    process.exit(1);
  }
}

/** Starts `script` and answers once it prints "ready at <url>". */
export function start(script, env) {
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

/** Starts the built server on a free loopback port. */
export function startServer(env) {
  return start(main, { ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
}

export function stop({ child }) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

export function cookieHeader(jar) {
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** One request with the jar's cookies and CSRF token; keeps the cookies it sets. */
export async function call(base, jar, method, path, body, extraHeaders = {}) {
  const headers = {
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    cookie: cookieHeader(jar),
    ...extraHeaders,
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

/** A new session of `email` (every demo password is "password") in `brand`: its cookie jar. */
export async function signIn(base, { email = 'admin@backoffice.test', brand = 1 } = {}) {
  const jar = new Map();
  await call(base, jar, 'GET', '/api/sanctum/csrf-cookie');
  const login = await call(
    base,
    jar,
    'POST',
    '/api/login',
    new URLSearchParams({ email, password: 'password' }).toString(),
  );
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const switched = await call(base, jar, 'PUT', `/api/user/${brand}`);
  if (switched.status !== 200) throw new Error(`brand switch failed: ${switched.status}`);
  return jar;
}

/** `times` sequential GETs of `path`: the median and the slowest in ms, and the last body's size. */
export async function timeRequests(base, jar, path, times = 15) {
  const samples = [];
  let bytes = 0;
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    const res = await call(base, jar, 'GET', path);
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    samples.push(performance.now() - t0);
    bytes = body.byteLength;
  }
  samples.sort((a, b) => a - b);
  return {
    median: samples[Math.floor(samples.length / 2)],
    max: samples[samples.length - 1],
    bytes,
  };
}

/**
 * Writes rows with `sql` into a stopped server's database: its PGlite in `DATA_DIR`, or the
 * PostgreSQL database of `DATABASE_URL`. Then `vacuum analyze` of `table`, so the server plans
 * its queries over the rows as autovacuum would leave them.
 */
export async function addRows({ DATA_DIR, DATABASE_URL }, sql, table) {
  if (DATABASE_URL) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(sql);
    await client.query(`vacuum analyze ${table}`);
    await client.end();
    return;
  }
  const db = new PGlite(join(DATA_DIR, 'pglite'));
  await db.exec(sql);
  await db.exec(`vacuum analyze ${table}`);
  await db.close();
}

/** A temporary data folder for the server, removed after `fn`. */
export async function withDataDir(fn) {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-'));
  try {
    return await fn(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `fn(url)` on a new database `api_bench_*` of the PostgreSQL server, dropped afterwards
 * (kept, and its URL printed, with BENCH_KEEP_DATABASE=1). Answers null, saying why, when the
 * server does not answer.
 */
export async function withBenchDatabase(fn) {
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
  try {
    return await fn(url.toString());
  } finally {
    if (process.env.BENCH_KEEP_DATABASE === '1') {
      console.log(`Kept the bench database: ${url}`);
    } else {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
    await admin.end();
  }
}
