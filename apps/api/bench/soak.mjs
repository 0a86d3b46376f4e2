/**
 * Soak: the built server (`dist/main.js`) under a steady mix of reads and writes for
 * SOAK_MINUTES (10 by default) at half of its measured maximum rate. First the maximum: 20 s of
 * the same mix from 32 clients that send as fast as they are answered. Then the soak, sent at a
 * fixed rate (open loop) by 4 signed-in sessions in brand 1. Printed per minute: requests,
 * errors (network errors and answers other than 2xx), p99 latency and the server's memory
 * (RSS); then the aim beside the figures: 0 errors, and memory flat (under 10% growth after the
 * first minute). Nothing passes or fails.
 *
 * The mix: 70% reads (notices page 1, one notice, vendors page 1 with a search, the session),
 * 30% writes (a new vendor with an Idempotency-Key, a change of one, a new notice).
 *
 *   node bench/soak.mjs                  PGlite in a temporary data folder
 *   SOAK_MINUTES=2 node bench/soak.mjs
 *   SOAK_DATABASE=postgres node bench/soak.mjs   a new database `api_bench_*` on
 *                                        BENCH_DATABASE_URL, else TEST_DATABASE_URL, else local
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  call,
  requireBuild,
  signIn,
  startServer,
  stop,
  withBenchDatabase,
  withDataDir,
} from './lib.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const MEASURE_SECONDS = Number(process.env.SOAK_MEASURE_SECONDS ?? 20);
const BRAND = 1;
const SESSIONS = 4;
const MAX_IN_FLIGHT = 256;

/** The server's resident memory in MB (Linux `/proc`). */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const fmt = (n, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '-';

/** One request of the mix; answers whether it was a 2xx. */
function mix(base, jars, noticeIds, vendorIds) {
  let n = 0;
  return async () => {
    n++;
    const jar = jars[n % jars.length];
    const pick = (list) => list[Math.floor(Math.random() * list.length)];
    const roll = Math.random();
    let res;
    if (roll < 0.25) res = await call(base, jar, 'GET', '/api/notices?page=1');
    else if (roll < 0.4) res = await call(base, jar, 'GET', `/api/notices/${pick(noticeIds)}`);
    else if (roll < 0.55) res = await call(base, jar, 'GET', '/api/vendors?page=1&search=soak');
    else if (roll < 0.7) res = await call(base, jar, 'GET', '/api/session');
    else if (roll < 0.82) {
      const key = randomUUID();
      const body = new URLSearchParams({ name: `Soak vendor ${key}`, notes: 'soak' }).toString();
      res = await call(base, jar, 'POST', '/api/vendors', body, { 'idempotency-key': key });
    } else if (roll < 0.92) {
      const body = new URLSearchParams({ notes: `changed ${n}` }).toString();
      res = await call(base, jar, 'PUT', `/api/vendors/${pick(vendorIds)}`, body);
    } else {
      const body = new URLSearchParams({
        title: `Soak notice ${n}`,
        details: '<p>Soak</p>',
        level: 'Normal',
      }).toString();
      res = await call(base, jar, 'POST', '/api/notices', body, {
        'idempotency-key': randomUUID(),
      });
    }
    await res.arrayBuffer();
    return res.status >= 200 && res.status < 300;
  };
}

/** Closed loop: `clients` send one after the other for `seconds`; answers requests per second. */
async function measureMax(send, seconds, clients = 32) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        try {
          if (!(await send())) errors++;
        } catch {
          errors++;
        }
        done++;
      }
    }),
  );
  return { rps: done / seconds, errors };
}

/** Open loop at `rate` per second for `minutes`, with figures per minute. */
async function soak(send, rate, minutes, pid) {
  const rows = [];
  let minute = { requests: 0, errors: 0, latencies: [] };
  let inFlight = 0;
  let skipped = 0;
  const started = performance.now();
  const end = started + minutes * 60_000;
  let sent = 0;
  let nextMinute = started + 60_000;
  const pending = new Set();
  while (performance.now() < end) {
    const now = performance.now();
    if (now >= nextMinute) {
      rows.push(close(minute, rows.length + 1, pid));
      minute = { requests: 0, errors: 0, latencies: [] };
      nextMinute += 60_000;
    }
    const due = Math.floor(((now - started) / 1000) * rate);
    while (sent < due) {
      sent++;
      if (inFlight >= MAX_IN_FLIGHT) {
        skipped++;
        minute.errors++;
        continue;
      }
      inFlight++;
      const current = minute;
      const t0 = performance.now();
      const promise = send()
        .then((ok) => {
          if (!ok) current.errors++;
        })
        .catch(() => {
          current.errors++;
        })
        .finally(() => {
          current.latencies.push(performance.now() - t0);
          current.requests++;
          inFlight--;
          pending.delete(promise);
        });
      pending.add(promise);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(pending);
  rows.push(close(minute, rows.length + 1, pid));
  return { rows, skipped };
}

function close(minute, index, pid) {
  const sorted = minute.latencies.sort((a, b) => a - b);
  return {
    minute: index,
    requests: minute.requests,
    errors: minute.errors,
    p99: percentile(sorted, 99),
    rss: rssMb(pid),
  };
}

async function run(engine, env) {
  const server = await startServer(env);
  try {
    const base = server.url;
    const jars = [];
    for (let i = 0; i < SESSIONS; i++) jars.push(await signIn(base, { brand: BRAND }));
    const notices = await (await call(base, jars[0], 'GET', '/api/notices?page=1')).json();
    const noticeIds = notices.data.map((n) => n.id);
    const vendorIds = [];
    for (let i = 0; i < 20; i++) {
      const body = new URLSearchParams({ name: `Soak base vendor ${i}` }).toString();
      const res = await call(base, jars[0], 'POST', '/api/vendors', body);
      if (res.status !== 201) throw new Error(`vendor: ${res.status} ${await res.text()}`);
      vendorIds.push((await res.json()).data.id);
    }
    const send = mix(base, jars, noticeIds, vendorIds);
    const max = await measureMax(send, MEASURE_SECONDS);
    const rate = Math.max(1, Math.floor(max.rps / 2));
    console.log(
      `${engine}: maximum ${fmt(max.rps)} requests/s over ${MEASURE_SECONDS} s (${max.errors} errors); soak at ${fmt(rate)}/s for ${MINUTES} min`,
    );
    const rssStart = rssMb(server.child.pid);
    const { rows, skipped } = await soak(send, rate, MINUTES, server.child.pid);
    console.log(`  RSS before the soak: ${fmt(rssStart, 1)} MB`);
    console.table(
      rows.map((r) => ({
        minute: r.minute,
        requests: r.requests,
        errors: r.errors,
        'p99 ms': fmt(r.p99, 1),
        'RSS MB': fmt(r.rss, 1),
      })),
    );
    const errors = rows.reduce((sum, r) => sum + r.errors, 0);
    const first = rows[0]?.rss;
    const peak = Math.max(...rows.map((r) => r.rss));
    const last = rows[rows.length - 1]?.rss;
    const growth = ((last - first) / first) * 100;
    const peakGrowth = ((peak - first) / first) * 100;
    console.log(
      `  errors: ${errors}${skipped ? ` (${skipped} not sent: ${MAX_IN_FLIGHT} in flight)` : ''}   aim: 0`,
    );
    console.log(
      `  memory after the first minute: ${fmt(first, 1)} MB -> ${fmt(last, 1)} MB at the end (${fmt(growth, 1)}%), peak ${fmt(peak, 1)} MB (${fmt(peakGrowth, 1)}%)   aim: under 10% growth`,
    );
  } finally {
    await stop(server);
  }
}

requireBuild();
console.log(`Soak: ${MINUTES} min at half the measured maximum rate (SOAK_MINUTES to change)`);
if (process.env.SOAK_DATABASE === 'postgres') {
  await withBenchDatabase((url) =>
    withDataDir((dataDir) => run('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url })),
  );
} else {
  await withDataDir((dataDir) => run('PGlite', { DATA_DIR: dataDir }));
}
