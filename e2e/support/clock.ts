/**
 * The run's clock, as the server reads it: the real one, or the one `BACKOFFICE_NOW` pins (see
 * contract's `clock.ts`). The tests date what they type and look for by it, and each browser
 * context runs on it through Playwright's clock, so the browser, the server and the tests agree
 * on what today is.
 */
import { businessDay, pinnedClockOf } from '@backoffice/contract';
import type { BrowserContext } from '@playwright/test';

const pinned = pinnedClockOf(process.env, Date.now());

/** What the run's clock reads now. */
export function now(): Date {
  return new Date(Date.now() + (pinned?.offsetMs ?? 0));
}

/**
 * Today when the tests started, as the app's date fields and report addresses take it,
 * `YYYY-MM-DD`. A run takes minutes: one pinned at 23:30 ends long before midnight.
 */
export const today = businessDay(now());

/** The first day of today's month, `YYYY-MM-01`. */
export const monthStart = `${today.slice(0, 7)}-01`;

/**
 * Starts a browser context's pages on the run's clock when it is pinned: Date reads the pinned
 * timeline and timers run on in real time. Nothing changes on the real clock.
 */
export async function pinBrowserClock(context: BrowserContext): Promise<void> {
  if (pinned) await context.clock.install({ time: now() });
}
