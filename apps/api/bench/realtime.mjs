/**
 * Realtime fan-out bench: the embedded Pusher-protocol server with 1,000 websockets subscribed to
 * one channel, loopback only. It prints the latency from `app.realtime.publish` (through the
 * `pusher` package and the HTTP events API) to receipt on every socket, p50 and p99, and the
 * server's memory per connected socket. It stops by itself (hard limit 60 s).
 *
 *   node apps/api/bench/realtime.mjs [sockets=1000] [events=200]
 *
 * The sockets live in a child process so the server's memory is measured alone. Both processes
 * stamp time with performance.timeOrigin + performance.now(), the same wall clock.
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import WebSocket from 'ws';

const HARD_LIMIT_MS = 60_000;
const CHANNEL = 'bench-orders';
const EVENT = 'jfd-order-updates';
const now = () => performance.timeOrigin + performance.now();

if (process.argv[2] === 'clients') {
  await runClients(
    process.argv[3],
    process.argv[4],
    Number(process.argv[5]),
    Number(process.argv[6]),
  );
} else {
  await runServer(Number(process.argv[2] ?? 1000), Number(process.argv[3] ?? 200));
}

/** Child: opens the sockets, subscribes them, and records when each event arrives. */
async function runClients(port, key, sockets, events) {
  const latencies = [];
  let received = 0;
  const open = () =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=bench`);
      ws.on('error', reject);
      ws.on('message', (raw) => {
        const frame = JSON.parse(raw.toString());
        if (frame.event === 'pusher:connection_established') {
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL } }));
        } else if (frame.event === 'pusher_internal:subscription_succeeded') {
          resolve(ws);
        } else if (frame.event === EVENT) {
          latencies.push(now() - JSON.parse(frame.data).sentAt);
          if (++received === sockets * events) process.send({ type: 'done', latencies });
        }
      });
    });
  const all = [];
  for (let i = 0; i < sockets; i += 100) {
    all.push(...(await Promise.all(Array.from({ length: Math.min(100, sockets - i) }, open))));
  }
  process.send({ type: 'ready' });
  process.on('message', (message) => {
    if (message === 'close') {
      for (const ws of all) ws.terminate();
      process.exit(0);
    }
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function memory() {
  const m = process.memoryUsage();
  return { heap: m.heapUsed + m.external, rss: m.rss };
}

/** Parent: the server, the publisher and the report. */
async function runServer(sockets, events) {
  const limit = setTimeout(() => {
    console.error(`realtime bench: stopped after ${HARD_LIMIT_MS / 1000} s`);
    process.exit(1);
  }, HARD_LIMIT_MS);
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      gc();
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const { register } = await import('tsx/esm/api');
  register();
  const { default: Fastify } = await import('fastify');
  const { realtimePlugin } = await import('../src/realtime/index.ts');
  const app = Fastify({ logger: false });
  await app.register(realtimePlugin, {
    resolveUser: async () => null,
    env: { PUSHER_APP_ID: '1', PUSHER_APP_KEY: 'bench-key', PUSHER_APP_SECRET: 'bench-secret' },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address();
  // One publish before measuring, so the loopback client and its agent exist already.
  await app.realtime.publish([CHANNEL], EVENT, { warmup: true });

  await settle();
  const before = memory();
  const child = fork(fileURLToPath(import.meta.url), [
    'clients',
    String(port),
    'bench-key',
    String(sockets),
    String(events),
  ]);
  const messages = [];
  const waiters = [];
  child.on('message', (message) => {
    messages.push(message);
    for (const wake of waiters.splice(0)) wake();
  });
  const next = (type) =>
    new Promise((resolve) => {
      const look = () => {
        const found = messages.find((m) => m.type === type);
        if (found) resolve(found);
        else waiters.push(look);
      };
      look();
    });

  const connectStart = now();
  await next('ready');
  const connectMs = now() - connectStart;
  await settle();
  const after = memory();

  for (let seq = 0; seq < events; seq++) {
    await app.realtime.publish([CHANNEL], EVENT, { seq, sentAt: now() });
    await new Promise((r) => setTimeout(r, 5));
  }
  const { latencies } = await next('done');
  latencies.sort((a, b) => a - b);

  const perSocketHeap = (after.heap - before.heap) / sockets;
  const perSocketRss = (after.rss - before.rss) / sockets;
  console.log(`realtime fan-out: ${sockets} sockets on one channel, ${events} events (loopback)`);
  console.log(`  connect + subscribe all: ${connectMs.toFixed(0)} ms`);
  console.log(
    `  publish -> receipt: p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, max ${latencies.at(-1).toFixed(2)} ms (${latencies.length} deliveries)`,
  );
  console.log(
    `  server memory per socket: ${(perSocketHeap / 1024).toFixed(1)} KB heap+external, ${(perSocketRss / 1024).toFixed(1)} KB RSS`,
  );

  child.send('close');
  await new Promise((resolve) => child.on('exit', resolve));
  await app.close();
  clearTimeout(limit);
}
