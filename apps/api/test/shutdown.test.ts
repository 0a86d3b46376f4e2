/**
 * Restarts keep clients and lose nothing: on close (what SIGTERM does in main.ts) the server
 * stops taking connections, finishes the requests in flight, and tells websocket clients to
 * reconnect at once (Pusher close code 4200).
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { queryRows } from '../src/db/client';
import { multipartBody } from './helpers/agent';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/database';

const IN_FLIGHT = 4;

/** A POST whose body is sent in two halves, the second only when `finish` is called. */
function slowPost(port: number, path: string, headers: Record<string, string>, body: Buffer) {
  let finish: () => void = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: { ...headers, 'content-length': String(body.length), connection: 'close' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half));
    finish = () => req.end(body.subarray(half));
  });
  return { answer, finish: () => finish() };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds())('shutdown on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  it('finishes writes in flight, refuses new connections and sends websockets 4200', async () => {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.manager, 1);
    const { key } = (await agent.get('/api/realtime/config')).json() as { key: string };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    // A realtime client, connected.
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js`);
    await new Promise<void>((resolve, reject) => {
      ws.once('message', () => resolve());
      ws.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

    // Writes in flight: each has sent half of its body when the shutdown starts.
    const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const writes = Array.from({ length: IN_FLIGHT }, (_, i) => {
      const { body, contentType } = multipartBody(
        { subject: `In flight ${i}`, description: 'Sent while the server restarts.' },
        [
          {
            field: 'attachments[]',
            filename: 'log.txt',
            type: 'text/plain',
            data: Buffer.alloc(64 * 1024, 'a'),
          },
        ],
      );
      return slowPost(
        port,
        '/api/tickets',
        {
          cookie,
          'content-type': contentType,
          accept: 'application/json',
          'x-xsrf-token': agent.xsrf as string,
        },
        body,
      );
    });
    await sleep(200);

    const closing = t.app.close();
    const started = Date.now();
    expect(await closed).toBe(4200);
    expect(Date.now() - started).toBeLessThan(1500);
    await sleep(50);
    expect(await canConnect(port)).toBe(false);

    for (const write of writes) write.finish();
    const answers = await Promise.all(writes.map((w) => w.answer));
    expect(answers.map((a) => a.status)).toEqual(Array(IN_FLIGHT).fill(201));
    await closing;

    const [row] = await queryRows<{ n: number }>(
      t.database.handle.db,
      sql`select count(*)::int as n from tickets where subject like 'In flight %'`,
    );
    expect(Number(row?.n)).toBe(IN_FLIGHT);
  }, 30_000);
});
