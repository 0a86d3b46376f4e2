/** Attempt counters for login and password-reset throttling: in memory, or Redis if configured. */
import fp from 'fastify-plugin';
import { MemoryThrottleStore } from '../../lib/throttle/memory-store';
import { RedisThrottleStore } from '../../lib/throttle/redis-store';
import type { ThrottleStore } from '../../lib/throttle/store';

declare module 'fastify' {
  interface FastifyInstance {
    throttle: ThrottleStore;
  }
}

export interface ThrottlePluginOptions {
  redisUrl?: string | undefined;
  /** Tests may pass their own store. */
  store?: ThrottleStore;
}

export const throttlePlugin = fp<ThrottlePluginOptions>(
  async (app, options) => {
    const store =
      options.store ??
      (options.redisUrl ? new RedisThrottleStore(options.redisUrl) : new MemoryThrottleStore());
    app.decorate('throttle', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'throttle' },
);
