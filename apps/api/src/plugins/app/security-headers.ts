/**
 * Security headers on every answer (the app's pages, its files and the API): a Content-Security-
 * Policy that runs only our own scripts and styles and forbids framing, `nosniff`, a referrer
 * policy, and HSTS when the request came over TLS (directly, or through a trusted proxy's
 * `X-Forwarded-Proto: https`). An answer that sets its own policy (a stored file's sandbox)
 * keeps it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RealtimeService } from '../../realtime';

/** A year, without `includeSubDomains`: the other hosts of the domain are not ours to decide. */
export const HSTS = 'max-age=31536000';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Where the browser opens the realtime websocket: with the embedded server, this host (CSP 3's
 * `'self'` covers ws/wss of the page's origin, but not in every browser, so it is also named);
 * with a Pusher-compatible service, its browser host.
 */
function realtimeSources(app: FastifyInstance, request: FastifyRequest): string[] {
  const settings = app.realtime instanceof RealtimeService ? app.realtime.settings : null;
  if (settings?.mode === 'external') {
    const { wsHost, wsPort, wssPort, forceTLS } = settings.browser;
    const secure = `wss://${wsHost}:${wssPort}`;
    return forceTLS ? [secure] : [`ws://${wsHost}:${wsPort}`, secure];
  }
  const host = request.host;
  // Only a well-formed host goes into the header (it comes from the request).
  if (!/^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/.test(host)) return [];
  return [`ws://${host}`, `wss://${host}`];
}

/**
 * The one inline style the app needs: react-aria's `<style id="react-aria-pressable-style">`
 * (`touch-action` for pressable elements), allowed by the hash of its fixed text. A react-aria
 * upgrade that changes the text shows up as a CSP violation in the end-to-end CSP test.
 */
export const REACT_ARIA_PRESSABLE_STYLE_HASH =
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/**
 * The one inline script of the app's page (`apps/backoffice/index.html`): it opens the page's
 * storage and starts the browser's date and number data while the page's files download, allowed
 * by the hash of its fixed text. A change to that script needs this hash again (the API's
 * security-headers test computes it).
 */
export const APP_START_SCRIPT_HASH = "'sha256-cwNUEgZleg9qgI8t9pg8OrCU50lfte106pg6SxhXCT4='";

/**
 * The app's policy: our own scripts and styles only (and the page's one inline script), images
 * also from data: and blob: URLs.
 */
export function contentSecurityPolicy(connectSources: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${APP_START_SCRIPT_HASH}`,
    `style-src 'self' ${REACT_ARIA_PRESSABLE_STYLE_HASH}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('content-security-policy')) {
        reply.header(
          'content-security-policy',
          contentSecurityPolicy(realtimeSources(app, request)),
        );
      }
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', REFERRER_POLICY);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      return payload;
    });
  },
  { name: 'security-headers' },
);
