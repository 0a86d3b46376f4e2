import { Redis } from 'ioredis';
import type { ThrottleReservation, ThrottleState, ThrottleStore } from './store';

/**
 * Takes an attempt if the count is under the limit, in one step on the server: INCR, the TTL
 * set by the first, and the increment undone when it went past the limit.
 * KEYS[1] the counter; ARGV[1] the limit, ARGV[2] the window in seconds.
 * Answers {allowed 0|1, attempts, ttl}.
 */
const RESERVE_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]); ttl = tonumber(ARGV[2]) end
if n > tonumber(ARGV[1]) then
  n = redis.call('DECR', KEYS[1])
  return {0, n, ttl}
end
return {1, n, ttl}
`;

/** Gives one attempt back, never below zero and never to a counter that has expired. */
const RELEASE_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

/** Counters shared by every instance through Redis: INCR, with the TTL set by the first hit. */
export class RedisThrottleStore implements ThrottleStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'backoffice:throttle:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  async hit(key: string, decaySeconds: number): Promise<ThrottleState> {
    const k = this.prefix + key;
    const result = await this.redis.multi().incr(k).expire(k, decaySeconds, 'NX').ttl(k).exec();
    const attempts = Number(result?.[0]?.[1] ?? 1);
    const ttl = Number(result?.[2]?.[1] ?? decaySeconds);
    return { attempts, retryAfter: ttl > 0 ? ttl : decaySeconds };
  }

  async reserve(key: string, limit: number, decaySeconds: number): Promise<ThrottleReservation> {
    const result = (await this.redis.eval(
      RESERVE_SCRIPT,
      1,
      this.prefix + key,
      limit,
      decaySeconds,
    )) as [number, number, number];
    const [allowed, attempts, ttl] = result.map(Number) as [number, number, number];
    return { allowed: allowed === 1, attempts, retryAfter: ttl > 0 ? ttl : decaySeconds };
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }

  async peek(key: string): Promise<ThrottleState> {
    const k = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.ttl(k)]);
    if (count === null || ttl <= 0) return { attempts: 0, retryAfter: 0 };
    return { attempts: Number(count), retryAfter: ttl };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
