/**
 * The embedded Pusher Channels server, protocol version 7, over already-upgraded websockets.
 * It knows nothing of Fastify: the plugin hands it each socket and its URL parameters, and the
 * HTTP events API hands it each event to fan out.
 *
 * Replies to bad input (documented in packages/realtime/README.md):
 * - unknown app key: `pusher:error` 4001, then close 4001;
 * - protocol missing, malformed or unsupported: 4008, 4006, 4007 (error, then close);
 * - a frame that is not JSON, not an object, has no event name or is binary: `pusher:error` 4200;
 * - an unknown `pusher:` event or an event that is neither `pusher:` nor `client-`: 4200;
 * - a bad channel name or subscribe data: `pusher:subscription_error` (status 400) and 4009;
 * - a missing or wrong signature: `pusher:subscription_error` (AuthError, 401) and 4009;
 * - client events while they are disabled or over 10 per second: 4301; on a channel that is
 *   not private or presence, or not joined: 4009; over 10 KB of data: 4200;
 * - no frame at all for `activityTimeout` seconds: the server pings, and closes with 4201 when
 *   no frame comes back within `pongTimeoutMs`.
 */
import { randomInt } from 'node:crypto';
import {
  isPresenceChannel,
  isPrivateChannel,
  isRoleChannel,
  isValidChannelName,
} from '@backoffice/realtime';
import type { RawData, WebSocket } from 'ws';
import { verifyChannelAuth } from './signatures';

export interface PusherHubOptions {
  key: string;
  secret: string;
  /** Seconds of silence before a ping; announced to clients in the handshake. */
  activityTimeout: number;
  /** How long a pinged socket has to answer before it is closed with 4201. */
  pongTimeoutMs: number;
  /** Whether `client-` events are relayed (off by default, as on a new Pusher app). */
  clientEvents: boolean;
}

/** Pusher's limit on the data of one event. */
export const MAX_EVENT_DATA_BYTES = 10 * 1024;
const CLIENT_EVENTS_PER_SECOND = 10;
/** How long a client closed on shutdown has to finish the closing handshake. */
const CLOSE_GRACE_MS = 1000;
const SUPPORTED_PROTOCOLS = new Set([5, 6, 7]);

interface Member {
  userId: string;
  userInfo: unknown;
}

/**
 * Decides whether the socket's user may subscribe to a role's public channel; asked at each
 * such subscription, so a brand switch on an open socket is judged against the new brand.
 */
export type AdmitRoleChannel = (channel: string) => Promise<boolean>;

interface Connection {
  socketId: string;
  admit: AdmitRoleChannel | null;
  ws: WebSocket;
  channels: Map<string, Member | null>;
  lastSeen: number;
  pingSentAt: number | null;
  clientEventWindow: { start: number; count: number };
}

interface PresenceChannel {
  /** user id -> info and how many of that user's sockets are in the channel */
  members: Map<string, { info: unknown; sockets: number }>;
}

type Frame = { event: string; channel?: string; data?: unknown; user_id?: string };

export class PusherHub {
  private readonly connections = new Map<string, Connection>();
  private readonly channels = new Map<string, Set<Connection>>();
  private readonly presence = new Map<string, PresenceChannel>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly options: PusherHubOptions) {
    const activityMs = options.activityTimeout * 1000;
    const tick = Math.max(20, Math.min(activityMs, options.pongTimeoutMs) / 4);
    this.timer = setInterval(() => this.checkIdle(Date.now()), tick);
    this.timer.unref();
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /**
   * Takes a new socket opened at `/app/{key}?protocol=7...`. With `admit`, a role's public
   * channel (`jfd-order-updates`) is joined only when it answers true (the socket's session
   * holds the role in its active brand); without it, as on hosted Pusher, anyone may join.
   */
  accept(
    ws: WebSocket,
    params: { key: string; protocol: string | undefined },
    admit: AdmitRoleChannel | null = null,
  ): void {
    if (params.key !== this.options.key) {
      this.refuse(ws, 4001, `App key ${params.key} does not exist`);
      return;
    }
    if (params.protocol === undefined || params.protocol === '') {
      this.refuse(ws, 4008, 'No protocol version supplied');
      return;
    }
    const protocol = Number(params.protocol);
    if (!Number.isInteger(protocol)) {
      this.refuse(ws, 4006, 'Invalid version string format');
      return;
    }
    if (!SUPPORTED_PROTOCOLS.has(protocol)) {
      this.refuse(ws, 4007, `Unsupported protocol version ${protocol}`);
      return;
    }
    const connection: Connection = {
      socketId: this.newSocketId(),
      admit,
      ws,
      channels: new Map(),
      lastSeen: Date.now(),
      pingSentAt: null,
      clientEventWindow: { start: 0, count: 0 },
    };
    this.connections.set(connection.socketId, connection);
    ws.on('message', (raw, isBinary) => this.onMessage(connection, raw, isBinary));
    ws.on('close', () => this.drop(connection));
    ws.on('error', () => ws.terminate());
    this.send(connection, {
      event: 'pusher:connection_established',
      data: JSON.stringify({
        socket_id: connection.socketId,
        activity_timeout: this.options.activityTimeout,
      }),
    });
  }

  /**
   * Sends an event to every socket subscribed to the channels, except `exceptSocketId`.
   * `data` is the string the HTTP API received. Answers how many frames went out.
   */
  publish(channels: string[], event: string, data: string, exceptSocketId?: string): number {
    let sent = 0;
    for (const channel of new Set(channels)) {
      const subscribers = this.channels.get(channel);
      if (!subscribers) continue;
      // Serialised once per channel, sent as the same buffer to every subscriber.
      const frame = Buffer.from(JSON.stringify({ event, channel, data }));
      for (const connection of subscribers) {
        if (connection.socketId === exceptSocketId) continue;
        if (connection.ws.readyState !== connection.ws.OPEN) continue;
        connection.ws.send(frame, { binary: false });
        sent++;
      }
    }
    return sent;
  }

  /**
   * Closes every socket with 4200, which pusher-js answers by reconnecting at once (to another
   * instance, or this one once it is back). A client that does not finish the closing handshake
   * within a second is cut, so a shutdown never waits on it. Safe to call twice.
   */
  close(): void {
    clearInterval(this.timer);
    for (const connection of this.connections.values()) {
      const ws = connection.ws;
      if (ws.readyState === ws.CLOSING || ws.readyState === ws.CLOSED) continue;
      ws.close(4200, 'Server restarting, reconnect');
      setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
    }
  }

  private newSocketId(): string {
    for (;;) {
      const id = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
      if (!this.connections.has(id)) return id;
    }
  }

  private refuse(ws: WebSocket, code: number, message: string): void {
    ws.send(JSON.stringify({ event: 'pusher:error', data: { code, message } }));
    ws.close(code, message);
  }

  private send(connection: Connection, frame: Frame): void {
    if (connection.ws.readyState === connection.ws.OPEN) {
      connection.ws.send(JSON.stringify(frame));
    }
  }

  private error(connection: Connection, code: number, message: string, channel?: string): void {
    this.send(connection, {
      event: 'pusher:error',
      ...(channel === undefined ? {} : { channel }),
      data: { code, message },
    });
  }

  private checkIdle(now: number): void {
    const activityMs = this.options.activityTimeout * 1000;
    for (const connection of this.connections.values()) {
      if (connection.pingSentAt !== null) {
        if (now - connection.pingSentAt >= this.options.pongTimeoutMs) {
          connection.ws.close(4201, 'Pong reply not received');
          this.drop(connection);
        }
      } else if (now - connection.lastSeen >= activityMs) {
        connection.pingSentAt = now;
        this.send(connection, { event: 'pusher:ping', data: '{}' });
      }
    }
  }

  private onMessage(connection: Connection, raw: RawData, isBinary: boolean): void {
    connection.lastSeen = Date.now();
    connection.pingSentAt = null;
    if (isBinary) {
      this.error(connection, 4200, 'Binary frames are not supported');
      return;
    }
    let frame: unknown;
    try {
      frame = JSON.parse(raw.toString());
    } catch {
      this.error(connection, 4200, 'Invalid message format: not JSON');
      return;
    }
    if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
      this.error(connection, 4200, 'Invalid message format: not an object');
      return;
    }
    const { event, channel } = frame as Frame;
    let { data } = frame as Frame;
    if (typeof event !== 'string' || event === '') {
      this.error(connection, 4200, 'Invalid message format: no event name');
      return;
    }
    // Some clients send data as a JSON string rather than an object.
    if (typeof data === 'string' && !event.startsWith('client-')) {
      try {
        data = JSON.parse(data);
      } catch {
        // Left as a string; the handlers below refuse what they cannot use.
      }
    }
    switch (event) {
      case 'pusher:ping':
        this.send(connection, { event: 'pusher:pong', data: '{}' });
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(connection, data);
        return;
      case 'pusher:unsubscribe':
        this.unsubscribe(connection, data);
        return;
    }
    if (event.startsWith('client-')) {
      this.clientEvent(connection, event, channel, data);
      return;
    }
    this.error(connection, 4200, `Unsupported event ${event.slice(0, 200)}`);
  }

  private subscriptionError(
    connection: Connection,
    channel: string,
    type: string,
    status: number,
    message: string,
  ): void {
    this.send(connection, {
      event: 'pusher:subscription_error',
      channel,
      data: JSON.stringify({ type, error: message, status }),
    });
    this.error(connection, 4009, message, channel);
  }

  private subscribe(connection: Connection, data: unknown): void {
    const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    const channel = d.channel;
    if (!isValidChannelName(channel)) {
      const name = typeof channel === 'string' ? channel.slice(0, 200) : '';
      this.subscriptionError(connection, name, 'InvalidChannel', 400, 'Invalid channel name');
      return;
    }
    if (connection.admit && isRoleChannel(channel)) {
      connection
        .admit(channel)
        .catch(() => false)
        .then((allowed) => {
          if (!this.connections.has(connection.socketId)) return;
          if (allowed) this.join(connection, channel, d);
          else {
            this.subscriptionError(connection, channel, 'AuthError', 403, 'Forbidden');
          }
        });
      return;
    }
    this.join(connection, channel, d);
  }

  private join(connection: Connection, channel: string, d: Record<string, unknown>): void {
    let member: Member | null = null;
    if (isPrivateChannel(channel) || isPresenceChannel(channel)) {
      const channelData = typeof d.channel_data === 'string' ? d.channel_data : undefined;
      const signedData = isPresenceChannel(channel) ? channelData : undefined;
      const ok = verifyChannelAuth(
        this.options.key,
        this.options.secret,
        d.auth,
        connection.socketId,
        channel,
        signedData,
      );
      if (!ok) {
        this.subscriptionError(connection, channel, 'AuthError', 401, 'Invalid signature');
        return;
      }
      if (isPresenceChannel(channel)) {
        member = parseMember(channelData);
        if (!member) {
          this.subscriptionError(connection, channel, 'AuthError', 400, 'Invalid channel_data');
          return;
        }
      }
    }
    const already = connection.channels.has(channel);
    if (!already) {
      connection.channels.set(channel, member);
      const set = this.channels.get(channel) ?? new Set<Connection>();
      set.add(connection);
      this.channels.set(channel, set);
    }
    if (!isPresenceChannel(channel)) {
      this.send(connection, {
        event: 'pusher_internal:subscription_succeeded',
        channel,
        data: '{}',
      });
      return;
    }
    const joined = member ?? connection.channels.get(channel)!;
    const room = this.presence.get(channel) ?? { members: new Map() };
    this.presence.set(channel, room);
    const isNewUser = !already && !room.members.has(joined.userId);
    if (!already) {
      const existing = room.members.get(joined.userId);
      room.members.set(joined.userId, {
        info: joined.userInfo,
        sockets: (existing?.sockets ?? 0) + 1,
      });
    }
    const ids = [...room.members.keys()];
    const hash = Object.fromEntries([...room.members].map(([id, m]) => [id, m.info]));
    this.send(connection, {
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: JSON.stringify({ presence: { ids, hash, count: ids.length } }),
    });
    if (isNewUser) {
      this.broadcastFrom(connection, channel, {
        event: 'pusher_internal:member_added',
        channel,
        data: JSON.stringify({ user_id: joined.userId, user_info: joined.userInfo }),
      });
    }
  }

  private unsubscribe(connection: Connection, data: unknown): void {
    const channel = (data as { channel?: unknown } | null)?.channel;
    if (typeof channel !== 'string' || !connection.channels.has(channel)) return;
    this.leave(connection, channel);
  }

  private leave(connection: Connection, channel: string): void {
    const member = connection.channels.get(channel);
    connection.channels.delete(channel);
    const set = this.channels.get(channel);
    set?.delete(connection);
    if (set && set.size === 0) this.channels.delete(channel);
    if (!member) return;
    const room = this.presence.get(channel);
    const entry = room?.members.get(member.userId);
    if (!room || !entry) return;
    if (entry.sockets > 1) {
      entry.sockets--;
      return;
    }
    room.members.delete(member.userId);
    if (room.members.size === 0) this.presence.delete(channel);
    this.broadcastFrom(connection, channel, {
      event: 'pusher_internal:member_removed',
      channel,
      data: JSON.stringify({ user_id: member.userId }),
    });
  }

  private drop(connection: Connection): void {
    if (!this.connections.delete(connection.socketId)) return;
    for (const channel of [...connection.channels.keys()]) this.leave(connection, channel);
  }

  private broadcastFrom(sender: Connection, channel: string, frame: Frame): void {
    const text = JSON.stringify(frame);
    for (const connection of this.channels.get(channel) ?? []) {
      if (connection !== sender && connection.ws.readyState === connection.ws.OPEN) {
        connection.ws.send(text);
      }
    }
  }

  private clientEvent(
    connection: Connection,
    event: string,
    channel: string | undefined,
    data: unknown,
  ): void {
    if (!this.options.clientEvents) {
      this.error(connection, 4301, 'Client events are not enabled for this app', channel);
      return;
    }
    if (
      typeof channel !== 'string' ||
      !(isPrivateChannel(channel) || isPresenceChannel(channel)) ||
      !connection.channels.has(channel)
    ) {
      this.error(
        connection,
        4009,
        'Client events are only allowed on private and presence channels the socket has joined',
        typeof channel === 'string' ? channel : undefined,
      );
      return;
    }
    const now = Date.now();
    const window = connection.clientEventWindow;
    if (now - window.start >= 1000) {
      window.start = now;
      window.count = 0;
    }
    if (++window.count > CLIENT_EVENTS_PER_SECOND) {
      this.error(connection, 4301, 'Client event rate limit exceeded', channel);
      return;
    }
    const text = typeof data === 'string' ? data : JSON.stringify(data ?? {});
    if (Buffer.byteLength(text) > MAX_EVENT_DATA_BYTES) {
      this.error(connection, 4200, 'Client event data is over 10 KB', channel);
      return;
    }
    const member = connection.channels.get(channel);
    this.broadcastFrom(connection, channel, {
      event,
      channel,
      data: text,
      ...(member ? { user_id: member.userId } : {}),
    });
  }
}

function parseMember(channelData: string | undefined): Member | null {
  if (channelData === undefined) return null;
  try {
    const parsed = JSON.parse(channelData) as { user_id?: unknown; user_info?: unknown };
    const id = parsed.user_id;
    if (typeof id !== 'string' && typeof id !== 'number') return null;
    if (String(id) === '') return null;
    return { userId: String(id), userInfo: parsed.user_info ?? null };
  } catch {
    return null;
  }
}
