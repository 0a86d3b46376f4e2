import Pusher, { type ChannelAuthorizationHandler, type Options } from 'pusher-js';
import { type ChannelsForInput, channelsFor, type SubscriptionEntry } from '../channels';
import type { RealtimeConfig } from '../config';
import {
  type ChannelStorage,
  clearCachedChannels,
  defaultChannelStorage,
  readCachedChannels,
  writeCachedChannels,
} from './channelCache';
import { type ChannelAuthorizerOptions, createChannelAuthorizer } from './createChannelAuthorizer';

/** An event received on one of the bound channels. */
export interface RealtimeEvent {
  channel: string;
  event: string;
  data: unknown;
}

/** The connection states pusher-js reports, plus `disabled` when the server has no realtime. */
export type RealtimeState =
  | 'initialized'
  | 'connecting'
  | 'connected'
  | 'unavailable'
  | 'failed'
  | 'disconnected'
  | 'disabled';

type Callback = (...args: never[]) => void;

/** The part of a pusher-js channel the manager uses. */
export interface ChannelLike {
  bind(event: string, callback: Callback): unknown;
  unbind_all(): unknown;
}

/** The part of a pusher-js client the manager uses (a seam for tests). */
export interface PusherClientLike {
  subscribe(channel: string): ChannelLike;
  unsubscribe(channel: string): void;
  disconnect(): void;
  connection: {
    state: string;
    socket_id?: string;
    bind(event: string, callback: Callback): unknown;
  };
}

export interface RealtimeManagerOptions extends ChannelAuthorizerOptions {
  config: RealtimeConfig;
  /** Called for every bound event; the app plays the alert and sets the new-notification flag. */
  onEvent: (event: RealtimeEvent) => void;
  onStateChange?: (state: RealtimeState) => void;
  /** Refused subscriptions and other connection errors; logged by default. */
  onError?: (error: unknown) => void;
  /** Where the channel list is cached under `channels`; localStorage by default. */
  storage?: ChannelStorage | null;
  /** Builds the pusher-js client; tests pass a fake. */
  createClient?: (key: string, options: Options) => PusherClientLike;
}

/**
 * The pusher-js options for a run-time configuration: websocket transport only, TLS unless the
 * server says the embedded server is reached over plain http, channel authorisation through the
 * product's own handler, and the library's default timings (activity 120 s, pong 30 s,
 * unavailable 10 s), which are left unset on purpose.
 */
export function pusherOptions(
  config: RealtimeConfig,
  authorizer: ChannelAuthorizationHandler,
): Options {
  return {
    cluster: config.cluster,
    wsHost: config.wsHost,
    wsPort: config.wsPort,
    wssPort: config.wssPort,
    forceTLS: config.forceTLS,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: { customHandler: authorizer },
  };
}

/**
 * One live connection and its subscriptions. `subscribeFor` is the brand switch of spec section
 * 4: every subscription is dropped, the list is rebuilt from the roles and the new brand, cached
 * under `channels`, and subscribed again.
 */
export class RealtimeManager {
  readonly client: PusherClientLike;
  private entries: SubscriptionEntry[] = [];
  private readonly storage: ChannelStorage | null;
  private readonly options: RealtimeManagerOptions;

  constructor(options: RealtimeManagerOptions) {
    this.options = options;
    this.storage = options.storage === undefined ? defaultChannelStorage() : options.storage;
    const authorizer = createChannelAuthorizer(options);
    const create = options.createClient ?? ((key: string, opts: Options) => new Pusher(key, opts));
    this.client = create(options.config.key, pusherOptions(options.config, authorizer));
    this.client.connection.bind('state_change', ((change: { current: string }) => {
      options.onStateChange?.(change.current as RealtimeState);
    }) as Callback);
    this.client.connection.bind('error', ((error: unknown) => this.reportError(error)) as Callback);
  }

  /** The subscriptions in force. */
  get channels(): SubscriptionEntry[] {
    return this.entries.map((entry) => ({ channel: entry.channel, events: [...entry.events] }));
  }

  get state(): RealtimeState {
    return this.client.connection.state as RealtimeState;
  }

  get socketId(): string | null {
    return this.client.connection.socket_id ?? null;
  }

  /** Drops every subscription, rebuilds the list for this user and brand, and subscribes. */
  subscribeFor(input: ChannelsForInput): SubscriptionEntry[] {
    const entries = channelsFor(input);
    writeCachedChannels(this.storage, entries);
    this.replace(entries);
    return this.channels;
  }

  /** Subscribes to the list cached by an earlier page, before the user is reloaded. */
  restore(): SubscriptionEntry[] {
    this.replace(readCachedChannels(this.storage));
    return this.channels;
  }

  unsubscribeAll(): void {
    for (const entry of this.entries) {
      this.client.unsubscribe(entry.channel);
    }
    this.entries = [];
  }

  /** Ends the connection; `forget` also clears the cached list (sign-out, reset). */
  disconnect(forget = false): void {
    // The connection first: its end ends its subscriptions on the server, and unsubscribing after
    // it sends nothing. Unsubscribing first would write to a socket the server may already be
    // closing (it closes a signed-out user's sockets), which the browser reports as an error.
    this.client.disconnect();
    this.unsubscribeAll();
    if (forget) clearCachedChannels(this.storage);
  }

  private replace(entries: SubscriptionEntry[]): void {
    this.unsubscribeAll();
    for (const entry of entries) {
      const channel = this.client.subscribe(entry.channel);
      // A channel object may be reused by pusher-js after an unsubscribe: start it clean.
      channel.unbind_all();
      channel.bind('pusher:subscription_error', ((status: unknown) =>
        this.reportError({ channel: entry.channel, status })) as Callback);
      for (const event of entry.events) {
        channel.bind(event, ((data: unknown) =>
          this.options.onEvent({ channel: entry.channel, event, data })) as Callback);
      }
    }
    this.entries = entries.map((entry) => ({ channel: entry.channel, events: [...entry.events] }));
  }

  private reportError(error: unknown): void {
    if (this.options.onError) this.options.onError(error);
    else console.error('Realtime error', error);
  }
}
