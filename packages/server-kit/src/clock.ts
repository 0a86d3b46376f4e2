/**
 * The server process's clock: the real one, or the one `BACKOFFICE_NOW` pins (contract's
 * `pinnedClockOf` says how a run pins it). Pinning shifts the process's `Date` itself, so that
 * every reader agrees: the server's code and its seed, the libraries it uses, and the embedded
 * database (PGlite's `now()` and `current_date` read the same `Date.now()`). An external
 * PostgreSQL keeps its own clock: runs at a pinned date use the embedded database.
 */
import { CLOCK_FROM_VARIABLE, type PinnedClock, pinnedClockOf } from '@backoffice/contract';

/** The business's today, `YYYY-MM-DD` (contract's, read on this process's clock). */
export { businessToday } from '@backoffice/contract';

let installed: PinnedClock | null = null;

/**
 * Pins this process's clock when the environment asks for it, and records the run's timeline in
 * the environment for the processes this one starts. Call it before anything reads the time;
 * a second call changes nothing. Answers the pinned clock, or null for the real one.
 */
export function pinProcessClock(env: NodeJS.ProcessEnv = process.env): PinnedClock | null {
  if (installed) return installed;
  const RealDate = globalThis.Date;
  const clock = pinnedClockOf(env, RealDate.now());
  if (!clock) return null;
  env[CLOCK_FROM_VARIABLE] = String(clock.from);
  const { offsetMs } = clock;
  class PinnedDate extends RealDate {
    constructor(...args: [] | ConstructorParameters<DateConstructor>) {
      if (args.length === 0) super(RealDate.now() + offsetMs);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now(): number {
      return RealDate.now() + offsetMs;
    }
    // Dates made by Node's internals and by code that kept the original constructor are dates too.
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof RealDate;
    }
  }
  globalThis.Date = PinnedDate as DateConstructor;
  installed = clock;
  return clock;
}
