/**
 * Wires the realtime plugin (channel auth, websocket, events API, `app.realtime`) to the
 * session: channel authorisation asks who the signed-in user is through `resolveUser`.
 */
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { activeBrandOf } from '../modules/users/auth-user';
import { realtimePlugin } from '../realtime';
import type { RealtimeUser } from '../realtime/types';

export interface RealtimeWiringOptions {
  dataDir: string;
  /** The session cookie's name, read again on the websocket at each role channel's subscription. */
  sessionCookie: string;
  env?: Record<string, string | undefined>;
}

export async function registerRealtime(app: FastifyInstance, options: RealtimeWiringOptions) {
  /**
   * The request's user: `/pusher/auth` has it from the session hook; the websocket's upgrade
   * request (outside the API's paths) is looked up by its cookie each time, so a brand switch
   * made after the socket opened counts.
   */
  async function resolveUser(request: FastifyRequest): Promise<RealtimeUser | null> {
    let user = request.user;
    if (!user) {
      const id = request.cookies[options.sessionCookie];
      if (!id || id.length > 128) return null;
      user = (await app.sessions.find(id))?.user ?? null;
    }
    if (!user) return null;
    return { id: user.id, roles: user.roles, activeBrandId: activeBrandOf(user) };
  }
  await app.register(realtimePlugin, {
    resolveUser,
    keysFile: join(options.dataDir, 'realtime-keys.json'),
    ...(options.env ? { env: options.env } : {}),
  });
}
