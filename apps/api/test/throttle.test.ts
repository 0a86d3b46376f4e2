import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { MemoryThrottleStore } from '../src/lib/throttle/memory-store';
import { RedisThrottleStore } from '../src/lib/throttle/redis-store';
import type { ThrottleStore } from '../src/lib/throttle/store';

interface StoreCase {
  make(): ThrottleStore;
  /** The keys the store still holds in the shared backend, to check a test leaves none. */
  leftover?(): Promise<string[]>;
  /** Removes whatever a failed test left behind. */
  sweep?(): Promise<void>;
}

const stores: [string, StoreCase][] = [['memory', { make: () => new MemoryThrottleStore() }]];
// CI points TEST_REDIS_URL at the machine's Redis; REDIS_URL is the server's own setting.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
if (redisUrl) {
  // A prefix of this run's own, so parallel runs and the server's keys are never touched.
  const prefix = `backoffice-test:${randomBytes(4).toString('hex')}:`;
  const withRedis = async <T>(use: (redis: Redis) => Promise<T>): Promise<T> => {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    try {
      return await use(redis);
    } finally {
      await redis.quit().catch(() => redis.disconnect());
    }
  };
  const keys = () => withRedis((redis) => redis.keys(`${prefix}*`));
  stores.push([
    'redis',
    {
      make: () => new RedisThrottleStore(redisUrl, prefix),
      leftover: keys,
      sweep: () =>
        withRedis(async (redis) => {
          const found = await redis.keys(`${prefix}*`);
          if (found.length > 0) await redis.del(...found);
        }),
    },
  ]);
}

describe.each(stores)('%s throttle store', (_name, { make, leftover, sweep }) => {
  it('counts hits in a window, reports the wait, and clears', async () => {
    const store = make();
    try {
      const key = 'login:a@b.co|127.0.0.1';
      expect(await store.peek(key)).toEqual({ attempts: 0, retryAfter: 0 });
      await store.hit(key, 60);
      const second = await store.hit(key, 60);
      expect(second.attempts).toBe(2);
      expect(second.retryAfter).toBeGreaterThan(55);
      expect((await store.peek(key)).attempts).toBe(2);
      if (leftover) expect(await leftover()).toHaveLength(1);
      await store.clear(key);
      expect((await store.peek(key)).attempts).toBe(0);
      if (leftover) expect(await leftover()).toEqual([]);
    } finally {
      await store.close();
      await sweep?.();
    }
  });
});

describe.each(stores)('%s throttle store reservations', (_name, { make, sweep }) => {
  it('allows at most the limit of concurrent reservations, and takes back a release', async () => {
    const store = make();
    try {
      const key = 'login:burst@b.co|127.0.0.1';
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => store.reserve(key, 5, 60)),
      );
      expect(answers.filter((a) => a.allowed)).toHaveLength(5);
      expect((await store.peek(key)).attempts).toBe(5);
      const refused = answers.find((a) => !a.allowed);
      expect(refused?.retryAfter).toBeGreaterThan(55);
      await store.release(key);
      expect((await store.reserve(key, 5, 60)).allowed).toBe(true);
      expect((await store.reserve(key, 5, 60)).allowed).toBe(false);
      // A release never takes a counter below zero.
      await store.clear(key);
      await store.release(key);
      expect((await store.peek(key)).attempts).toBe(0);
    } finally {
      await store.close();
      await sweep?.();
    }
  });
});

describe('memory throttle window', () => {
  it('starts over once the window has passed', async () => {
    let now = 0;
    const store = new MemoryThrottleStore(() => now);
    await store.hit('k', 10);
    now = 9_000;
    expect((await store.hit('k', 10)).attempts).toBe(2);
    now = 10_001;
    expect((await store.hit('k', 10)).attempts).toBe(1);
    await store.close();
  });
});
