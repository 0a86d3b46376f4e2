import type { ThrottleReservation, ThrottleState, ThrottleStore } from './store';

/** One process's counters; fine for a single instance (use Redis for several). */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, { attempts: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, decaySeconds: number): Promise<ThrottleState> {
    const now = this.now();
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { attempts: 0, resetAt: now + decaySeconds * 1000 };
      this.entries.set(key, entry);
    }
    entry.attempts += 1;
    return { attempts: entry.attempts, retryAfter: Math.ceil((entry.resetAt - now) / 1000) };
  }

  // Synchronous between its awaits, so the check and the count happen together.
  async reserve(key: string, limit: number, decaySeconds: number): Promise<ThrottleReservation> {
    const now = this.now();
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { attempts: 0, resetAt: now + decaySeconds * 1000 };
      this.entries.set(key, entry);
    }
    const allowed = entry.attempts < limit;
    if (allowed) entry.attempts += 1;
    const retryAfter = Math.ceil((entry.resetAt - now) / 1000);
    return { allowed, attempts: entry.attempts, retryAfter };
  }

  async release(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > this.now() && entry.attempts > 0) entry.attempts -= 1;
  }

  async peek(key: string): Promise<ThrottleState> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) return { attempts: 0, retryAfter: 0 };
    return { attempts: entry.attempts, retryAfter: Math.ceil((entry.resetAt - now) / 1000) };
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
