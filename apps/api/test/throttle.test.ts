import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryThrottleStore } from '../src/lib/throttle/memory-store';
import { RedisThrottleStore } from '../src/lib/throttle/redis-store';
import type { ThrottleStore } from '../src/lib/throttle/store';

const stores: [string, () => ThrottleStore][] = [['memory', () => new MemoryThrottleStore()]];
// CI points TEST_REDIS_URL at the machine's Redis; REDIS_URL is the server's own setting.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
if (redisUrl) {
  const url = redisUrl;
  stores.push([
    'redis',
    () => new RedisThrottleStore(url, `backoffice-test:${randomBytes(4).toString('hex')}:`),
  ]);
}

describe.each(stores)('%s throttle store', (_name, make) => {
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
      await store.clear(key);
      expect((await store.peek(key)).attempts).toBe(0);
    } finally {
      await store.close();
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
