/** Counters of attempts per key over a decay window (Laravel's RateLimiter). */
export interface ThrottleState {
  attempts: number;
  /** Seconds until the window resets (0 when no attempts are counted). */
  retryAfter: number;
}

export interface ThrottleStore {
  /** Counts one attempt; the window starts at the first. */
  hit(key: string, decaySeconds: number): Promise<ThrottleState>;
  peek(key: string): Promise<ThrottleState>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}
