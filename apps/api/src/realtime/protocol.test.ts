/**
 * The embedded Pusher-protocol server driven by pusher-js itself (as the browser drives it) and
 * by raw websockets for what pusher-js never sends.
 */
import Pusher, { type Channel } from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { channelAuth } from './signatures';
import { startTestServer, TEST_KEYS, type TestServer, testUserHeader } from './testServer';
import type { RealtimeUser } from './types';

const KEY = TEST_KEYS.PUSHER_APP_KEY;
const SECRET = TEST_KEYS.PUSHER_APP_SECRET;
const WAIT_MS = 3000;

const driver: RealtimeUser = { id: 11, roles: ['Driver'], activeBrandId: 8 };
const dispatcher: RealtimeUser = { id: 12, roles: ['Dispatcher'], activeBrandId: 8 };
const concierge: RealtimeUser = { id: 13, roles: ['Shopping Concierge'], activeBrandId: 8 };
const otherBrandDriver: RealtimeUser = { id: 14, roles: ['Driver'], activeBrandId: 2 };

function within<T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`Timed out waiting for ${what}`)), ms),
    ),
  ]);
}

/** A pusher-js client as the app configures it, authorised as `user` by the fake session. */
function connectPusher(server: TestServer, user: RealtimeUser | null): Pusher {
  return new Pusher(KEY, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: server.port,
    wssPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      transport: 'ajax',
      endpoint: `${server.origin}/pusher/auth`,
      headers: user ? { 'x-test-user': testUserHeader(user) } : {},
    },
  });
}

function connected(pusher: Pusher): Promise<string> {
  return within(
    new Promise((resolve) => {
      if (pusher.connection.state === 'connected') resolve(pusher.connection.socket_id);
      pusher.connection.bind('connected', () => resolve(pusher.connection.socket_id));
    }),
    'connection',
  );
}

function subscribed(channel: Channel): Promise<void> {
  return within(
    new Promise((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve());
      channel.bind('pusher:subscription_error', (error: unknown) =>
        reject(new Error(`subscription refused: ${JSON.stringify(error)}`)),
      );
    }),
    `subscription to ${channel.name}`,
  );
}

function refused(channel: Channel): Promise<{ type: string; status?: number }> {
  return within(
    new Promise((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => reject(new Error('was accepted')));
      channel.bind('pusher:subscription_error', resolve);
    }),
    `refusal of ${channel.name}`,
  );
}

/** A raw websocket that records every frame it receives. */
class RawClient {
  readonly frames: { event: string; channel?: string; data?: unknown }[] = [];
  readonly ws: WebSocket;
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  constructor(url: string, headers: Record<string, string> = {}) {
    this.ws = new WebSocket(url, { headers });
    this.ws.on('message', (raw) => {
      this.frames.push(JSON.parse(raw.toString()));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      this.ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static async open(
    server: TestServer,
    path = `/app/${KEY}?protocol=7&client=js&version=8.6.0`,
    headers: Record<string, string> = {},
  ) {
    const client = new RawClient(`ws://127.0.0.1:${server.port}${path}`, headers);
    await client.next((f) => f.event === 'pusher:connection_established');
    return client;
  }

  get socketId(): string {
    const first = this.frames[0]!;
    return (JSON.parse(first.data as string) as { socket_id: string }).socket_id;
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Resolves with the first frame received from now on matching `match`. */
  next(
    match: (frame: RawClient['frames'][number]) => boolean,
  ): Promise<RawClient['frames'][number]> {
    const start = this.frames.length;
    return within(
      new Promise((resolve) => {
        const look = () => {
          const found = this.frames.slice(start).find(match);
          if (found) resolve(found);
          else this.waiters.push(look);
        };
        look();
      }),
      'a frame',
    );
  }

  /** Sends and resolves with the next frame of the given event. */
  ask(frame: unknown, event: string) {
    const reply = this.next((f) => f.event === event);
    this.send(frame);
    return reply;
  }
}

describe('embedded Pusher server, protocol 7', () => {
  let server: TestServer;
  const clients: Pusher[] = [];
  const raws: RawClient[] = [];

  const pusherFor = (user: RealtimeUser | null) => {
    const pusher = connectPusher(server, user);
    clients.push(pusher);
    return pusher;
  };
  const raw = async (path?: string) => {
    const client = await RawClient.open(server, path);
    raws.push(client);
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer({ clientEvents: true });
  });
  afterEach(() => {
    for (const pusher of clients.splice(0)) pusher.disconnect();
    for (const client of raws.splice(0)) client.ws.terminate();
  });
  afterAll(async () => {
    await server.app.close();
  });

  describe('handshake', () => {
    it('connects pusher-js and gives it a socket id', async () => {
      const socketId = await connected(pusherFor(driver));
      expect(socketId).toMatch(/^\d+\.\d+$/);
    });

    it('sends connection_established first, with data as a JSON string', async () => {
      const client = await raw();
      const first = client.frames[0]!;
      expect(first.event).toBe('pusher:connection_established');
      expect(typeof first.data).toBe('string');
      const data = JSON.parse(first.data as string);
      expect(data.socket_id).toMatch(/^\d+\.\d+$/);
      expect(data.activity_timeout).toBe(120);
    });

    it('gives every socket its own id', async () => {
      const [a, b] = await Promise.all([raw(), raw()]);
      expect(a.socketId).not.toBe(b.socketId);
    });

    it.each([
      [`/app/wrong-key?protocol=7`, 4001],
      [`/app/${KEY}`, 4008],
      [`/app/${KEY}?protocol=seven`, 4006],
      [`/app/${KEY}?protocol=4`, 4007],
      [`/app/${KEY}?protocol=8`, 4007],
    ])('refuses %s with %i', async (path, code) => {
      const client = new RawClient(`ws://127.0.0.1:${server.port}${path}`);
      const closed = await within(client.closed, 'close');
      expect(closed.code).toBe(code);
      expect(client.frames).toEqual([
        { event: 'pusher:error', data: { code, message: expect.any(String) } },
      ]);
    });

    it('answers pusher:ping with pusher:pong', async () => {
      const client = await raw();
      const pong = await client.ask({ event: 'pusher:ping', data: {} }, 'pusher:pong');
      expect(pong).toEqual({ event: 'pusher:pong', data: '{}' });
    });
  });

  describe('subscriptions and authorisation', () => {
    it('subscribes to a public channel without auth', async () => {
      const pusher = pusherFor(driver);
      await subscribed(pusher.subscribe('jfd-order-delivery'));
    });

    it('accepts a private channel the user may join, signed by /pusher/auth', async () => {
      const pusher = pusherFor(dispatcher);
      await subscribed(pusher.subscribe('private-jfd-orders'));
      await subscribed(pusher.subscribe('private-user.12'));
    });

    it('refuses a private channel of another role, brand or user with 403', async () => {
      const pusher = pusherFor(driver);
      for (const name of ['private-jfd-orders', 'private-user.12']) {
        const error = await refused(pusher.subscribe(name));
        expect(error).toMatchObject({ type: 'AuthError', status: 403 });
      }
      const otherBrand = pusherFor({ ...dispatcher, activeBrandId: 9 });
      expect(await refused(otherBrand.subscribe('private-jfd-orders'))).toMatchObject({
        status: 403,
      });
    });

    it('refuses channel authorisation without a session with 401', async () => {
      const pusher = pusherFor(null);
      expect(await refused(pusher.subscribe('private-user.12'))).toMatchObject({ status: 401 });
    });

    it('refuses a forged or missing signature on the socket with 4009', async () => {
      const client = await raw();
      const forged = channelAuth(KEY, 'not-the-secret', client.socketId, 'private-jfd-orders');
      const frame = {
        event: 'pusher:subscribe',
        data: { channel: 'private-jfd-orders', auth: forged },
      };
      const error = client.next((f) => f.event === 'pusher:error');
      const subError = await client.ask(frame, 'pusher:subscription_error');
      expect(subError.channel).toBe('private-jfd-orders');
      expect(JSON.parse(subError.data as string)).toMatchObject({ type: 'AuthError', status: 401 });
      expect((await error).data).toMatchObject({ code: 4009 });

      const missing = await client.ask(
        { event: 'pusher:subscribe', data: { channel: 'private-jfd-orders' } },
        'pusher:subscription_error',
      );
      expect(missing.channel).toBe('private-jfd-orders');
    });

    it('refuses a signature made for another socket', async () => {
      const [a, b] = await Promise.all([raw(), raw()]);
      const auth = channelAuth(KEY, SECRET, a.socketId, 'private-user.12');
      const reply = await b.ask(
        { event: 'pusher:subscribe', data: { channel: 'private-user.12', auth } },
        'pusher:subscription_error',
      );
      expect(reply.channel).toBe('private-user.12');
      const ok = await a.ask(
        { event: 'pusher:subscribe', data: { channel: 'private-user.12', auth } },
        'pusher_internal:subscription_succeeded',
      );
      expect(ok).toEqual({
        event: 'pusher_internal:subscription_succeeded',
        channel: 'private-user.12',
        data: '{}',
      });
    });

    it('refuses an invalid channel name', async () => {
      const client = await raw();
      const reply = await client.ask(
        { event: 'pusher:subscribe', data: { channel: 'bad name!' } },
        'pusher:subscription_error',
      );
      expect(JSON.parse(reply.data as string)).toMatchObject({ type: 'InvalidChannel' });
    });

    it('keeps presence members', async () => {
      const [a, b] = await Promise.all([raw(), raw()]);
      const join = (client: RawClient, userId: number) => {
        const channelData = JSON.stringify({ user_id: userId, user_info: { name: `U${userId}` } });
        const auth = channelAuth(KEY, SECRET, client.socketId, 'presence-room', channelData);
        return client.ask(
          {
            event: 'pusher:subscribe',
            data: { channel: 'presence-room', auth, channel_data: channelData },
          },
          'pusher_internal:subscription_succeeded',
        );
      };
      await join(a, 1);
      const added = a.next((f) => f.event === 'pusher_internal:member_added');
      const joined = await join(b, 2);
      expect(JSON.parse(joined.data as string)).toEqual({
        presence: { ids: ['1', '2'], hash: { 1: { name: 'U1' }, 2: { name: 'U2' } }, count: 2 },
      });
      expect(JSON.parse((await added).data as string)).toEqual({
        user_id: '2',
        user_info: { name: 'U2' },
      });
      const removed = a.next((f) => f.event === 'pusher_internal:member_removed');
      b.send({ event: 'pusher:unsubscribe', data: { channel: 'presence-room' } });
      expect(JSON.parse((await removed).data as string)).toEqual({ user_id: '2' });
    });
  });

  describe('delivery', () => {
    /** Every event each pusher-js client receives, in order. */
    async function listeners(users: RealtimeUser[], channelsOf: (u: RealtimeUser) => string[]) {
      return Promise.all(
        users.map(async (user) => {
          const pusher = pusherFor(user);
          const received: string[] = [];
          pusher.bind_global((event: string, data: unknown) => {
            if (!event.startsWith('pusher')) received.push(`${event} ${JSON.stringify(data)}`);
          });
          await connected(pusher);
          await Promise.all(channelsOf(user).map((name) => subscribed(pusher.subscribe(name))));
          return { user, pusher, received };
        }),
      );
    }

    /**
     * A last event on each client's own channel: once every client has it, anything published
     * before it has arrived too, since one socket's frames keep their order.
     */
    async function settle(clientsOf: { user: RealtimeUser; received: string[] }[]) {
      for (const { user } of clientsOf) {
        await server.app.realtime.publishToUser(user.id, 'sentinel', {});
      }
      await within(
        (async () => {
          while (!clientsOf.every((c) => c.received.at(-1) === 'sentinel {}')) {
            await new Promise((r) => setTimeout(r, 5));
          }
        })(),
        'sentinels',
      );
      return clientsOf.map((c) => c.received.filter((line) => line !== 'sentinel {}'));
    }

    const roleChannels: Record<number, string[]> = {
      11: ['private-user.11', 'jfd-order-delivery'],
      12: ['private-user.12', 'jfd-order-updates', 'private-jfd-orders'],
      13: ['private-user.13', 'order-fulfillment', 'jfd-order-updates'],
      14: ['private-user.14'],
    };

    it('delivers each event only to the sockets subscribed to its channel', async () => {
      const all = await listeners(
        [driver, dispatcher, concierge, otherBrandDriver],
        (u) => roleChannels[u.id]!,
      );
      const publish = server.app.realtime.publish.bind(server.app.realtime);
      await publish(['jfd-order-delivery'], 'jfd-order-delivery', { order: 1 });
      await publish(['private-jfd-orders'], 'jfd-orders', { order: 2 });
      await publish(['jfd-order-updates'], 'jfd-order-updates', { order: 3 });
      await publish(['order-fulfillment'], 'order-fulfillment', { order: 4 });
      await server.app.realtime.publishToUser(12, 'notification', { title: 'For 12' });
      await publish(['nobody-listens'], 'x', {});
      expect(await settle(all)).toEqual([
        ['jfd-order-delivery {"order":1}'],
        [
          'jfd-orders {"order":2}',
          'jfd-order-updates {"order":3}',
          'notification {"title":"For 12"}',
        ],
        ['jfd-order-updates {"order":3}', 'order-fulfillment {"order":4}'],
        [],
      ]);
    });

    it('leaves out the socket named by socket_id', async () => {
      const users = [driver, { ...driver, id: 21 }];
      const all = await listeners(users, () => ['jfd-order-delivery']);
      const excluded = all[0]!.pusher.connection.socket_id;
      const pusherServer = new (await import('pusher')).default({
        appId: TEST_KEYS.PUSHER_APP_ID,
        key: KEY,
        secret: SECRET,
        host: '127.0.0.1',
        port: String(server.port),
        useTLS: false,
      });
      await pusherServer.trigger('jfd-order-delivery', 'jfd-order-delivery', 'hi', {
        socket_id: excluded,
      });
      for (const c of all) await subscribed(c.pusher.subscribe(`private-user.${c.user.id}`));
      expect(await settle(all)).toEqual([[], ['jfd-order-delivery "hi"']]);
    });

    it('stops delivering after unsubscribe', async () => {
      const [client] = await listeners([driver], () => ['jfd-order-delivery', 'private-user.11']);
      client!.pusher.unsubscribe('jfd-order-delivery');
      // The unsubscribe frame has no reply: a ping round trip shows it has been read.
      const pong = new Promise<void>((resolve) =>
        client!.pusher.connection.bind('message', (m: { event: string }) => {
          if (m.event === 'pusher:pong') resolve();
        }),
      );
      client!.pusher.send_event('pusher:ping', {});
      await within(pong, 'pong');
      expect(server.app.realtime).toBeDefined();
      await server.app.realtime.publish(['jfd-order-delivery'], 'jfd-order-delivery', 1);
      expect(await settle([client!])).toEqual([[]]);
    });

    it('relays client events to the other members of a joined private channel only', async () => {
      const [a, b] = await Promise.all([raw(), raw()]);
      for (const client of [a, b]) {
        const auth = channelAuth(KEY, SECRET, client.socketId, 'private-jfd-orders');
        await client.ask(
          { event: 'pusher:subscribe', data: { channel: 'private-jfd-orders', auth } },
          'pusher_internal:subscription_succeeded',
        );
      }
      const got = b.next((f) => f.event === 'client-typing');
      a.send({ event: 'client-typing', channel: 'private-jfd-orders', data: { x: 1 } });
      expect(await got).toEqual({
        event: 'client-typing',
        channel: 'private-jfd-orders',
        data: '{"x":1}',
      });
      const onPublic = await a.ask(
        { event: 'client-typing', channel: 'jfd-order-delivery', data: {} },
        'pusher:error',
      );
      expect(onPublic.data).toMatchObject({ code: 4009 });
      expect(a.frames.some((f) => f.event === 'client-typing')).toBe(false);
    });
  });

  describe('bad frames', () => {
    it.each([
      ['text that is not JSON', 'not json', 4200],
      ['a JSON array', '[1,2]', 4200],
      ['a JSON string', '"pusher:ping"', 4200],
      ['a frame without event', '{"data":{}}', 4200],
      ['an unknown pusher event', '{"event":"pusher:dance","data":{}}', 4200],
      ['an event of no known kind', '{"event":"hello","data":{}}', 4200],
    ])('answers %s with pusher:error %i and keeps the socket', async (_name, frame, code) => {
      const client = await raw();
      const reply = await client.ask(frame, 'pusher:error');
      expect(reply.data).toEqual({ code, message: expect.any(String) });
      const pong = await client.ask({ event: 'pusher:ping', data: {} }, 'pusher:pong');
      expect(pong.event).toBe('pusher:pong');
    });

    it('answers a binary frame with 4200', async () => {
      const client = await raw();
      const reply = client.next((f) => f.event === 'pusher:error');
      client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
      expect((await reply).data).toMatchObject({ code: 4200 });
    });
  });
});

describe('client events switched off (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('answers a client event with 4301', async () => {
    const client = await RawClient.open(server);
    const reply = await client.ask(
      { event: 'client-x', channel: 'private-user.1', data: {} },
      'pusher:error',
    );
    expect(reply.data).toMatchObject({ code: 4301 });
    client.ws.terminate();
  });
});

describe("role channels joined only with the role's session", () => {
  let server: TestServer;
  const raws: RawClient[] = [];
  const as = async (user: RealtimeUser | null) => {
    const headers: Record<string, string> = user ? { 'x-test-user': testUserHeader(user) } : {};
    const client = await RawClient.open(server, undefined, headers);
    raws.push(client);
    return client;
  };
  const subscribe = (client: RawClient, channel: string) =>
    client.ask(
      { event: 'pusher:subscribe', data: { channel } },
      // The answer to this channel: its success or its refusal.
      'pusher_internal:subscription_succeeded',
    );
  const refusal = (client: RawClient, channel: string) =>
    client.ask({ event: 'pusher:subscribe', data: { channel } }, 'pusher:subscription_error');

  beforeAll(async () => {
    server = await startTestServer({ roleChannelsNeedSession: true });
  });
  afterEach(() => {
    for (const client of raws.splice(0)) client.ws.terminate();
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('lets each role join its own channels in its active brand', async () => {
    expect((await subscribe(await as(driver), 'jfd-order-delivery')).channel).toBe(
      'jfd-order-delivery',
    );
    const dispatcherSocket = await as(dispatcher);
    await subscribe(dispatcherSocket, 'jfd-order-updates');
    const conciergeSocket = await as(concierge);
    await subscribe(conciergeSocket, 'order-fulfillment');
    await subscribe(conciergeSocket, 'jfd-order-updates');
  });

  it('refuses a role channel to a socket without a session, another role or another brand', async () => {
    const cases: [RealtimeUser | null, string][] = [
      [null, 'jfd-order-updates'],
      [driver, 'jfd-order-updates'],
      [driver, 'order-fulfillment'],
      [dispatcher, 'jfd-order-delivery'],
      [otherBrandDriver, 'jfd-order-delivery'],
    ];
    const refusedSockets: RawClient[] = [];
    for (const [user, channel] of cases) {
      const socket = await as(user);
      const reply = await refusal(socket, channel);
      expect(JSON.parse(reply.data as string)).toMatchObject({ type: 'AuthError', status: 403 });
      await subscribe(socket, 'announcements');
      refusedSockets.push(socket);
    }
    // Events arrive in order on a socket: the role events before the sentinel never reach them.
    const sentinels = refusedSockets.map((socket) =>
      socket.next((frame) => frame.event === 'sentinel'),
    );
    for (const channel of ['jfd-order-updates', 'order-fulfillment', 'jfd-order-delivery']) {
      await server.app.realtime.publish([channel], channel, { id: 1 });
    }
    await server.app.realtime.publish(['announcements'], 'sentinel', {});
    await Promise.all(sentinels);
    for (const socket of refusedSockets) {
      expect(socket.frames.map((frame) => frame.event)).not.toContain('jfd-order-updates');
      expect(socket.frames.map((frame) => frame.event)).not.toContain('jfd-order-delivery');
    }
  });

  it('keeps other public channels open to any socket', async () => {
    await subscribe(await as(null), 'announcements');
  });
});

describe('activity timeout', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ activityTimeout: 0.2, pongTimeout: 200 });
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('announces the configured activity timeout', async () => {
    const client = await RawClient.open(server);
    expect(JSON.parse(client.frames[0]!.data as string).activity_timeout).toBe(0.2);
    client.ws.terminate();
  });

  it('pings an idle socket and closes it with 4201 when no pong comes', async () => {
    const client = await RawClient.open(server);
    const started = Date.now();
    await client.next((f) => f.event === 'pusher:ping');
    const closed = await within(client.closed, 'close after the pong timeout');
    expect(closed.code).toBe(4201);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(300);
    expect(elapsed).toBeLessThan(2500);
  });

  it('keeps a socket that answers the server ping', async () => {
    const client = await RawClient.open(server);
    client.ws.on('message', (raw) => {
      if (JSON.parse(raw.toString()).event === 'pusher:ping') {
        client.send({ event: 'pusher:pong', data: {} });
      }
    });
    await new Promise((r) => setTimeout(r, 1000));
    expect(client.frames.filter((f) => f.event === 'pusher:ping').length).toBeGreaterThanOrEqual(2);
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    client.ws.terminate();
  });

  it('keeps pusher-js connected: it pings on its own after the announced timeout', async () => {
    const pusher = connectPusher(server, driver);
    const states: string[] = [];
    pusher.connection.bind('state_change', (s: { current: string }) => states.push(s.current));
    await connected(pusher);
    await new Promise((r) => setTimeout(r, 1000));
    expect(pusher.connection.state).toBe('connected');
    expect(states).toEqual(['connected']);
    pusher.disconnect();
  });
});
