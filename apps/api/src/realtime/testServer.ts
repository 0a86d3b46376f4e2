/**
 * A bare Fastify instance with only the realtime plugin, listening on loopback, for the
 * realtime tests and the bench. The fake session reads the user from an `x-test-user` header
 * (`id;roles;brand`) so a test can act as any user without the main application. pusher-js
 * sends no headers on its websocket, so role channels are open to any socket here unless a test
 * asks for `roleChannelsNeedSession` (and opens raw sockets with the header).
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { realtimePlugin } from './index';
import type { RealtimeOptions, RealtimeUser } from './types';

export const TEST_KEYS = {
  PUSHER_APP_ID: '3',
  PUSHER_APP_KEY: '278d425bdf160c739803',
  PUSHER_APP_SECRET: '7ad3773142a6692b25b8',
};

export function testUserHeader(user: RealtimeUser): string {
  return `${user.id};${user.roles.join(',')};${user.activeBrandId ?? ''}`;
}

export async function resolveTestUser(request: {
  headers: Record<string, unknown>;
}): Promise<RealtimeUser | null> {
  const header = request.headers['x-test-user'];
  if (typeof header !== 'string') return null;
  const [id, roles, brand] = header.split(';');
  return {
    id: Number(id),
    roles: (roles ?? '').split(',').filter(Boolean),
    activeBrandId: brand ? Number(brand) : null,
  };
}

export interface TestServer {
  app: FastifyInstance;
  port: number;
  origin: string;
}

export async function startTestServer(
  options: Partial<RealtimeOptions> = {},
  listen = true,
): Promise<TestServer> {
  const app = Fastify({ logger: false });
  await app.register(realtimePlugin, {
    resolveUser: resolveTestUser,
    env: TEST_KEYS,
    roleChannelsNeedSession: false,
    ...options,
  });
  if (!listen) {
    await app.ready();
    return { app, port: 0, origin: '' };
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, origin: `http://127.0.0.1:${port}` };
}
