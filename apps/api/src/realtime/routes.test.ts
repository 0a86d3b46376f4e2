import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { realtimePlugin } from './index';
import { channelAuth } from './signatures';
import {
  resolveTestUser,
  startTestServer,
  TEST_KEYS,
  type TestServer,
  testUserHeader,
} from './testServer';
import type { RealtimeUser } from './types';

const KEY = TEST_KEYS.PUSHER_APP_KEY;
const SECRET = TEST_KEYS.PUSHER_APP_SECRET;
const dispatcher: RealtimeUser = { id: 12, roles: ['Dispatcher'], activeBrandId: 8 };
const driver: RealtimeUser = { id: 11, roles: ['driver '], activeBrandId: 8 };

describe('POST /pusher/auth', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, false);
  });
  afterAll(async () => {
    await server.app.close();
  });

  function auth(user: RealtimeUser | null, channel: string, socketId = '1234.1234', json = false) {
    const fields = { socket_id: socketId, channel_name: channel };
    return server.app.inject({
      method: 'POST',
      url: '/pusher/auth',
      headers: {
        ...(user ? { 'x-test-user': testUserHeader(user) } : {}),
        'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      },
      payload: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    });
  }

  it('answers 401 without a session', async () => {
    const response = await auth(null, 'private-user.12');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it.each([
    ['their own user channel', dispatcher, 'private-user.12'],
    ['their role channel in the active brand', dispatcher, 'private-jfd-orders'],
  ])('signs %s (form body)', async (_name, user, channel) => {
    const response = await auth(user, channel);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ auth: channelAuth(KEY, SECRET, '1234.1234', channel) });
  });

  it('signs the documented vector channel for a user allowed on it', async () => {
    // private-foobar is nobody's channel: refused, whatever the signature would be.
    expect((await auth(dispatcher, 'private-foobar')).statusCode).toBe(403);
    const response = await auth(dispatcher, 'private-jfd-orders', '1234.1234', true);
    expect(response.json().auth).toBe(channelAuth(KEY, SECRET, '1234.1234', 'private-jfd-orders'));
  });

  it.each([
    ['another user channel', dispatcher, 'private-user.11', '1.2'],
    ['another role channel', driver, 'private-jfd-orders', '1.2'],
    [
      'a role channel of another brand',
      { ...dispatcher, activeBrandId: 2 },
      'private-jfd-orders',
      '1.2',
    ],
    ['no active brand', { ...dispatcher, activeBrandId: null }, 'private-jfd-orders', '1.2'],
    ['a public channel', driver, 'jfd-order-delivery', '1.2'],
    ['a presence channel', dispatcher, 'presence-jfd-orders', '1.2'],
    ['a malformed socket id', dispatcher, 'private-user.12', 'abc'],
    ['a malformed channel name', dispatcher, 'private-user.12 ', '1.2'],
  ])('answers 403 for %s', async (_name, user, channel, socketId) => {
    const response = await auth(user, channel, socketId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  it('answers 403 to an empty body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/pusher/auth',
      headers: { 'x-test-user': testUserHeader(dispatcher) },
    });
    expect(response.statusCode).toBe(403);
  });

  it('uses the form parser the main server registered', async () => {
    const app = Fastify();
    await app.register(formbody);
    await app.register(realtimePlugin, { resolveUser: resolveTestUser, env: TEST_KEYS });
    const response = await app.inject({
      method: 'POST',
      url: '/pusher/auth',
      headers: { 'x-test-user': testUserHeader(dispatcher) },
      payload: { socket_id: '1.2', channel_name: 'private-user.12' },
    });
    // inject sends an object as JSON; a form body goes through @fastify/formbody.
    expect(response.statusCode).toBe(200);
    const form = await app.inject({
      method: 'POST',
      url: '/pusher/auth',
      headers: {
        'x-test-user': testUserHeader(dispatcher),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'socket_id=1.2&channel_name=private-user.12',
    });
    expect(form.json()).toEqual({ auth: channelAuth(KEY, SECRET, '1.2', 'private-user.12') });
    await app.close();
  });

  it('keeps its form parser out of the parent scope', async () => {
    expect(server.app.hasContentTypeParser('application/x-www-form-urlencoded')).toBe(false);
  });
});

describe('GET /api/realtime/config', () => {
  async function configFrom(env: Record<string, string>, headers: Record<string, string> = {}) {
    const app = Fastify();
    await app.register(realtimePlugin, { resolveUser: resolveTestUser, env });
    const response = await app.inject({ url: '/api/realtime/config', headers });
    await app.close();
    return response;
  }

  it('points the browser at the embedded server on the page origin, without TLS over http', async () => {
    const response = await configFrom(TEST_KEYS, { host: 'backoffice.local:3000' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      enabled: true,
      key: KEY,
      cluster: 'mt1',
      wsHost: 'backoffice.local',
      wsPort: 3000,
      wssPort: 3000,
      forceTLS: false,
    });
  });

  it('never reveals the secret', async () => {
    const response = await configFrom(TEST_KEYS);
    expect(response.body).not.toContain(SECRET);
  });

  it('uses port 80 when the host has none', async () => {
    const response = await configFrom(TEST_KEYS, { host: 'backoffice.example' });
    expect(response.json()).toMatchObject({ wsHost: 'backoffice.example', wsPort: 80 });
  });

  it('points the browser at Soketi or Reverb with their scheme', async () => {
    const response = await configFrom({
      ...TEST_KEYS,
      PUSHER_HOST: 'soketi.internal',
      PUSHER_PORT: '6001',
      PUSHER_SCHEME: 'http',
      PUSHER_APP_CLUSTER: 'local',
    });
    expect(response.json()).toEqual({
      enabled: true,
      key: KEY,
      cluster: 'local',
      wsHost: 'soketi.internal',
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: false,
    });
  });

  it('points the browser at hosted Pusher over TLS', async () => {
    const response = await configFrom({
      ...TEST_KEYS,
      PUSHER_HOST: 'api-eu.pusher.com',
      PUSHER_APP_CLUSTER: 'eu',
    });
    expect(response.json()).toMatchObject({
      wsHost: 'ws-eu.pusher.com',
      wsPort: 80,
      wssPort: 443,
      forceTLS: true,
      cluster: 'eu',
    });
  });

  it('registers no websocket or events route when publishing elsewhere', async () => {
    const app = Fastify();
    await app.register(realtimePlugin, {
      resolveUser: resolveTestUser,
      env: { ...TEST_KEYS, PUSHER_HOST: 'soketi.internal' },
    });
    await app.ready();
    expect(app.hasRoute({ method: 'POST', url: '/apps/:appId/events' })).toBe(false);
    expect(app.hasRoute({ method: 'GET', url: '/app/:key' })).toBe(false);
    expect(app.hasRoute({ method: 'POST', url: '/pusher/auth' })).toBe(true);
    await app.close();
  });
});

describe('app.realtime', () => {
  it('publishes straight to the hub while the server is not listening', async () => {
    const { app } = await startTestServer({}, false);
    const { RealtimeService } = await import('./RealtimeService');
    const service = app.realtime as InstanceType<typeof RealtimeService>;
    const spy = vi.spyOn(service.hub!, 'publish');
    await app.realtime.publishToUser(5, 'notification', { id: 1 });
    expect(spy).toHaveBeenCalledWith(['private-user.5'], 'notification', '{"id":1}');
    await app.close();
  });

  it('refuses invalid channel and event names and over 10 KB of data', async () => {
    const { app } = await startTestServer({}, false);
    await expect(app.realtime.publish(['bad name'], 'e', {})).rejects.toThrow(/channel/);
    await expect(app.realtime.publish(['ok'], '', {})).rejects.toThrow(/Event/);
    await expect(app.realtime.publish(['ok'], 'e', 'x'.repeat(10 * 1024 + 1))).rejects.toThrow(
      /over 10240 bytes/,
    );
    await expect(app.realtime.publish(['ok'], 'e', 'x'.repeat(10 * 1024))).resolves.toBeUndefined();
    await app.close();
  });

  it('splits more than 100 channels into several triggers', async () => {
    const server = await startTestServer();
    const { RealtimeService } = await import('./RealtimeService');
    const service = server.app.realtime as InstanceType<typeof RealtimeService>;
    const spy = vi.spyOn(service.hub!, 'publish');
    const channels = Array.from({ length: 250 }, (_, i) => `c${i}`);
    await server.app.realtime.publish(channels, 'e', 'x');
    expect(spy.mock.calls.map((call) => call[0].length)).toEqual([100, 100, 50]);
    await server.app.close();
  });

  it('is visible to the application that registered the plugin', async () => {
    const app = Fastify();
    await app.register(realtimePlugin, { resolveUser: resolveTestUser, env: TEST_KEYS });
    await app.register(async (child) => {
      expect(typeof child.realtime.publishToUser).toBe('function');
    });
    await app.ready();
    expect(app.hasDecorator('realtime')).toBe(true);
    await app.close();
  });
});
