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
  env?: Record<string, string | undefined>;
}

async function resolveUser(request: FastifyRequest): Promise<RealtimeUser | null> {
  const user = request.user;
  if (!user) return null;
  return { id: user.id, roles: user.roles, activeBrandId: activeBrandOf(user) };
}

export async function registerRealtime(app: FastifyInstance, options: RealtimeWiringOptions) {
  await app.register(realtimePlugin, {
    resolveUser,
    keysFile: join(options.dataDir, 'realtime-keys.json'),
    ...(options.env ? { env: options.env } : {}),
  });
}
