/**
 * The browser's subscription manager (packages/realtime/client, with the real pusher-js) against
 * the embedded server: run-time configuration, channel authorisation through the product's own
 * handler, delivery, and the brand switch. Test-only use of the client code; the server itself
 * never imports it.
 */
import { parseRealtimeConfig, type RealtimeConfig } from '@backoffice/realtime';
import {
  type RealtimeEvent,
  RealtimeManager,
  type RealtimeState,
} from '@backoffice/realtime/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testUserHeader } from './testServer';
import type { RealtimeUser } from './types';

const user: RealtimeUser = { id: 31, roles: ['Dispatcher', 'Driver'], activeBrandId: 8 };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('browser subscription manager against the embedded server', () => {
  let server: TestServer;
  let config: RealtimeConfig;
  let session: RealtimeUser = user;

  beforeAll(async () => {
    server = await startTestServer();
    const response = await fetch(`${server.origin}/api/realtime/config`);
    config = parseRealtimeConfig(await response.json())!;
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('reads a config that connects over plain ws to the embedded server', () => {
    expect(config).toMatchObject({
      enabled: true,
      wsHost: '127.0.0.1',
      wsPort: server.port,
      forceTLS: false,
    });
  });

  it('subscribes, receives, and resubscribes on a brand switch', async () => {
    const events: RealtimeEvent[] = [];
    const states: RealtimeState[] = [];
    const storage = memoryStorage();
    const manager = new RealtimeManager({
      config,
      storage,
      endpoint: `${server.origin}/pusher/auth`,
      getXsrfToken: () => 'token-from-cookie',
      // Node's fetch has no cookie jar: the fake session reads the user from a header instead.
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: { ...(init?.headers as object), 'x-test-user': testUserHeader(session) },
        }),
      onEvent: (event) => events.push(event),
      onStateChange: (state) => states.push(state),
    });
    try {
      manager.subscribeFor({ userId: user.id, roles: 'Dispatcher, Driver', brandId: 8 });
      await until(() => manager.state === 'connected', 'connection');
      expect(
        JSON.parse(storage.items.get('channels')!).map((e: { channel: string }) => e.channel),
      ).toEqual([
        'private-user.31',
        'jfd-order-updates',
        'private-jfd-orders',
        'jfd-order-delivery',
      ]);
      const hub = (
        server.app.realtime as unknown as { hub: { subscriberCount(c: string): number } }
      ).hub;
      await until(() => hub.subscriberCount('private-jfd-orders') === 1, 'private subscription');
      await until(() => hub.subscriberCount('private-user.31') === 1, 'user subscription');

      await server.app.realtime.publish(['private-jfd-orders'], 'jfd-orders', { order: 1 });
      await server.app.realtime.publishToUser(31, 'notification', { title: 'Order 1' });
      await until(() => events.length === 2, 'two events');
      expect(events).toEqual([
        { channel: 'private-jfd-orders', event: 'jfd-orders', data: { order: 1 } },
        { channel: 'private-user.31', event: 'notification', data: { title: 'Order 1' } },
      ]);

      // Brand switch: the server now sees brand 2, the client drops everything and rebuilds.
      session = { ...user, activeBrandId: 2 };
      manager.subscribeFor({ userId: user.id, roles: 'Dispatcher, Driver', brandId: 2 });
      await until(() => hub.subscriberCount('private-jfd-orders') === 0, 'unsubscription');
      await until(() => hub.subscriberCount('private-user.31') === 1, 'user channel again');
      expect(hub.subscriberCount('jfd-order-delivery')).toBe(0);
      await server.app.realtime.publish(['private-jfd-orders'], 'jfd-orders', { order: 2 });
      await server.app.realtime.publishToUser(31, 'notification', { title: 'After switch' });
      await until(() => events.length === 3, 'the notification after the switch');
      expect(events[2]).toEqual({
        channel: 'private-user.31',
        event: 'notification',
        data: { title: 'After switch' },
      });
      expect(states).toContain('connected');
    } finally {
      manager.disconnect(true);
    }
    expect(storage.items.has('channels')).toBe(false);
  });
});
