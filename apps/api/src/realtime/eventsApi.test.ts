import Fastify from 'fastify';
import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { checkEventsRequest } from './eventsApi';
import { realtimePlugin } from './index';
import { md5Hex, requestSignature } from './signatures';
import { resolveTestUser, startTestServer, TEST_KEYS, type TestServer } from './testServer';

const APP = {
  appId: TEST_KEYS.PUSHER_APP_ID,
  key: TEST_KEYS.PUSHER_APP_KEY,
  secret: TEST_KEYS.PUSHER_APP_SECRET,
};
const VECTOR_BODY = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
const VECTOR_QUERY = {
  auth_key: APP.key,
  auth_timestamp: '1353088179',
  auth_version: '1.0',
  body_md5: 'ec365a775a4cd0599faeb73354201b6f',
  auth_signature: 'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
};

function check(overrides: Partial<Parameters<typeof checkEventsRequest>[1]> = {}) {
  return checkEventsRequest(APP, {
    appId: '3',
    path: '/apps/3/events',
    query: VECTOR_QUERY,
    rawBody: VECTOR_BODY,
    now: 1353088179,
    ...overrides,
  });
}

/** Signs a request as the pusher package does, with room to get any part wrong. */
function signed(body: string, opts: { timestamp?: number; secret?: string; md5?: string } = {}) {
  const params: Record<string, string> = {
    auth_key: APP.key,
    auth_timestamp: String(opts.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    body_md5: opts.md5 ?? md5Hex(body),
  };
  params.auth_signature = requestSignature(
    opts.secret ?? APP.secret,
    'POST',
    '/apps/3/events',
    params,
  );
  return params;
}

describe('checkEventsRequest', () => {
  it('accepts the documented trigger vector', () => {
    expect(check()).toEqual({
      ok: true,
      event: { name: 'foo', channels: ['project-3'], data: '{"some":"data"}' },
    });
  });

  it('accepts a timestamp up to 600 s either side, and refuses beyond', () => {
    expect(check({ now: 1353088179 + 600 }).ok).toBe(true);
    expect(check({ now: 1353088179 - 600 }).ok).toBe(true);
    expect(check({ now: 1353088179 + 601 })).toMatchObject({ ok: false, status: 401 });
    expect(check({ now: 1353088179 - 601 })).toMatchObject({ ok: false, status: 401 });
  });

  it.each([
    ['a wrong signature', { query: { ...VECTOR_QUERY, auth_signature: '0'.repeat(64) } }, 401],
    ['a wrong key', { query: { ...VECTOR_QUERY, auth_key: 'other' } }, 401],
    ['an unsupported version', { query: { ...VECTOR_QUERY, auth_version: '2.0' } }, 401],
    ['a missing signature', { query: { ...VECTOR_QUERY, auth_signature: undefined } }, 401],
    ['a tampered body', { rawBody: VECTOR_BODY.replace('foo', 'bar') }, 401],
    ['a repeated parameter', { query: { ...VECTOR_QUERY, auth_key: [APP.key, APP.key] } }, 401],
    ['another path', { path: '/apps/3/batch_events' }, 401],
    ['an unknown app', { appId: '4', path: '/apps/4/events' }, 404],
  ])('refuses %s with %i', (_name, overrides, status) => {
    const query = Object.fromEntries(
      Object.entries((overrides as { query?: object }).query ?? VECTOR_QUERY).filter(
        ([, v]) => v !== undefined,
      ),
    );
    expect(check({ ...overrides, query })).toMatchObject({ ok: false, status });
  });

  function withBody(body: unknown) {
    const rawBody = typeof body === 'string' ? body : JSON.stringify(body);
    const now = Math.floor(Date.now() / 1000);
    return checkEventsRequest(APP, {
      appId: '3',
      path: '/apps/3/events',
      query: signed(rawBody, { timestamp: now }),
      rawBody,
      now,
    });
  }

  it.each([
    ['a body that is not JSON', '{', 400],
    ['no name', { channels: ['a'], data: '' }, 400],
    ['a name over 200 characters', { name: 'n'.repeat(201), channels: ['a'], data: '' }, 400],
    ['no channels', { name: 'e', data: '' }, 400],
    [
      '101 channels',
      { name: 'e', channels: Array.from({ length: 101 }, (_, i) => `c${i}`), data: '' },
      400,
    ],
    ['a bad channel name', { name: 'e', channels: ['a b'], data: '' }, 400],
    [
      'a channel name over 200 characters',
      { name: 'e', channels: ['c'.repeat(201)], data: '' },
      400,
    ],
    ['data that is not a string', { name: 'e', channels: ['a'], data: { x: 1 } }, 400],
    ['a bad socket_id', { name: 'e', channels: ['a'], data: '', socket_id: 'abc' }, 400],
    ['data over 10 KB', { name: 'e', channels: ['a'], data: 'x'.repeat(10 * 1024 + 1) }, 413],
  ])('refuses %s with %i', (_name, body, status) => {
    expect(withBody(body)).toMatchObject({ ok: false, status });
  });

  it('accepts exactly 10 KB of data, 100 channels and a single `channel`', () => {
    expect(withBody({ name: 'e', channels: ['a'], data: 'x'.repeat(10 * 1024) }).ok).toBe(true);
    const hundred = Array.from({ length: 100 }, (_, i) => `c${i}`);
    expect(withBody({ name: 'e', channels: hundred, data: '' }).ok).toBe(true);
    expect(withBody({ name: 'e', channel: 'a', data: '', socket_id: '1.2' })).toEqual({
      ok: true,
      event: { name: 'e', channels: ['a'], data: '', socketId: '1.2' },
    });
  });
});

describe('POST /apps/{id}/events over HTTP', () => {
  let server: TestServer;
  let pusher: Pusher;

  beforeAll(async () => {
    server = await startTestServer();
    pusher = new Pusher({
      appId: APP.appId,
      key: APP.key,
      secret: APP.secret,
      host: '127.0.0.1',
      port: String(server.port),
      useTLS: false,
    });
  });
  afterAll(async () => {
    await server.app.close();
  });

  async function post(body: string, query: Record<string, string>, appId = '3') {
    const url = `${server.origin}/apps/${appId}/events?${new URLSearchParams(query)}`;
    return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  }

  it('takes a trigger from the official package and delivers it', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/app/${APP.key}?protocol=7`);
    const frames: { event: string; channel?: string; data?: unknown }[] = [];
    const got = new Promise<void>((resolve) =>
      ws.on('message', (raw) => {
        const frame = JSON.parse(raw.toString());
        frames.push(frame);
        if (frame.event === 'pusher_internal:subscription_succeeded') {
          void pusher.trigger('project-3', 'foo', { some: 'data' });
        }
        if (frame.event === 'foo') resolve();
      }),
    );
    ws.on('open', () =>
      ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'project-3' } })),
    );
    await got;
    expect(frames.at(-1)).toEqual({ event: 'foo', channel: 'project-3', data: '{"some":"data"}' });
    ws.terminate();
  });

  it('answers 200 {} to a good request', async () => {
    const response = await pusher.trigger(['a', 'b'], 'e', 'x');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it('answers 413 when the package sends over 10 KB', async () => {
    await expect(pusher.trigger('a', 'e', 'x'.repeat(11 * 1024))).rejects.toMatchObject({
      status: 413,
    });
  });

  it.each([
    ['a wrong secret', { secret: 'nope' }],
    ['an old timestamp', { timestamp: Math.floor(Date.now() / 1000) - 601 }],
    ['a wrong body_md5', { md5: md5Hex('other') }],
  ])('answers 401 to %s', async (_name, opts) => {
    const body = '{"name":"e","channels":["a"],"data":"x"}';
    const response = await post(body, signed(body, opts));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 404 to another app id', async () => {
    const body = '{"name":"e","channels":["a"],"data":"x"}';
    expect((await post(body, signed(body), '4')).status).toBe(404);
  });

  it('marks only this route as exempt from the CSRF check', async () => {
    const app = Fastify();
    const exempt: string[] = [];
    app.addHook('onRoute', (route) => {
      if ((route.config as { csrf?: boolean } | undefined)?.csrf === false) exempt.push(route.url);
    });
    await app.register(realtimePlugin, { resolveUser: resolveTestUser, env: TEST_KEYS });
    await app.ready();
    expect(exempt).toEqual(['/apps/:appId/events']);
    await app.close();
  });
});
