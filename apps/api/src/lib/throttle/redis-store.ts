import { Redis } from 'ioredis';
import type { ThrottleState, ThrottleStore } from './store';

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
