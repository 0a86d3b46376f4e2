import Pusher from 'pusher-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeConfig } from '../config';
import { CHANNELS_STORAGE_KEY } from './channelCache';
import { FakePusherClient } from './fakePusherClient';
import { type RealtimeEvent, RealtimeManager } from './RealtimeManager';

const config: RealtimeConfig = {
  enabled: true,
  key: 'app-key',
  cluster: 'mt1',
  wsHost: 'realtime.example.test',
  wsPort: 6001,
  wssPort: 6002,
  forceTLS: true,
};

function setup(overrides: Partial<RealtimeConfig> = {}) {
  const events: RealtimeEvent[] = [];
  let client: FakePusherClient | undefined;
  const manager = new RealtimeManager({
    config: { ...config, ...overrides },
    onEvent: (event) => events.push(event),
    storage: window.localStorage,
    createClient: (key, options) => {
      client = new FakePusherClient(key, options);
      return client;
    },
  });
  return { manager, events, client: client! };
}

afterEach(() => window.localStorage.clear());

describe('RealtimeManager', () => {
  it('builds pusher-js options: ws only, cluster, hosts and TLS from the run-time config', () => {
    const { client } = setup();
    expect(client.key).toBe('app-key');
    expect(client.options).toMatchObject({
      cluster: 'mt1',
      wsHost: 'realtime.example.test',
      wsPort: 6001,
      wssPort: 6002,
      forceTLS: true,
      enabledTransports: ['ws'],
    });
    expect(client.options.channelAuthorization).toHaveProperty('customHandler');
    // The library's own timings stay in force.
    expect(client.options.activityTimeout).toBeUndefined();
    expect(client.options.pongTimeout).toBeUndefined();
    expect(client.options.unavailableTimeout).toBeUndefined();
  });

  it('keeps TLS off only when the config says so (embedded server over http)', () => {
    expect(setup({ forceTLS: false }).client.options.forceTLS).toBe(false);
  });

  it('subscribes a dispatcher of brand 8 and caches the list under "channels"', () => {
    const { manager, client } = setup();
    const entries = manager.subscribeFor({ userId: 5, roles: 'Dispatcher', brandId: 8 });
    expect([...client.subscribed]).toEqual([
      'private-user.5',
      'jfd-order-updates',
      'private-jfd-orders',
    ]);
    expect(JSON.parse(window.localStorage.getItem(CHANNELS_STORAGE_KEY)!)).toEqual(entries);
  });

  it('calls the handler for bound events only', () => {
    const { manager, client, events } = setup();
    manager.subscribeFor({ userId: 5, roles: 'Dispatcher', brandId: 8 });
    client.deliver('private-jfd-orders', 'jfd-orders', { id: 1 });
    client.deliver('private-jfd-orders', 'something-else', { id: 2 });
    client.deliver('private-user.5', 'notification', { title: 'Hi' });
    client.deliver('jfd-order-delivery', 'jfd-order-delivery', { id: 3 });
    expect(events).toEqual([
      { channel: 'private-jfd-orders', event: 'jfd-orders', data: { id: 1 } },
      { channel: 'private-user.5', event: 'notification', data: { title: 'Hi' } },
    ]);
  });

  it('on brand switch drops every subscription, rebuilds and subscribes again', () => {
    const { manager, client, events } = setup();
    manager.subscribeFor({ userId: 5, roles: 'Driver,Dispatcher', brandId: 8 });
    client.log.length = 0;
    const after = manager.subscribeFor({ userId: 5, roles: 'Driver,Dispatcher', brandId: 2 });
    expect(client.log).toEqual([
      'unsubscribe private-user.5',
      'unsubscribe jfd-order-delivery',
      'unsubscribe jfd-order-updates',
      'unsubscribe private-jfd-orders',
      'subscribe private-user.5',
    ]);
    expect(after).toEqual([{ channel: 'private-user.5', events: ['notification'] }]);
    expect(JSON.parse(window.localStorage.getItem(CHANNELS_STORAGE_KEY)!)).toEqual(after);
    // The user channel is bound once, not twice, after the switch.
    client.deliver('private-user.5', 'notification', 1);
    client.deliver('jfd-order-delivery', 'jfd-order-delivery', 2);
    expect(events).toEqual([{ channel: 'private-user.5', event: 'notification', data: 1 }]);
  });

  it('restores the cached list on a new page', () => {
    const first = setup();
    first.manager.subscribeFor({ userId: 9, roles: 'Shopping Concierge', brandId: 8 });
    const second = setup();
    expect(second.manager.restore().map((e) => e.channel)).toEqual([
      'private-user.9',
      'order-fulfillment',
      'jfd-order-updates',
    ]);
    expect([...second.client.subscribed]).toHaveLength(3);
  });

  it('reports state changes and forgets the cache on a forgetful disconnect', () => {
    const states: string[] = [];
    let client: FakePusherClient | undefined;
    const manager = new RealtimeManager({
      config,
      onEvent: () => {},
      onStateChange: (state) => states.push(state),
      storage: window.localStorage,
      createClient: (key, options) => {
        client = new FakePusherClient(key, options);
        return client;
      },
    });
    manager.subscribeFor({ userId: 1, roles: 'Driver', brandId: 8 });
    client!.setState('connected');
    expect(manager.socketId).toBe('123.456');
    manager.disconnect(true);
    expect(states).toEqual(['connected', 'disconnected']);
    expect(client!.subscribed.size).toBe(0);
    expect(window.localStorage.getItem(CHANNELS_STORAGE_KEY)).toBeNull();
  });

  it('reports refused subscriptions to onError', () => {
    const onError = vi.fn();
    let client: FakePusherClient | undefined;
    const manager = new RealtimeManager({
      config,
      onEvent: () => {},
      onError,
      storage: null,
      createClient: (key, options) => {
        client = new FakePusherClient(key, options);
        return client;
      },
    });
    manager.subscribeFor({ userId: 1, roles: 'Dispatcher', brandId: 8 });
    client!.channels.get('private-jfd-orders')!.emit('pusher:subscription_error', { status: 403 });
    expect(onError).toHaveBeenCalledWith({
      channel: 'private-jfd-orders',
      status: { status: 403 },
    });
  });

  it('hands the real pusher-js the library default timings', () => {
    const manager = new RealtimeManager({
      config: { ...config, wsHost: '127.0.0.1', wsPort: 9, wssPort: 9, forceTLS: false },
      onEvent: () => {},
      storage: null,
    });
    const pusher = manager.client as Pusher;
    try {
      expect(pusher).toBeInstanceOf(Pusher);
      expect(pusher.config.activityTimeout).toBe(120_000);
      expect(pusher.config.pongTimeout).toBe(30_000);
      expect(pusher.config.unavailableTimeout).toBe(10_000);
      expect(pusher.config.useTLS).toBe(false);
      expect(pusher.options.enabledTransports).toEqual(['ws']);
    } finally {
      manager.disconnect();
    }
  });
});
