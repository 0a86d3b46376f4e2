/**
 * Builds the server. Plugins load in layers: external (body parsers, cookies) -> application
 * (errors, database, throttle, session, mail, realtime, notifications, OpenAPI) -> routes (one
 * module per area, validated with the contract's zod schemas) -> the built app and its
 * fallback.
 */
import { randomUUID } from 'node:crypto';
import type { ReportServer } from '@backoffice/server-kit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { configPlugin } from './config-plugin';
import type { DatabaseHandle } from './db/client';
import { REPORT_SERVERS, RESOURCES } from './domains';
import { useZodCompilers } from './http/zod-compiler';
import type { ThrottleStore } from './lib/throttle/store';
import { authRoutes } from './modules/auth/routes';
import { brandRoutes } from './modules/brands/routes';
import { fileRoutes } from './modules/files/routes';
import { healthRoutes } from './modules/health/routes';
import { humanResourcesRoutes } from './modules/human-resources/routes';
import { noticeRoutes } from './modules/notices/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { savedViewRoutes } from './modules/saved-views/routes';
import { searchRoutes } from './modules/search/routes';
import { ticketRoutes } from './modules/tickets/routes';
import { userRoutes } from './modules/users/routes';
import { staffRoutes } from './modules/users/staff';
import { databasePlugin } from './plugins/app/database';
import { errorHandlerPlugin } from './plugins/app/error-handler';
import { inputGuardPlugin } from './plugins/app/input-guard';
import { mailerPlugin } from './plugins/app/mailer';
import { notifierPlugin } from './plugins/app/notifier';
import { openApiPlugin } from './plugins/app/openapi';
import { securityHeadersPlugin } from './plugins/app/security-headers';
import { sessionPlugin } from './plugins/app/session';
import { staticAppPlugin } from './plugins/app/static-app';
import { throttlePlugin } from './plugins/app/throttle';
import { bodyParsersPlugin } from './plugins/external/body-parsers';
import { compressionPlugin } from './plugins/external/compression';
import { registerRealtime } from './plugins/realtime';
import { reportsPlugin } from './reports/reportRoutes';
import { type ResourcesPluginOptions, resourcesPlugin } from './resources';
import { bulkJobRoutes } from './resources/bulkJobRoutes';
import { resourceImportPlugin } from './resources/importRoutes';
import { undoRoutes } from './resources/undoRoutes';

/** JSON and form bodies; uploads are multipart and limited per file instead. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Close the database with the server (default true). */
  ownsDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  throttleStore?: ThrottleStore;
  /** Realtime settings (PUSHER_*); `process.env` by default. */
  realtimeEnv?: Record<string, string | undefined>;
  /** Resource endpoints' options (tests use small CSV batches); the common resources by default. */
  resources?: ResourcesPluginOptions;
  /** The date-range reports to serve; the domains' by default. */
  reports?: readonly ReportServer[];
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // On close: stop listening, close idle keep-alive connections, let requests in flight
    // finish (websockets are told to reconnect by the realtime plugin's preClose).
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // External: how requests are read.
  await app.register(bodyParsersPlugin, { bodyLimit: BODY_LIMIT_BYTES });
  // How answers are sent: compressed where the browser accepts it.
  await app.register(compressionPlugin);

  // Application services.
  await app.register(configPlugin, { config });
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(inputGuardPlugin);
  await app.register(databasePlugin, {
    handle: options.database,
    closeOnShutdown: options.ownsDatabase ?? true,
  });
  await app.register(throttlePlugin, {
    redisUrl: config.redisUrl,
    ...(options.throttleStore ? { store: options.throttleStore } : {}),
  });
  await app.register(sessionPlugin, {
    cookieName: config.sessionCookie,
    lifetimeMinutes: config.sessionLifetimeMinutes,
  });
  await app.register(mailerPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logBodies: !config.production,
  });
  await registerRealtime(app, {
    dataDir: config.dataDir,
    sessionCookie: config.sessionCookie,
    ...(options.realtimeEnv ? { env: options.realtimeEnv } : {}),
  });
  await app.register(notifierPlugin);
  await app.register(openApiPlugin, { resources: options.resources?.resources ?? RESOURCES });

  // Routes, validated with the contract's zod schemas.
  await app.register(async (api) => {
    useZodCompilers(api);
    await api.register(healthRoutes);
    await api.register(authRoutes);
    await api.register(userRoutes);
    await api.register(staffRoutes);
    await api.register(humanResourcesRoutes);
    await api.register(brandRoutes);
    await api.register(noticeRoutes);
    await api.register(notificationRoutes);
    await api.register(savedViewRoutes, { resources: options.resources?.resources ?? RESOURCES });
    await api.register(ticketRoutes);
    await api.register(reportsPlugin, { reports: options.reports ?? REPORT_SERVERS });
    await api.register(fileRoutes);
    await api.register(resourcesPlugin, options.resources ?? {});
    await api.register(resourceImportPlugin, options.resources ?? {});
    await api.register(bulkJobRoutes);
    await api.register(undoRoutes, options.resources ?? {});
    await api.register(searchRoutes, options.resources ?? {});
  });

  // The built app, its files and the fallback for unknown paths.
  await app.register(staticAppPlugin, { appDist: config.appDist });
  return app;
}
