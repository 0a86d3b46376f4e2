/**
 * Sanctum's SPA session: a random id in an httpOnly cookie, the session row in the database, a
 * CSRF token in the session mirrored to the readable `XSRF-TOKEN` cookie, and every
 * state-changing request checked against it (419 on mismatch).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { csrfMismatch } from '../../http/errors';
import { sameToken } from '../../lib/tokens';
import { SessionStore } from '../../modules/auth/session-store';
import type { AuthUser } from '../../modules/users/auth-user';

export interface ActiveSession {
  idHash: string;
  csrfToken: string;
  remember: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** Replaces the request's session with a new one (new id, new CSRF token) and sets cookies. */
    startSession(
      request: FastifyRequest,
      reply: FastifyReply,
      options: { userId: number | null; remember: boolean },
    ): Promise<void>;
  }
  interface FastifyRequest {
    session: ActiveSession | null;
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** False for routes that never read the session (health, static files). */
    session?: boolean;
    /** False for routes authenticated otherwise (signed server-to-server calls). */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_PATHS = /^\/(?:api|pusher)\//;
export const XSRF_COOKIE = 'XSRF-TOKEN';

export interface SessionPluginOptions {
  cookieName: string;
  lifetimeMinutes: number;
}

export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, options) => {
    const store = new SessionStore(app.dbHandle, options.lifetimeMinutes);
    app.decorate('sessions', store);
    app.decorateRequest('session', null);
    app.decorateRequest('user', null);

    function setCookies(request: FastifyRequest, reply: FastifyReply, id?: string) {
      const session = request.session;
      if (!session) return;
      const base = {
        path: '/',
        sameSite: 'lax' as const,
        secure: request.protocol === 'https',
        maxAge: store.lifetimeOf(session.remember) * 60,
      };
      if (id) reply.setCookie(options.cookieName, id, { ...base, httpOnly: true });
      reply.setCookie(XSRF_COOKIE, session.csrfToken, { ...base, httpOnly: false });
    }

    app.decorate(
      'startSession',
      async (
        request: FastifyRequest,
        reply: FastifyReply,
        { userId, remember }: { userId: number | null; remember: boolean },
      ) => {
        if (request.session) await store.destroy(request.session.idHash);
        const created = await store.create({
          userId,
          remember,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        request.session = {
          idHash: created.idHash,
          csrfToken: created.csrfToken,
          remember,
        };
        request.user = userId === null ? null : await store.loadUser(userId);
        setCookies(request, reply, created.id);
      },
    );

    app.addHook('onRequest', async (request, reply) => {
      // Only the API and channel authorisation read sessions; files and pages never do.
      if (request.routeOptions.config.session === false || !SESSION_PATHS.test(request.url)) return;
      const id = request.cookies[options.cookieName];
      if (!id || id.length > 128) return;
      const found = await store.find(id);
      if (!found) return;
      request.session = {
        idHash: found.idHash,
        csrfToken: found.csrfToken,
        remember: found.remember,
      };
      request.user = found.user;
      if (found.stale) {
        await store.touch(found.idHash, found.remember);
        setCookies(request, reply, id);
      } else {
        // Laravel re-sends the token cookie on every response.
        setCookies(request, reply);
      }
    });

    app.addHook('preValidation', async (request) => {
      const config = request.routeOptions.config;
      if (
        SAFE_METHODS.has(request.method) ||
        request.is404 ||
        config.csrf === false ||
        config.session === false
      ) {
        return;
      }
      const expected = request.session?.csrfToken;
      const given = tokenOf(request);
      if (!expected || !given || !sameToken(expected, given)) throw csrfMismatch();
    });

    const timer = setInterval(
      () => store.prune().catch((error) => app.log.warn({ err: error }, 'session prune failed')),
      60 * 60 * 1000,
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    await store.prune();
  },
  { name: 'session', dependencies: ['database'] },
);

/** `_token` in the body, else `X-CSRF-TOKEN`, else the URL-decoded `X-XSRF-TOKEN`. */
function tokenOf(request: FastifyRequest): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && typeof body._token === 'string') return body._token;
  const plain = request.headers['x-csrf-token'];
  if (typeof plain === 'string' && plain) return plain;
  const xsrf = request.headers['x-xsrf-token'];
  if (typeof xsrf !== 'string' || !xsrf) return undefined;
  try {
    return decodeURIComponent(xsrf);
  } catch {
    return undefined;
  }
}
