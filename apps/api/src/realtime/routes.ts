/**
 * The realtime HTTP routes: channel authorisation, the browser's run-time configuration, and
 * (embedded server only) the websocket endpoint and the HTTP events API.
 */
import {
  CHANNEL_AUTH_PATH,
  isPrivateChannel,
  isValidChannelName,
  mayJoin,
  REALTIME_CONFIG_PATH,
  type RealtimeConfig,
} from '@backoffice/realtime';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkEventsRequest } from './eventsApi';
import type { PusherHub } from './PusherHub';
import type { RealtimeSettings } from './settings';
import { channelAuth } from './signatures';
import type { RealtimeOptions } from './types';

const SOCKET_ID = /^\d+\.\d+$/;

const messageSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
} as const;

/** `POST /pusher/auth`: signs a private channel the session's user may join, nothing else. */
export async function channelAuthRoute(
  app: FastifyInstance,
  settings: RealtimeSettings,
  resolveUser: RealtimeOptions['resolveUser'],
): Promise<void> {
  // pusher-js posts a form. The main server registers a form parser; a bare instance gets one
  // here, limited to this scope.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  }
  app.post(
    CHANNEL_AUTH_PATH,
    {
      // The body ({socket_id, channel_name}, form or JSON) is checked by the handler rather than
      // a body schema: whatever it will not sign is a 403, as pusher-js expects, never a 400.
      schema: {
        response: {
          200: { type: 'object', required: ['auth'], properties: { auth: { type: 'string' } } },
          401: messageSchema,
          403: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await resolveUser(request);
      if (!user) return reply.code(401).send({ message: 'Unauthenticated.' });
      const body = (request.body ?? {}) as { socket_id?: unknown; channel_name?: unknown };
      const socketId = body.socket_id;
      const channel = body.channel_name;
      const allowed =
        typeof socketId === 'string' &&
        SOCKET_ID.test(socketId) &&
        isValidChannelName(channel) &&
        isPrivateChannel(channel) &&
        mayJoin(user, channel);
      if (!allowed) return reply.code(403).send({ message: 'This action is unauthorized.' });
      return { auth: channelAuth(settings.key, settings.secret, socketId, channel) };
    },
  );
}

function browserConfig(settings: RealtimeSettings, request: FastifyRequest): RealtimeConfig {
  if (settings.mode === 'external') {
    return { enabled: true, key: settings.key, cluster: settings.cluster, ...settings.browser };
  }
  // The embedded server shares the page's origin: the browser connects where it loaded from.
  const tls = request.protocol === 'https';
  const port = request.port ?? (tls ? 443 : 80);
  return {
    enabled: true,
    key: settings.key,
    cluster: settings.cluster,
    wsHost: request.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: tls,
  };
}

/** `GET /api/realtime/config`: what pusher-js needs, decided at run time. */
export async function configRoute(app: FastifyInstance, settings: RealtimeSettings) {
  app.get(
    REALTIME_CONFIG_PATH,
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['enabled', 'key', 'cluster', 'wsHost', 'wsPort', 'wssPort', 'forceTLS'],
            properties: {
              enabled: { type: 'boolean' },
              key: { type: 'string' },
              cluster: { type: 'string' },
              wsHost: { type: 'string' },
              wsPort: { type: 'integer' },
              wssPort: { type: 'integer' },
              forceTLS: { type: 'boolean' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return browserConfig(settings, request);
    },
  );
}

/** `GET /app/{key}` upgraded to a websocket and handed to the hub. */
export async function websocketRoute(
  app: FastifyInstance,
  hub: PusherHub,
  resolveUser: RealtimeOptions['resolveUser'] | null,
) {
  if (!app.hasDecorator('websocketServer')) {
    await app.register(websocket, {
      options: { maxPayload: 100 * 1024 },
      // On shutdown every client is told to reconnect at once (4200), not left to back off.
      preClose(done) {
        hub.close();
        this.websocketServer.close();
        done();
      },
    });
  }
  app.get<{ Params: { key: string }; Querystring: { protocol?: string } }>(
    '/app/:key',
    {
      websocket: true,
      schema: {
        params: { type: 'object', properties: { key: { type: 'string' } } },
        querystring: { type: 'object', properties: { protocol: { type: 'string' } } },
      },
    },
    (socket, request) => {
      // A role's public channel is joined only by a session holding the role in its active
      // brand: the upgrade request's cookies name the session, read again at each subscription.
      const admit = resolveUser
        ? async (channel: string) => {
            const user = await resolveUser(request);
            return user !== null && mayJoin(user, channel);
          }
        : null;
      hub.accept(socket, { key: request.params.key, protocol: request.query.protocol }, admit);
    },
  );
}

/**
 * `POST /apps/{id}/events`. Its requests are signed with the app secret instead of carrying a
 * session: `config.csrf = false` tells the main server's CSRF check to let them through.
 */
export async function eventsRoute(
  app: FastifyInstance,
  settings: RealtimeSettings,
  hub: PusherHub,
) {
  // The signature covers the body's MD5, so the raw text must be kept: this scope reads JSON
  // as a string.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post<{ Params: { appId: string } }>(
    '/apps/:appId/events',
    {
      config: { csrf: false },
      schema: {
        params: { type: 'object', properties: { appId: { type: 'string' } } },
        response: {
          200: { type: 'object', additionalProperties: false },
          '4xx': { type: 'object', properties: { error: { type: 'string' } } },
        },
      },
    },
    async (request, reply) => {
      const result = checkEventsRequest(settings, {
        appId: request.params.appId,
        path: request.url.split('?')[0]!,
        query: request.query as Record<string, unknown>,
        rawBody: typeof request.body === 'string' ? request.body : '',
        now: Math.floor(Date.now() / 1000),
      });
      if (!result.ok) return reply.code(result.status).send({ error: result.message });
      const { channels, name, data, socketId } = result.event;
      hub.publish(channels, name, data, socketId);
      return {};
    },
  );
}
