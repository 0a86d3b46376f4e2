/**
 * The product's one clock, which a run can pin. `BACKOFFICE_NOW=2027-01-01T00:30:00Z` makes
 * every process of the run read that instant when the run starts, and run on from there in real
 * time: the server and its seed (server-kit's `pinProcessClock`), the test runners, and the
 * browser through Playwright's clock. The first process that reads the variable records the real
 * moment it did so in `BACKOFFICE_NOW_FROM` (milliseconds since the epoch), so that the processes
 * it starts share one timeline rather than each starting the pinned instant anew.
 *
 * Pure: the environment and the real time are handed in, so this runs in the browser too.
 */
export const CLOCK_VARIABLE = 'BACKOFFICE_NOW';
export const CLOCK_FROM_VARIABLE = 'BACKOFFICE_NOW_FROM';

export interface PinnedClock {
  /** The instant the clock read at `from`, as given. */
  pinned: string;
  /** The real time (epoch ms) at which the clock read `pinned`. */
  from: number;
  /** What to add to the real time to read the clock. */
  offsetMs: number;
}

type Environment = Record<string, string | undefined>;

/**
 * The pinned clock the environment asks for, or null for the real one. Throws on a value that
 * is not an instant, so that a mistyped pin never passes for a run at the real date.
 */
export function pinnedClockOf(env: Environment, realNow: number): PinnedClock | null {
  const pinned = env[CLOCK_VARIABLE]?.trim();
  if (!pinned) return null;
  const at = Date.parse(pinned);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(pinned) || Number.isNaN(at)) {
    throw new Error(
      `${CLOCK_VARIABLE} must be an ISO instant such as 2027-01-01T00:30:00Z, not "${pinned}"`,
    );
  }
  const recorded = Number(env[CLOCK_FROM_VARIABLE]);
  const from = Number.isFinite(recorded) && recorded > 0 ? recorded : realNow;
  return { pinned, from, offsetMs: at - from };
}
