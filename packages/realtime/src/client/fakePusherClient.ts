import type { Options } from 'pusher-js';
import type { ChannelLike, PusherClientLike } from './RealtimeManager';

type Handler = (...args: never[]) => void;

/** A stand-in for pusher-js in unit tests: it records calls and lets a test emit events. */
export class FakeChannel implements ChannelLike {
  readonly handlers = new Map<string, Handler[]>();
  constructor(readonly name: string) {}
  bind(event: string, callback: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), callback]);
  }
  unbind_all() {
    this.handlers.clear();
  }
  emit(event: string, data: unknown) {
    for (const handler of this.handlers.get(event) ?? []) (handler as (d: unknown) => void)(data);
  }
}

export class FakePusherClient implements PusherClientLike {
  readonly channels = new Map<string, FakeChannel>();
  readonly subscribed = new Set<string>();
  readonly log: string[] = [];
  disconnected = false;
  private readonly connectionHandlers = new Map<string, Handler[]>();
  readonly connection = {
    state: 'connecting',
    socket_id: undefined as string | undefined,
    bind: (event: string, callback: Handler) => {
      this.connectionHandlers.set(event, [...(this.connectionHandlers.get(event) ?? []), callback]);
    },
  };

  constructor(
    readonly key: string,
    readonly options: Options,
  ) {}

  subscribe(name: string) {
    this.log.push(`subscribe ${name}`);
    this.subscribed.add(name);
    const channel = this.channels.get(name) ?? new FakeChannel(name);
    this.channels.set(name, channel);
    return channel;
  }

  unsubscribe(name: string) {
    this.log.push(`unsubscribe ${name}`);
    this.subscribed.delete(name);
  }

  disconnect() {
    this.disconnected = true;
    this.setState('disconnected');
  }

  setState(state: string) {
    const previous = this.connection.state;
    this.connection.state = state;
    if (state === 'connected') this.connection.socket_id = '123.456';
    for (const handler of this.connectionHandlers.get('state_change') ?? []) {
      (handler as (c: unknown) => void)({ previous, current: state });
    }
  }

  /** Delivers an event only if the channel is subscribed, as the server would. */
  deliver(channel: string, event: string, data: unknown) {
    if (this.subscribed.has(channel)) this.channels.get(channel)?.emit(event, data);
  }
}
