/** Counters of attempts per key over a decay window (Laravel's RateLimiter). */
export interface ThrottleState {
  attempts: number;
  /** Seconds until the window resets (0 when no attempts are counted). */
  retryAfter: number;
}

/** The outcome of `reserve`: whether the attempt may go ahead. */
export interface ThrottleReservation extends ThrottleState {
  allowed: boolean;
}

export interface ThrottleStore {
  /** Counts one attempt; the window starts at the first. */
  hit(key: string, decaySeconds: number): Promise<ThrottleState>;
  /**
   * Takes one of `limit` attempts in the window, atomically: the count goes up only while it is
   * under the limit, so of any number of concurrent callers at most `limit` are allowed.
   */
  reserve(key: string, limit: number, decaySeconds: number): Promise<ThrottleReservation>;
  /** Gives back one reserved attempt (one that turned out not to count). */
  release(key: string): Promise<void>;
  peek(key: string): Promise<ThrottleState>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}
