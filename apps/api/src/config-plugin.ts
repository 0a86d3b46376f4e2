/** Makes the checked settings available to every plugin and route as `app.config`. */
import fp from 'fastify-plugin';
import type { Config } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export const configPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);

/** Base URL for links in mail. */
export function publicUrl(config: Config): string {
  return (config.appUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '');
}
