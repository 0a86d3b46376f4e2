/**
 * Serves the built app on the API's port: `index.html` for `/` and any other page path (the app
 * routes in the browser), its files under `/build/`, the default logo and the brand logos.
 * Unknown `/api/*` paths answer JSON 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BRAND_STYLES, brandLogoSvg, defaultLogoPng } from '../../modules/brands/logos';

export interface StaticAppOptions {
  appDist: string;
}

const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(?:\.(?:br|gz))?$/;

const NOT_API = /^\/(?!api(?:\/|$)|pusher(?:\/|$)|apps\/|app\/|build\/)/;

export const staticAppPlugin = fp<StaticAppOptions>(
  async (app, { appDist }) => {
    const indexFile = join(appDist, 'index.html');
    const hasApp = existsSync(indexFile);
    if (!hasApp) {
      app.log.warn(
        { appDist },
        'The app is not built (no index.html): serving the API only. Run `pnpm build` to serve it.',
      );
    }
    const noSession = { session: false };

    if (hasApp) {
      await app.register(fastifyStatic, {
        root: appDist,
        prefix: '/build/',
        decorateReply: false,
        index: false,
        // The build writes `.br` and `.gz` beside each text file: the smallest accepted is sent.
        preCompressed: true,
        maxAge: '1h',
        setHeaders: (reply, path) => {
          // Files under assets/ carry a hash of their content in their name: they never change.
          if (HASHED_ASSET.test(path)) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    }

    const customLogo = join(appDist, 'logo.png');
    const logo = existsSync(customLogo) ? readFileSync(customLogo) : defaultLogoPng();
    app.get('/logo.png', { config: noSession }, async (_request, reply) =>
      reply.type('image/png').header('cache-control', 'public, max-age=3600').send(logo),
    );

    const logos = new Map(BRAND_STYLES.map((style) => [style.id, brandLogoSvg(style)]));
    app.get<{ Params: { id: string } }>(
      '/logos/brand-:id.svg',
      { config: noSession },
      async (request, reply) => {
        const svg = logos.get(Number(request.params.id));
        if (!svg) return reply.code(404).send({ message: 'Not Found' });
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .send(svg);
      },
    );

    const sendIndex = (reply: FastifyReply) => {
      if (!hasApp) {
        return reply
          .code(503)
          .type('text/plain')
          .send('The app is not built. Run `pnpm build`, then restart the server.');
      }
      // Read on each request so a rebuilt app is served without a restart; it is small.
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(readFileSync(indexFile));
    };

    app.get('/', { config: noSession }, async (_request, reply) => sendIndex(reply));

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      if ((request.method === 'GET' || request.method === 'HEAD') && NOT_API.test(path)) {
        return sendIndex(reply);
      }
      const route = path.replace(/^\//, '');
      return reply.code(404).send({ message: `The route ${route} could not be found.` });
    });
  },
  { name: 'static-app' },
);
