/**
 * The realtime plugin: decorates `app.realtime` for publishing and registers `/pusher/auth`,
 * `/api/realtime/config` and, without PUSHER_HOST, the embedded Pusher-protocol server
 * (`/app/{key}` websocket and `/apps/{id}/events`). The decoration is visible to the whole
 * application; the routes and their body parsers live in a scope of their own.
 */
import type { FastifyPluginAsync } from 'fastify';
import { PusherHub } from './PusherHub';
import { RealtimeService } from './RealtimeService';
import { channelAuthRoute, configRoute, eventsRoute, websocketRoute } from './routes';
import { readRealtimeSettings } from './settings';
import type { RealtimeOptions } from './types';

export { PusherHub } from './PusherHub';
export { RealtimeService } from './RealtimeService';
export { type RealtimeSettings, readRealtimeSettings } from './settings';
export type { RealtimeOptions, RealtimePublisher, RealtimeUser } from './types';

const DEFAULT_ACTIVITY_TIMEOUT_S = 120;
const DEFAULT_PONG_TIMEOUT_MS = 30_000;

const plugin: FastifyPluginAsync<RealtimeOptions> = async (app, options) => {
  const settings = readRealtimeSettings(options.env ?? process.env, {
    ...(options.keysFile ? { keysFile: options.keysFile } : {}),
  });
  const hub =
    settings.mode === 'embedded'
      ? new PusherHub({
          key: settings.key,
          secret: settings.secret,
          activityTimeout: options.activityTimeout ?? DEFAULT_ACTIVITY_TIMEOUT_S,
          pongTimeoutMs: options.pongTimeout ?? DEFAULT_PONG_TIMEOUT_MS,
          clientEvents: options.clientEvents ?? false,
        })
      : null;
  const service = new RealtimeService(settings, app, hub);
  app.decorate('realtime', service);
  app.addHook('onClose', async () => {
    hub?.close();
    service.close();
  });

  await app.register(async (scope) => {
    await channelAuthRoute(scope, settings, options.resolveUser);
    await configRoute(scope, settings);
  });
  if (hub) {
    await app.register(async (scope) =>
      websocketRoute(
        scope,
        hub,
        options.roleChannelsNeedSession === false ? null : options.resolveUser,
      ),
    );
    await app.register(async (scope) => eventsRoute(scope, settings, hub));
  }
  app.log.info(
    settings.mode === 'embedded'
      ? 'Realtime: embedded Pusher-protocol server at /app/{key}'
      : `Realtime: publishing to ${settings.scheme}://${settings.host}:${settings.port}`,
  );
};

// Like fastify-plugin: run in the registering scope so `app.realtime` is visible to the app.
Object.assign(plugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'backoffice-realtime',
});

export const realtimePlugin: FastifyPluginAsync<RealtimeOptions> = plugin;
