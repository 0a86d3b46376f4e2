import type { FastifyRequest } from 'fastify';

/** What the realtime plugin needs to know of the signed-in user behind a request. */
export interface RealtimeUser {
  id: number;
  /** Role names, as in the user's comma-separated `role` field. */
  roles: string[];
  activeBrandId: number | null;
}

export interface RealtimeOptions {
  /** The session's user, or null when the request has no signed-in session. */
  resolveUser(request: FastifyRequest): Promise<RealtimeUser | null>;
  /** Where the PUSHER_* settings are read; `process.env` by default. */
  env?: Record<string, string | undefined>;
  /**
   * A file that keeps generated keys across restarts (embedded server without PUSHER_APP_*),
   * for example in the data folder. Without it generated keys last as long as the process.
   */
  keysFile?: string;
  /** Embedded server: seconds of silence before a ping, announced to clients. Default 120. */
  activityTimeout?: number;
  /** Embedded server: ms a pinged socket has to answer before it is closed (4201). Default 30000. */
  pongTimeout?: number;
  /** Embedded server: relay `client-` events on joined private channels. Default false. */
  clientEvents?: boolean;
  /**
   * Embedded server: a role's public channel (`jfd-order-updates`) is joined only by a socket
   * whose session (`resolveUser` on the upgrade request, asked at each subscription) holds the
   * role in its active brand. Default true; off, any socket may join, as on hosted Pusher.
   */
  roleChannelsNeedSession?: boolean;
}

/** Decorated on the Fastify instance as `app.realtime` by the realtime plugin. */
export interface RealtimePublisher {
  /** Publishes an event on the private channel of one user. */
  publishToUser(userId: number, event: string, data: unknown): Promise<void>;
  /** Publishes an event on the given channels. */
  publish(channels: string[], event: string, data: unknown): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimePublisher;
  }
}
