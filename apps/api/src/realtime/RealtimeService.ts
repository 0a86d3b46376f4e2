/**
 * Publishing, always through the official `pusher` package so the same code talks to hosted
 * Pusher, Soketi, Reverb or the embedded server. In embedded mode the package is pointed at this
 * server's own listening address over loopback; before the server listens (tests through
 * `inject`, start-up) no browser can be connected, and events go straight to the hub.
 */
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { isValidChannelName, userChannel } from '@backoffice/realtime';
import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import { MAX_CHANNELS_PER_EVENT } from './eventsApi';
import { MAX_EVENT_DATA_BYTES, type PusherHub } from './PusherHub';
import type { RealtimeSettings } from './settings';
import type { RealtimePublisher } from './types';

const PUBLISH_TIMEOUT_MS = 10_000;

export class RealtimeService implements RealtimePublisher {
  private client: { pusher: Pusher; agent: HttpAgent; target: string } | null = null;

  constructor(
    readonly settings: RealtimeSettings,
    private readonly app: FastifyInstance,
    readonly hub: PusherHub | null,
  ) {}

  async publishToUser(userId: number, event: string, data: unknown): Promise<void> {
    await this.publish([userChannel(userId)], event, data);
  }

  async publish(channels: string[], event: string, data: unknown): Promise<void> {
    if (channels.length === 0) return;
    const invalid = channels.find((channel) => !isValidChannelName(channel));
    if (invalid !== undefined) throw new Error(`Invalid channel name ${JSON.stringify(invalid)}`);
    if (event === '' || event.length > 200) throw new Error('Event names have 1 to 200 characters');
    // Serialised here as the package would, so the 10 KB limit holds on every path.
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    if (Buffer.byteLength(text) > MAX_EVENT_DATA_BYTES) {
      throw new Error(`Event data over ${MAX_EVENT_DATA_BYTES} bytes`);
    }
    const unique = [...new Set(channels)];
    for (let i = 0; i < unique.length; i += MAX_CHANNELS_PER_EVENT) {
      const chunk = unique.slice(i, i + MAX_CHANNELS_PER_EVENT);
      const pusher = this.pusher();
      if (pusher) {
        await pusher.trigger(chunk, event, text);
      } else {
        this.hub?.publish(chunk, event, text);
      }
    }
  }

  /** Frees the keep-alive sockets to the Pusher service. */
  close(): void {
    this.client?.agent.destroy();
    this.client = null;
  }

  private pusher(): Pusher | null {
    const target = this.target();
    if (!target) return null;
    const key = `${target.scheme}://${target.host}:${target.port}`;
    if (this.client?.target === key) return this.client.pusher;
    this.close();
    const agent =
      target.scheme === 'https'
        ? new HttpsAgent({ keepAlive: true, rejectUnauthorized: !target.loopback })
        : new HttpAgent({ keepAlive: true });
    const pusher = new Pusher({
      appId: this.settings.appId,
      key: this.settings.key,
      secret: this.settings.secret,
      cluster: this.settings.cluster,
      host: target.host,
      port: String(target.port),
      useTLS: target.scheme === 'https',
      timeout: PUBLISH_TIMEOUT_MS,
      agent,
    });
    this.client = { pusher, agent, target: key };
    return pusher;
  }

  private target(): {
    scheme: 'http' | 'https';
    host: string;
    port: number;
    loopback: boolean;
  } | null {
    const settings = this.settings;
    if (settings.mode === 'external') {
      return { scheme: settings.scheme, host: settings.host, port: settings.port, loopback: false };
    }
    const address = this.app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') return null;
    const unspecified = address.address === '0.0.0.0' || address.address === '::';
    const host = unspecified
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    // The server talks to itself: its own certificate need not name the loopback address.
    const scheme = this.app.initialConfig.https ? 'https' : 'http';
    return { scheme, host, port: address.port, loopback: true };
  }
}
